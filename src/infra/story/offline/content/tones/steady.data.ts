// Steadying anxiety: the body first, one small step, fear read as care.
import type { ToneContent } from './tone-content';

export const STEADY: ToneContent = {
  feeling: [
    '{Her} [thoughts|mind|head] [ran|raced|sprinted] [ahead|on ahead|off] to [every|each] [thing that could go wrong|way it could go wrong|possible disaster], and [back again|round again|back once more].',
    '[At night|In bed|After midnight] {she} [lay awake|stared at the ceiling|watched the clock], [rehearsing|running through|replaying] [disasters|conversations|scenes] that had [not happened|never happened|not yet happened].',
    '{Her} [stomach|chest|throat] [was tight|felt tight|had knotted], [and|while] {her} [hands|fingers|knees] [would not keep still|kept fidgeting|jittered].',
    '[Everything|The whole world|All of it] [seemed|appeared|came] to [hang|depend|rest] on [one|a single] [moment|day|hour] [that|which] had [not yet come|yet to arrive|still to come].',
    '{She} [checked|reread|went over] [things|lists|messages] {she} had [already|just|only lately] [checked|read|gone over], [as if|hoping|in case] [that might|it would|another look would] [help|settle {him}|make {him} safe].',
    '[Friends|People|Colleagues] [said|told {him}|kept saying] [not to worry|it would be fine|to relax], which [somehow|only|oddly] [made it worse|made it louder|made {him} feel alone with it].',
    '{Her} [heart|pulse] [thudded|raced|skipped] at [small|ordinary|silly] [things|noises|messages]: a [ping|knock|ringtone], a [door|voice|step] in [the hall|the street|the corridor].',
    '[Food|Breakfast|Supper] [sat|stayed|went] [untouched|half eaten|cold] [on the plate|by the sink|on the table], because {her} [stomach|appetite|body] had [closed like a fist|shut tight|gone quiet].',
    '[Every|Each] [quiet|spare|empty] [minute|moment|hour] [filled up|flooded|brimmed] with [what ifs|questions|worry], [like|as] [water|rain|the sea] [fills|floods|fills up] [a footprint|a ditch|a rock pool].',
    '{She} [tried|meant|wanted] to [think about|focus on|read] [anything else|something else|one other thing], and [found|caught] {her} [mind|thoughts|eyes] [circling back|drifting back|wandering back] [within a minute|within seconds|after a minute].',
    '[Sleep|Rest|Proper sleep] [came|arrived] [late|thin|in scraps], and {she} [woke|jolted awake|sat up] [early|at four|before dawn] [with|to] [the same|that same|a familiar] [tight|hollow|fluttering] [feeling|knot|ache].',
    '[The days|The hours|The nights] [ahead|to come|before {him}] [looked|seemed|felt] like [a steep staircase {she} had to climb|a narrow cliff path {she} had to walk|a tall ridge {she} would have to cross|a steep staircase {she} would have to climb] [in the dark|without a rail|alone].',
  ],
  turn: [
    '[On the third night|One night|Late one evening], {she} [got up|sat up|gave up on sleep], [put on|boiled|filled] the kettle and [wrote down|listed|set out] [each|every] [fear|worry|what if] [on its own line|one by one|in a column]; [on paper|written down|in ink], they [looked|seemed|were] [smaller|less certain|more ordinary].',
    '{She} [tried|practised|worked at] [breathing|a slow breath|a long breath] [in for four|in for a count of four|in slowly] and [out for six|out for a count of six|out for longer], [and|until] {her} [shoulders|jaw|hands] [dropped|let go|loosened] [a little|a fraction|at last].',
    '[A friend|Someone {she} trusted|An old teacher] [listened|let {him} talk|heard {him} out] [without|and did not start] [fixing anything|giving advice|interrupting], and [said|only said|answered]: "[Of course|No wonder|It makes sense] you are [scared|nervous|worried]. [It matters to you|You care about it|This is important to you]."',
    '{Hero} [chose|picked|settled on] [one|a single] [small|tiny|doable] [thing|step|task] {she} [could do|could manage|could finish] [today|that day|before lunch], [did it|and did it|then did it], and [let the rest wait|left the rest for tomorrow|put the rest aside].',
    '[Somewhere|Halfway|Partway] through [the week|the day|the night], {she} [noticed|realised|saw] that the [fear|worry|dread] [was|came from|grew out of] [caring|how much {she} cared|wanting it to go well], and [that made it|this made it|that it was] [easier|less frightening|gentler] to [hold|carry|live with].',
    '{She} [went|stepped|walked] [outside|out into the cold|round the block], [felt the air on {her} face|felt the ground under {her} feet|felt the wind against {her} hands], and [named|counted|listed] [five things {she} could see|four sounds {she} could hear|three things {she} could touch] [right then|in that minute|just then].',
    "[Rather than|Instead of] [fighting|arguing with|running from] the [worry|fear|dread], {Hero} [gave it|granted it|allowed it] [ten minutes|a quarter of an hour|a little time] [each evening|every day|at six o'clock] to [say its piece|speak|have its say], and [kept|guarded] the [rest|other hours|remaining time] for {herself}.",
    '{She} [practised|rehearsed|ran through] [the hard part|the first minute|the opening] [out loud|in front of the mirror|to the kettle], [badly|clumsily|haltingly] [at first|to begin with], [then|and then|and later] [less badly|better|almost well].',
    '[Someone|A friend|A stranger on the bus] [mentioned|admitted|confessed] that they [felt just the same|got just as nervous|were every bit as anxious] [about|before|over] [these things|such days|big moments], and {Hero} [felt|was|grew] [less alone|less strange|lighter] [at once|straight away|all of a sudden].',
    '{Hero} [wrote|made|drew up] [a plan|a small list|a list of steps] for [the worst|the worst case|what {she} feared most], [looked at|read|studied] it, and [saw|realised|found] that [even then|even so|even in the worst case] {she} [would|could|might] [cope|manage|find a way].',
  ],
  resolve: [
    'The [fear|worry|dread] did not [vanish|disappear|leave], but it [moved|shuffled|stepped] [over|along|aside] and [left room for|made space for|gave way to] [other things|steadier thoughts|a bit of calm].',
    '{Hero} [found|discovered|learned] that {she} could be [afraid|nervous|shaky] and [ready|prepared|capable] [at the same time|at once|together].',
    '[When the day came|On the day|When it arrived], {her} [hands|knees|voice] still [shook|trembled|wobbled] a little, [and|but] {she} [went|did it|turned up] [anyway|all the same|regardless].',
    '{She} [kept|carried] [the breath|that slow breath|the count of four] [in {her} pocket|with {him}|close], [like|as] [a smooth stone|a key|a coin] to [hold|reach for|touch] when {her} [thoughts|mind] [ran|raced|ran off].',
    '[Worry|Fear|Dread] still [visited|knocked|dropped by] [now and then|some evenings|at odd hours], but {Hero} [knew|recognised|understood] it [now|better now|at last], and [did not|would not|would no longer] [open the door|let it run the house|follow it everywhere].',
    '{She} [noticed|saw|learned] that [most|nearly all|many] of the [disasters|worst cases|scenes] {she} had [rehearsed|imagined|feared] [never came|did not happen|stayed imaginary], and the [few|ones|handful] that [did|came] [were|turned out] [smaller|more ordinary|manageable].',
    '[Step by step|Little by little|Breath by breath], the [staircase|hill|path] [shrank|levelled|grew shorter], [until|and soon|till] {she} [stood|was standing|found {herself}] [near|close to|almost at] the [top|end|far side].',
    '{Hero} [came to|began to|learned to] [trust|rely on|believe in] {her} [own|steady|quiet] [feet|breath|hands] [a little more|more each day|again], [which|and that] was [enough|plenty|all {she} needed].',
  ],
  endings: [
    '[And|So] {Hero} [went on|stepped forward|kept going], [one breath|one step|one minute] [at a time|and then another|after the next].',
    'It [was|turned out to be|proved] [enough|more than enough|plenty] to [be there|show up|turn up], [shaking|nervous|unsteady] and [brave|willing|ready].',
    '[That night|That evening|Later], {she} [slept|rested|lay down], [not perfectly|imperfectly|restlessly at first], [but|and yet|and still] [well enough|enough|better than before].',
    '[Outside|Beyond the glass|Over the roofs], the [wind calmed|weather settled|wind settled|weather calmed], and [so, slowly,|so, gradually,|so, bit by bit,] did {Hero}.',
    '{She} [put|set|laid] {her} [hand|palm] [on {her} chest|on {her} stomach|on the table], [felt|counted|noticed] [one|a slow|a steady] [breath|heartbeat], and [knew|trusted|decided] {she} [would|could|might] [manage|get through|be all right].',
    'The [worry|fear|dread] [was still there|had not gone|still spoke up], but it [rode|sat|travelled] in the [back seat|passenger seat|back row] now, and {Hero} [held|kept|had] the [wheel|map|keys].',
    '[Tomorrow|The big day|The rest] would [come|arrive|happen] [whatever|no matter what|either way], and {Hero} [meant|planned|intended] to [meet|face|greet] it [steadily|on {her} own two feet|as {herself}].',
  ],
  helperSays: [
    '"[Fear|Worry|Dread] [runs ahead of us|races on ahead of us|gallops off ahead of us] [like|as] [a hare|a dog on a lead|a startled deer]," said the {helper}. "[Call it back|Bring it back|Whistle it home] to [this|the] [step|branch|stone] [you are on|under your feet|right here]."',
    '"[You are|You\'re] [afraid|frightened|uneasy] because [it matters|you care|this is dear to you]," said the {helper}. "[That is|That\'s] not [weakness|a flaw|foolish]. [It is|That is] [love|care] [with its eyes open|looking ahead|keeping watch]."',
    '"[Breathe|Take a breath|Breathe slowly] [with me|alongside me|as I do]," said the {helper}: "[in|in, slowly|in through the nose], and [out|out again|out, longer]. [The wind|The storm|The rain] [passes|always passes|moves on] [over|above|beyond] [the hill|the wood|the river]."',
    '"[What is|What\'s] [the very next|the one next|the smallest next] [step|thing|move]?" asked the {helper}. "[Only that one|Just that one|That one alone]. [The rest|All the others|Tomorrow\'s steps] can [wait|keep|wait their turn]."',
    'The {helper} [pointed|nodded|looked] [at|towards|to] [an old|a tall|a bent] [tree|oak|willow]. "[It has|That tree has|It\'s] [stood|weathered|survived] [a hundred|many|countless] [storms|winters|gales]," said the {helper}, "[by bending|by swaying|by letting them pass], [not|never] by [being still|holding stiff|fighting]."',
    '"[I was|I have been|I\'ve been] [afraid|scared|nervous] [too|as well|myself]," said the {helper}, "[before|the night before|on the morning of] [every|each|any] [big|important|new] [thing|day|journey]. [It passes|It eases|It fades] [once|when|as soon as] you [begin|start|set off]."',
  ],
  morals: [
    'Courage is not [the absence of fear|being unafraid|a calm heart]; it is [the next small step|one small step|a step] [taken|made] [anyway|with fear beside you|all the same].',
    '[Worry|Fear|Dread] [shrinks|grows smaller|quietens] when it is [named|spoken|written down] and [shared|told to a friend|heard].',
    '[One breath|One step|One thing] at a time [is|will always be|is always] [fast|quick|soon] enough.',
    '[Most|Many|Half the] [storms|troubles|dangers] we [fear|dread|imagine] [never|do not] [arrive|come|reach us]; [the ones|those] that [do|come] are [met|crossed|weathered] [step by step|a step at a time].',
    '[Fear is|Worry is|Nerves are] [only|just|simply] [care|love] [looking|peering|gazing] [ahead|forward|down the road].',
  ],
  couplets: [
    [
      '[Your mind|The mind|Your head] [runs|races|sprints] [ahead|on ahead|off]',
      "to [rooms|places|days] that [are not|aren't] [built|real|here] yet.",
    ],
    [
      'Come back [to|into] your [feet|body|hands].',
      '[Feel the chair hold you|Notice the ground holding you|Let the floor carry you|Let the chair hold you] [up|still|steady].',
    ],
    [
      '[Breathe in|In] for four, [out|and out|then out] for six:',
      '[this|that] is [the whole task|all the work|your only job] [for now|just now|this minute].',
    ],
    [
      '[Fear|Worry|Dread] [is|means] [care|caring|love] [looking|peering|leaning] [ahead|forward|out]',
      'with [its|both] hands [over its eyes|half over its eyes|across its face].',
    ],
    [
      '[Thank the worry|Say thank you to the fear|Nod to the worry], [and|then] [tell it|let it know|say plainly]',
      '[you|that you] [will|can|are able to] [take it from here|walk the rest|manage this].',
    ],
    [
      '[One thing|One small thing|One step], [then|and then] [the next|another|one more].',
      '[Nobody|No one|Not one person] [climbs|crosses|walks] [a hill|the hill|a mountain] [in one|in a single|with one] [stride|leap|jump].',
    ],
    [
      'Your hands [may|might|will perhaps] [shake|tremble|wobble]; let them.',
      '[Brave|Courage|Bravery] [was never|is not|has never been] [still|steady|quiet] hands.',
    ],
    [
      '[Brave|Courage|Bravery] is [you|someone|a person], [shaking|nervous|unsure],',
      '[showing up|going|turning up] [anyway|all the same|regardless].',
    ],
    [
      '[Name|Count|Find] three things [you can see|around you|nearby]:',
      '[the|a] [mug|lamp|window], [the|a] [light|sky|wall], [your own two hands|your two steady hands|your hands].',
    ],
    [
      '[The worst|The what if|The dread] [is loudest|sounds loudest|speaks loudest] [at night|at four|in the dark];',
      '[morning|daylight|breakfast] [makes it smaller|turns it ordinary|shrinks it back].',
    ],
    [
      '[Not everything|Not all of it|Not the whole thing] [is yours to carry|needs solving|has to be carried] [tonight|today|right now].',
      '[Set|Put|Lay] [some|most|half] of it [down|aside|on the floor].',
    ],
    [
      '[Your heart|The heart|That heart] [drums|races|thuds]. [Let it|Allow it|Fine].',
      "[It is|It's] [only|just|simply] [getting ready|warming up|keeping time] [with you|for you|beside you].",
    ],
    [
      '[The day|The hour|The moment] [will come and go|arrives, then passes|will arrive and pass|will come, then be gone],',
      '[as days always do|the way hours do|like every day before].',
    ],
    [
      '[Hold|Keep|Carry] [one|a single|a small] [breath|word|stone] [in your pocket|close|ready]',
      '[for|against] [the|a|that] [wobbly|shaky|long] [moment|minute|bit].',
    ],
    [
      "[You have|You've] [done hard things|walked through new doors|faced frightening days|faced hard days|walked through hard days] before.",
      '[Your feet remember|Your body knows|The bones recall|Your feet know|The body remembers] [how|the way|it].',
    ],
    [
      '[Loosen|Unclench|Soften] [your|the] [jaw|fists|brow]. [Lower|Drop|Ease] [your|the] shoulders.',
      '[Nothing|Not a thing|No part of it] [needs|wants] [holding up|gripping|bracing] [just now|this minute|here].',
    ],
    [
      '[Let the thoughts|The thoughts can|Let the worries] [come|drift|pass] [like|as] [traffic|clouds|buses]:',
      '[watch|see|notice] them [go by|pass|roll past]; [you need not|nobody has to|no one needs to] [follow|catch|chase] them.',
    ],
    [
      '[Ask|Wonder|Whisper]: what [do I need|would help|would be kind] [right now|this minute|here]?',
      '[Water|A glass of water|A slow walk], [a window|the window|a friend], [a breath|a pause|some air].',
    ],
    [
      '[The ground|The floor|The earth] [is|stays|remains] [here|steady|solid] [under you|beneath you|below].',
      "[It has|It's] [held|carried|kept] [you|your weight] [every day|each step|all along] [so far|till now|until now].",
    ],
    [
      '[Worry|Fear|Dread] [says|insists|swears] [it|this|tomorrow] [will|must|is going to] [go wrong|fall apart|fail];',
      '[worry|fear|dread] has been [wrong|mistaken|a poor prophet] before.',
    ],
    [
      '[Tonight|Right now|This minute], [only|just|simply] [this|here]: [the chair|the cup|the lamp],',
      '[the|your] [slow|long|quiet] [breath|exhale], [your feet on the floor|your hands on the table|your feet on solid ground].',
    ],
    [
      '[What if it goes well?|What if it all goes right?|And what if it goes better than you fear?]',
      '[Give|Offer|Grant] [that|the kinder] [thought|picture|version] [a chair|a minute|room] [too|as well|beside the other].',
    ],
    [
      '[Write|Jot|Scribble] [each|every] [worry|fear|what if] [on paper|down|in a list];',
      '[a page shrinks them to size|paper holds them in place|ink tames them a little].',
    ],
    [
      '[Nobody can plan a way round every storm|You cannot think your way past every hill|No one can worry a path around every risk];',
      '[you walk through them anyway|people cross them step by step|we get over them instead].',
    ],
    [
      '[Shake your hands out|Wriggle your fingers|Stretch your shoulders wide] [a moment|for ten seconds|once or twice];',
      'let [the|your] [body|nerves|muscles] [know|feel|hear] [it is|you are|all is] [safe|allowed|safe enough] [here|now|for now].',
    ],
    [
      '[Later|Soon|One day], [this|the day|it] [will be|becomes|turns into] [a story|a memory|an old tale]',
      '[you tell|you laugh at|you hardly remember], [about how nervous you were|of the time you felt so scared|about how shaky you got].',
    ],
  ],
  poemEndings: [
    [
      '[So|And so]: [one breath|a breath|a slow breath]. [Then|And then] [another|one more|the next].',
      '[The ground|The floor|The earth] [is|stays] [here|steady|firm]. [So are you|And so are you|You are here].',
    ],
    [
      '[Step|Go|Walk] [out|on|forward] [now|today|then], [shaking|trembling|nervous] [if you must|a little|or not]:',
      '[courage|bravery|the brave part of you] [goes with you|walks beside you|is yours] [either way|all the same|regardless].',
    ],
    [
      '[However the day turns out|However it goes|Whatever the day brings|However the hour unfolds|Whatever the hour holds],',
      '[you|your heart] [will|can] [meet|face|cross] it [breath by breath|step by step|as you are].',
    ],
    [
      '[Sleep|Rest|Lie down] [now|tonight|a while]. [The morning|Tomorrow|The day] [will|can|may] [bring|hold|carry]',
      '[what it brings|its own news|whatever comes]; [you|your feet|your breath] [will|can] [meet|manage|hold] it.',
    ],
    [
      '[Here|Now|Still] [you are|you stand|you breathe]: [steady enough|solid as stone|present and here|steady as stone|solid enough|present enough],',
      '[and that|and this|so that] is [enough|plenty|all that is asked].',
    ],
    [
      '[Put|Lay|Rest] [one|a] hand [on|over|against] your [heart|chest|ribs]:',
      '[it|that drum|the beat] [keeps|holds|marks] [time|faith|the pace] [for you|with you|beside you] [still|yet|always].',
    ],
  ],
};
