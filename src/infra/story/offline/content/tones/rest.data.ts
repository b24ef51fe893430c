// Giving weariness rest: the load named, something put down, slowness allowed.
import type { ToneContent } from './tone-content';

export const REST: ToneContent = {
  feeling: [
    '{Her} [bones|arms|legs] [felt|were|seemed] [heavy|full of sand|made of wet wool], and [even|the simplest|the smallest] [tasks|chores|errands] [looked like mountains|seemed enormous|loomed like mountains|seemed impossible|looked impossible].',
    '{She} [woke|got up|surfaced] [tired|already tired|heavy-eyed] and [went to bed|lay down|crawled into bed] [more tired still|more tired than that|wrung out].',
    '[Every day|Each day|The week] [looked|was|felt] [the same|much like the last|like a copy], [and|so that] the [weeks|days|dates] [ran together|blurred|smudged].',
    '{She} [kept going|pushed on|pressed on] [because|since|as] [stopping|resting|slowing down] [felt|seemed|looked] [like failing|impossible|selfish], [and|so] {ache} [piled|built|stacked] [up|higher|up like post].',
    '[There was|There seemed] [no time|never a moment|not a minute] [to sit down|to stop|to breathe], [only|just] the [next thing|next task|next request] and the [one after|one after that|one behind it].',
    '[{Her} eyes stung|{Her} head throbbed|{Her} neck ached|{Her} head ached|{Her} eyes ached] by [mid-afternoon|teatime|eleven], and {she} [read|looked at|went over] the [same|one] [line|page|email] [three times|twice|again and again] without [taking it in|seeing it|understanding].',
    '[Friends|People|Others] [asked|wondered|wanted to know] how {she} [did it all|kept it up|managed], and {Hero} [smiled|shrugged|laughed], [not|without] [saying|admitting|telling them] that {she} [barely did|hardly managed|was running on empty].',
    '[Even|The smallest|Simple] [pleasures|treats|joys] [felt|seemed] [like|as if they were] [more|extra] [things|jobs|chores] to [do|fit in|tick off].',
    '{She} [snapped|sighed|winced] at [small|little|ordinary] [noises|requests|questions] and [felt|was] [sorry|guilty|ashamed] [afterwards|later|straight away], [which|and that] [only|simply|just] [added to|piled onto|heaped onto] the [weight|load|pile].',
    '[At night|In bed|After dark] {her} [mind|thoughts|head] [would not|could not|refused to] [switch off|slow down|let go], [still|busily|stubbornly] [running over the day|sorting tomorrow|replaying the day|running through lists|sorting lists] [in the dark|on a loop|until late].',
  ],
  turn: [
    '[One morning|One Sunday|One grey Saturday], {Hero} [did|attempted|planned] [nothing at all|nothing useful|nothing whatever], [on purpose|deliberately|with intent], and the [world|sky|roof] did not [fall in|fall down|cave in].',
    '{She} [said no to|turned down|declined] [one thing|a single request|an extra job], [then|and then] [another|one more|a second], and [was surprised|felt surprised|marvelled] at how [few people|little anyone|seldom anyone] [minded|seemed to mind|even noticed].',
    '{She} [let {herself}|allowed {herself} to|gave {herself} leave to] [sleep|nap|doze] in the [afternoon|daytime|middle of the day], [and|then] [sat|lay|stretched out] [in the sun|on the grass|by a window] [with a cup of tea until it went cold|doing nothing until the light moved|with {her} eyes closed until the shadows grew long|doing nothing until the shadows grew long|with {her} eyes closed until the light moved].',
    '[A friend|Someone|A neighbour] [took some of the load off {her} hands|carried some of the load for {him}|shouldered some of the load for a week|took some of the load for a week], and {Hero} [let them|allowed it|said yes], [which|and that] was [harder than it sounded|the hardest part|not easy].',
    '{Hero} [wrote down|listed|counted] [everything|all] {she} was [carrying|holding up|responsible for], [crossed out|struck through|scrubbed out] [three|two|half a dozen] [things|tasks|items] that [were not|had never been] {her} [job|problem|responsibility] [at all|in the first place|really], and [felt|was] [lighter|freer|less crowded] [at once|straight away|already].',
    '{She} [went|walked|wandered] [to the sea|into the woods|along the river] without [a plan|a phone|a purpose], [sat|stayed|lingered] [until|till] [{her} thoughts slowed|{her} breathing settled|{her} shoulders dropped|{her} thoughts settled|{her} breathing slowed], and [came home|walked back|returned] [in no hurry|slowly|at dusk].',
    '[On one|One|On a] [quiet|slow|free] [evening|afternoon], {Hero} [ran|took|ran {herself}] a [bath|long bath|hot bath], [switched off|silenced|put away] {her} phone, and let the [warm|hot] water [do|take|carry] [the rest|the weight|some of it].',
    '{She} [told|admitted to|confessed to] [someone|a friend|{her} doctor] [how tired|how worn out|how exhausted] {she} [really|truly|actually] was, and [they|the listener] [did not|didn\'t] [argue|tell {him} to try harder|brush it off]; they [said|answered|agreed], "[Of course you are|No wonder|That makes sense]. [Rest|Stop|Let it go]."',
  ],
  resolve: [
    '[Rest|Resting|Stopping], {she} [learned|found|discovered], was not a [reward|prize|treat] to [earn|win|deserve] [at the end|first|later]; it was [part of the work|how the work got done|part of living].',
    '[{Her} shoulders came down from {her} ears|{Her} shoulders dropped away from {her} ears|{Her} jaw loosened|{Her} neck softened|{Her} shoulders came down], and [the days|each day|the week] [got|grew] [a little|slightly|noticeably] [wider|roomier|easier].',
    '{Hero} [kept|guarded|saved] [one slow hour|an hour|a quiet hour] [each day|every day|most days] for {herself}, [and|and then] [protected|defended] it [fiercely|stubbornly|gently].',
    '{She} [learned|noticed|found] that [slower|a slower pace|going slowly] [still|also|often] [got|brought] {him} [there|where {she} was going|home], [and with more breath to spare|with energy left over|and with breath left over|with joy to spare].',
    '[Sleep|Rest|Evenings] [came back a little|returned bit by bit|grew longer slowly|came back slowly|returned a little], like [water seeping back into a dry field|the tide coming back to a harbour|the colour returning to a faded picture|water coming back to a dry field].',
    '{Hero} [stopped|quit|gave up] [measuring|judging|counting] {her} [days|worth|week] by [how much|how many things|all] {she} [got done|finished|ticked off], and [started|began] [noticing how {she} felt|counting the hours {she} rested|savouring the hours {she} lived] [instead|for a change|instead of that].',
  ],
  endings: [
    '[And|So] {Hero} [went on|moved on|carried on|went forward|moved forward] at {her} [own|gentler|slower] [pace|speed], [which|and that] was [fast enough|quite fast enough|plenty].',
    '[That night|That evening|At last] {she} [slept|rested] [deeply|long|soundly], [the way|as] [tired|worn-out|weary] [people|bodies|hearts] [deserve|ought|are meant] to.',
    'The [work|list|inbox] [would|could] [wait|keep|sit]; for [now|tonight|this evening], {she} [had done enough|was allowed to stop|had done plenty].',
    '{Hero} [closed|shut] {her} [eyes|laptop|book], [breathed out|sighed|yawned] [long|slowly|happily], and let the [day|evening|week] [end|be over|close] [without|with no] [apology|guilt|fuss].',
    '[Tomorrow|Monday|The week ahead] [could|would|might] [bring|hold|send] [what it liked|whatever it would|its usual list]; {Hero} [meant|planned|intended] to [meet|take|face] it [rested|slowly|at {her} own pace].',
    '[Outside|Beyond the curtains|Over the garden], the [evening|dusk|night] [came|fell|settled] [softly|slowly|gently], and [for once|this time|tonight] {Hero} let it [come|fall|be] without [racing|hurrying|chasing] [it|anything|the clock].',
  ],
  helperSays: [
    '"[Even the|The] [river|oak|field] [rests|sleeps|lies still] in [winter|the cold months|the dark season]," said the {helper}. "[Stopping|Rest|Sleep] is [part of growing|how it grows|how it gets strong]."',
    '"[You have carried|You\'ve carried|You have hauled] [enough|a great deal|more than your share] [for now|today|this season]," said the {helper}. "[Put it down|Set it down|Lay it down]. [It will|The load will|Whatever is left will] [still|surely] be there [tomorrow|in the morning|after you sleep]."',
    '"[Slow is|Slow and steady is|Going slowly is] [still|also] [a way|a pace|moving]," said the {helper}, [who knew|who would know|who had always known|who should know].',
    '"[Sleep|Rest|Lie down]," said the {helper} [simply|gently|kindly], [pulling|drawing|tucking] [leaves|moss|bracken] [around|over|about] the {species}. "[I will|I shall|I\'ll] [keep watch|stay awake|mind things] [a while|till morning|for you]."',
    '"[Who told you that|Who said that|Where did you learn that] you [must never stop|had to carry it all|must do it alone]?" asked the {helper}. "[Even ants|Even the bees|Even the busiest beavers|Even the ants] [take turns|share the load|rest in shifts]."',
    'The {helper} [showed|led|took] {Hero} to a [sunny|mossy|warm] [hollow|bank|ledge] and said, "[This spot|This place|This corner] is [for|meant for] [doing nothing|resting|napping]. [Use it often|Try it daily|Enjoy it often|Use it well]."',
  ],
  morals: [
    '[Rest|Resting|Stopping] is not [idleness|laziness|weakness]; it is how [strength|the strength|our strength] [comes back|returns|grows].',
    '[Even the|The] [strongest|bravest|busiest] [must|need to] [stop|rest|lie down] [now and then|sometimes|at times].',
    '[A load|The load|A burden] [shared|set down|put down] [a while|for a time|for the night] [is|grows|becomes] [lighter|easier|half as heavy] [to lift again|in the morning|next day].',
    '[The slow|Slow travellers|The patient] [still|also] [arrive|get there|reach home].',
    '[No one|Nobody|Not one creature] [can|is able to] [pour|give|share] from [an empty|a dry|a drained] [cup|well|jug].',
  ],
  couplets: [
    [
      "[You have|You've] [carried|been carrying|held] [so much|a great deal|the lot]",
      '[for so long|so long now|for years] that [the weight|it|the load] [feels|seems] like [part of you|your own bones|skin].',
    ],
    [
      "[The weight|That load|The heaviness] [is not|isn't|was never] [you|yours|part of you].",
      '[Put it down|Set it down|Lay it down] [a while|for now|tonight].',
    ],
    [
      '[Even the|The] fields [lie|rest] [fallow|bare|quiet]',
      'one [year|season] [in|out of] every [four|few|seven].',
    ],
    [
      '[Nobody|No one] [calls|thinks] [the field|the earth|the soil] [lazy|idle|useless];',
      '[rest|stopping|waiting] is part of [the harvest|the growing|the crop] too.',
    ],
    [
      'Let the [list|day|inbox] [wait|keep|lie].',
      '[Lie|Sit] [down|still] [in the afternoon|for an hour|a while] [and|to] [watch|see] the [light|sun|shadows] [move|pass|cross].',
    ],
    [
      "[Tired|Weary|Worn out] [is not|isn't] [failing|weak|lazy];",
      "[it is|it's] [your body|the body|your heart] [saying|telling you], [kindly|gently], [enough|that's enough].",
    ],
    [
      "[You are|You're] [allowed|free|permitted] to [stop|be still|sit down]",
      '[before|long before|well before] [everything|it all|the list] is [done|finished|ticked off].',
    ],
    [
      '[Slow|Slower|Gentle] [is|can be] [a pace|a way|a speed] [too|as well|also];',
      '[the|a] [river|tortoise|tide] [gets|goes|comes] [there|home|through] [all the same|in the end|regardless].',
    ],
    [
      '[Say|Try] [one|a single|a small] [no|no, thank you], [kindly|plainly|softly],',
      '[and|then] [watch|notice|see] how [little anyone minds|rarely the world falls apart|little the world minds|rarely anyone minds].',
    ],
    [
      '[Close|Shut] [your|the] [eyes|laptop|door] [a while|for a minute|tonight].',
      '[Nothing|Not a thing|No one] [needs|wants] [you|your hands] [this very minute|right now|just now].',
    ],
    [
      '[Drink|Sip|Pour] [something|a cup of something] [warm|hot|kind].',
      '[Sit|Rest|Stay] [by|near|at] [a|the] [window|fire|garden door] [a while|for once|awhile].',
    ],
    [
      '[Even a|The|A] [candle|lamp|fire] [needs|wants|asks for] [air|fuel] [to burn|to glow|to keep going];',
      '[you need|your heart needs|your body asks for] [rest|sleep|stillness] [to shine|to glow|to last] [too|as well].',
    ],
    [
      '[Tomorrow|The morning|Monday] [can|will|may] [carry|take|hold] [its own|the] [load|weight|list].',
      '[Tonight|This evening|The night] [is for|belongs to] [you|resting|sleep].',
    ],
    [
      'Your [worth|value|goodness] [is|was] [never|not] [measured|counted|weighed]',
      '[in|by] [ticks on a list|tasks on a page|the hours in a day|ticks on a page].',
    ],
    [
      '[Lie down|Lie flat|Stretch out] and let the [bed|floor|sofa] [take|carry|hold]',
      '[your|the] [whole|full] [weight|tiredness|heaviness] [for a while|tonight|for an hour].',
    ],
    [
      "[Sleep|Rest|Stillness] [is not|isn't] [a reward|a prize|earned];",
      "[it is|it's] [bread|water|air], [plain|needed|simple] and [ordinary|necessary|good].",
    ],
    [
      '[Switch off|Silence|Put away] [the phone|the screen|the laptop]. [The|Your] [messages|emails|questions]',
      '[will|can|may] [wait|keep|sit] [till morning|until tomorrow|a day].',
    ],
    [
      '[Even the|The] [strongest|oldest|tallest] [oak|hill|horse] [rests|stands still|sleeps] [at night|in winter|sometimes];',
      '[you are allowed the same mercy|you deserve as much rest|you may have that much kindness].',
    ],
    [
      '[Do|Try|Choose] [one|a single|just one] [small|gentle|easy] [thing|kind thing|good thing] [for yourself|for your body|for you]:',
      '[a bath|a walk|a nap], [a book|a window|a song], [and nothing else|then nothing more|then rest].',
    ],
    [
      '[Breathe out|Sigh long|Exhale slowly] as if you were [setting|putting|laying] [down|aside]',
      '[a|a heavy|the] [bag|box|load] [you have carried|you have held|you have hauled] [all day|for miles|too long].',
    ],
  ],
  poemEndings: [
    [
      '[Sleep|Rest|Lie down] [now|tonight]. [The list will keep|The world can manage|The work can wait|The list can wait|The world will keep].',
      "[You are|You're] [enough|plenty|more than enough] [as you are|already|tonight].",
    ],
    [
      '[So|And so] [rest|stop|lie still]. [No one|Nobody] [is|stands] [waiting|counting|keeping score];',
      '[the day|the night|today] [has been|was] [long enough|plenty|enough] [already|for now].',
    ],
    [
      'Let [the|your] [shoulders|breath|eyelids] [fall|drop|go heavy];',
      '[the|a] [quiet|soft|long] [night|evening|dark] [will|can] [hold|carry|keep] you.',
    ],
    [
      '[Put|Set|Lay] [the load|it|the weight] [down|aside] [and|then] [rest|sleep|breathe]:',
      '[morning|the light|tomorrow] [will|can] [find|meet|greet] you [stronger|rested|new].',
    ],
    [
      '[Slowly|Gently|Softly], [then|now|tonight]. [Slow|Gentle|Soft] [still|also] [gets|finds its way]',
      '[home|to morning|to rest], and so [will|can|do] you.',
    ],
  ],
};
