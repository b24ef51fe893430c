// Celebrating joy (and relief): the good thing named, savoured, shared, and kept.
import type { ToneContent } from './tone-content';

export const CELEBRATE: ToneContent = {
  feeling: [
    "{loud}{Hero} [could not|couldn't|did not even try to] [stop smiling|keep the smile off {her} face|stop grinning], [and|so that] {her} [cheeks ached|face hurt|jaw was sore] [by|before] [lunchtime|noon|eleven].",
    '[Everything|The whole day|The street] [looked|seemed|shone] [brighter|sharper|cleaner], [as if|like] [someone|somebody|the rain] had [cleaned|washed|polished] the [windows|sky|air].',
    '{loud}{She} [wanted|longed|itched] to [tell|ring|text] [everyone|the whole world|every friend {she} had], and [also|at the same time|just as much] to [keep it close|hold it to {herself}|keep it secret] [for|just for] [a moment|a little while|an hour].',
    '{loud}[All day|All morning|For hours], [a|the] [bubble|lightness|fizz] [rose|kept rising|climbed] in {her} [chest|throat|ribs], [and|so] {she} [laughed|hummed|sang] at [nothing|small things|the kettle].',
    '{Ache}, [for once|this time|that day], [was|felt] [easy|simple|lovely] to [carry|hold|have]: [light|bright|buoyant] as [a kite on a string|a balloon on a long string|a paper boat on a stream|a kite on the breeze].',
    '{She} [read|checked|looked at] [the message|the news|it] [again|once more|a third time], just to [be sure|make certain|check] it was [real|true|still there], and it [was|still was].',
    '{loud}[Ordinary|Dull|Everyday] [jobs|chores|errands] [felt|seemed|became] [easy|light|almost fun], and {Hero} [did|finished|raced through] the [washing up|shopping|ironing] [dancing|humming|grinning] [without noticing|like a fool|to the radio].',
    '[Even|The] [strangers|people|passers-by] in the street [seemed|looked] [kinder|friendlier|warmer], [or perhaps|or maybe|or else] {Hero} [was smiling at them first|was glowing a little|had become easier to smile at].',
    '{loud}[Sleep|Settling down|Sitting still] was [hard|impossible|beyond {him}], [but|and] [for|this time for] [the best|a happy|a lovely] [reason|cause|sort of reason]: [far too much gladness to lie still|so much joy in {her} chest|all that excitement to contain].',
    '[Somewhere|Deep] [under|beneath|inside] the [lightness|brightness|glow] was [a quieter|a steadier|a deeper] [feeling|gladness|warmth], like [sun on a stone|warmth in a garden|sun on a wall] [after|at the end of] [a long|a warm] [day|afternoon].',
  ],
  turn: [
    '[That evening|Later|At supper], {Hero} [told|shared it with|broke the news to] [someone who mattered|the people {she} loved|{her} oldest friend], and [watched|saw] [their eyes light up|the news land|the smiles come|their eyes shine].',
    '{She} [stopped|paused|stood still] [on the way home|in the street|at the corner] [just|simply|only] to [take it in|let it land|breathe it in], and let [the moment|it|the news] [stay|sink in|settle].',
    '{Hero} [remembered|thought back to|counted] [the harder days|every difficult day|the long grey weeks] [that had|which had] [led here|brought {him} here|come before], and [was glad of|felt proud of|felt thankful for] [them|each one|all of them].',
    '{loud}{She} [bought|treated {herself} to|picked up] [a small|a little|a ridiculous] [cake|bunch of flowers|bottle of fizz] to mark it, [because|since|as] [joy|good news|a day like this] [deserves|ought to have|needs] [a marker|a ceremony|a little fuss].',
    '{loud}[Friends|Neighbours|Family] [came round|turned up|called by] [with|bringing] [cake|flowers|hugs], and [the kitchen|the flat|the house] [filled|rang|overflowed] with [noise|laughter|toasts] [until late|well past midnight|for hours].',
    '{Hero} [wrote|jotted|scribbled] [the date|the day|a few lines] [in|inside] [a notebook|the back of a diary|a card] so that [some day|one day|years later] {she} [could|would|might] [find it|read it|remember] and [smile|grin|feel it] [again|all over again|anew].',
    '{loud}{She} [played|put on|turned up] [a song|music|the radio] [loud|far too loud|very loud] and [danced|spun|jigged] [round the kitchen|in the hallway|across the room], [badly|wildly|happily], [until|till] {she} [was breathless|laughed out loud|had to sit down].',
    "{loud}{Hero} [rang|called|video-called] [someone|a friend|{her} oldest friend] [who|and they] [shrieked|cheered|whooped] [so loudly|so happily|with such delight] that {she} [held the phone away from {her} ear|had to hold the phone at arm's length|moved the phone away from {her} ear|held the phone at arm's length].",
  ],
  resolve: [
    '{She} [let {herself}|allowed {herself} to|gave {herself} leave to] [enjoy it|feel it|savour it] [fully|all the way|to the full], [without|and did not start] [waiting|looking|bracing] for [the catch|something to go wrong|a bill].',
    '[The gladness|The joy|That brightness] [spread|spilled|flowed] [out|over] into [the rest of|all of] the [week|day|month], [touching|warming|lighting] [small|ordinary|everyday] [things|moments|errands] [too|as well].',
    '{Hero} [kept|saved|tucked away] [the day|the feeling|the moment] [somewhere safe|in {her} memory|in {her} heart], [to take out|to return to|to revisit] [on greyer days|in harder times|on duller days|in greyer weeks|on harder days].',
    '[It was|It felt|It seemed] [good|right|fine] to [be glad|be happy|feel this] [without|with no] [apology|fuss|reservation], {Hero} [decided|thought|realised]; [joy|gladness|good news] [was|is] [not|never] [something|a thing] to [hide|shrink|play down].',
    '{She} [thanked|hugged|toasted] [the people|everyone|each friend] who had [helped|cheered|stood by {him}] [along the way|on the road here|through it], and [their|the] [gladness|pride|delight] [doubled|multiplied|added to] {her} own.',
    '[Long after|Well after|Hours after] the [news|first rush|moment] [settled|died down|quietened], a [warm|quiet|steady] [glow|gladness|brightness] [stayed|remained|lingered] [in {her} chest|under {her} ribs|in {her} days], like [embers after a good fire|a lamp at dusk|sunlight at the end of summer].',
  ],
  endings: [
    '[And|So] {Hero} [went to sleep|lay down|drifted off] [smiling|still smiling|grinning], [which|and that] is [a fine way|the best way|a lovely way] to [end|close|finish] [a day|any day|the day].',
    'It [was|had been] [a good day|one of the good days|a day to remember], and {she} [knew it|knew it well|felt it] [while|as] [it was happening|it happened|it went by].',
    '[Joy|Gladness|Happiness] [like this|of this kind|this bright], {Hero} [thought|decided|knew], [was|is] [worth celebrating out loud|well worth stopping for|worth marking properly].',
    '[Outside|Above the roofs|Over the town], [the stars came out|the moon rose|the evening glowed], and {Hero} [raised|lifted|held up] [a glass|a mug of tea|a hand] to [the sky|the day|the night], [grinning|laughing|smiling].',
    '{She} [wrote|said|whispered] [something|one small thing|a few words] [before {she} slept|as {she} switched off the light|before {she} closed {her} eyes|as {she} closed {her} eyes]: "[Thank you|Remember this|Thank you for today]."',
    '[Tomorrow|The next day|Morning] would [bring|hold|have] [its own|ordinary|the usual] [things|chores|business], and {Hero} would [meet|greet|begin] [it all|the day|whatever came] [still glowing|a little glad|quietly smiling].',
  ],
  helperSays: [
    '{loud}"[Well done|Wonderful|Hooray]!" said the {helper}, [and|who] [did|made|attempted] a [small|clumsy|joyful] [dance|hop|spin] [of delight|for joy|on the spot]. "[Good news|Joy|Gladness] [should be|is meant to be|ought to be] [shared|sung about|celebrated]."',
    '"Tell me [everything|all of it|every bit]," said the {helper}, [eyes|face] [shining|bright|alight]. "[Joy|Gladness|Good news] [grows|doubles|swells] when [it is|it\'s] [told|shared|spoken]."',
    '"[Stop|Pause|Stand still] [a moment|for a breath|a while] and [feel it|take it in|let it land]," said the {helper}. "[Days like this|Good days|Bright days] [deserve|ought|need] to be [noticed|remembered|savoured]."',
    '{loud}"[You worked so hard|You waited so long|You hoped a long time|You worked a long time|You waited a long time] for [this|a day like this|this moment]," said the {helper}, [and|then] [called|sang|whistled] [to|for] the [whole wood|others|neighbours] to [come|gather|join in] and [celebrate|cheer|feast].',
    'The {helper} [laughed|chirruped|chuckled] [so hard|so happily|so long] that [its|the] [whole body|shoulders|sides] [shook|trembled|quivered]. "[There is|There\'s] [no|never a] [better|finer|lovelier] [sight|sound|thing] than [a friend|a neighbour|someone dear] [this glad|so happy|this bright]," [it said|it declared|the {helper} said].',
    '{loud}"[Let us|Let\'s|We must] [have|throw|hold] a [feast|party|picnic]," said the {helper}, "[with|and] [berries|honey|seeds] for [everyone|all|the whole wood]. [A feast should never be eaten alone|Good news should never be kept to yourself|Joy ought never to be hoarded|Gladness must never be hoarded]."',
  ],
  morals: [
    '[Joy|Good news|Gladness] [shared|that is shared|told to friends] [is|grows|becomes] [twice as bright|twice as sweet|twice as big|doubly sweet|doubly bright].',
    '[Good days|Bright days|Glad days] [deserve|ask|long] to be [noticed|savoured|marked] [while|as] [they happen|we live them|they last].',
    '[Gladness|Joy|Delight] [need not|does not|should never] [wait|ask|look] for [permission|a reason|an excuse].',
    '[Every hard road makes the arrival sweeter|Each long winter makes the spring dearer|Every grey season makes good news brighter].',
    '[Happiness|Joy|A glad heart] [kept|held] [close|well] [lights|warms|carries] [the harder|the darker|the colder] [days|nights|seasons] [after|ahead|that follow].',
  ],
  couplets: [
    [
      '[Look at you|Just look at you|Well, look at you], [grinning|smiling|beaming] [like|as if]',
      'the [sun|light|spring] [had|has] [moved in|come to stay|settled] [for good|for a while|at last].',
    ],
    [
      '[Let it stay|Let it|Let the light stay]. [Let it|Let the brightness|Let the gladness] [stay|linger|live]',
      '[a while|all week|a good long while], [and|then] [longer|more|longer still].',
    ],
    [
      '[This|A day like this|This feeling] is worth [stopping for|a pause|a song],',
      'worth [telling|ringing|texting] [everyone|your people|every friend you have].',
    ],
    [
      '{loud}[Dance|Spin|Sing] [in the kitchen|round the table|down the hall]',
      'with [the radio up|the music turned up|the kettle singing along|the radio singing along].',
    ],
    [
      "[Do not|Don't|Never] [wait|look|brace] for [the catch|the other shoe|the bill].",
      "[Joy|Gladness|This] [is not|isn't] [a loan|a debt|borrowed] [to repay|to pay back|with interest].",
    ],
    [
      "[It is|It's|This is] [yours|a gift|your own]. [Keep it|Hold it|Carry it] [close|tight|gladly].",
      '[Wear|Carry|Keep] it [like a coat|in your pocket|close by] [long|well] [after|past] [supper|bedtime|tonight].',
    ],
    [
      '[Remember|Think of|Count] the [harder|greyer|colder] [days|mornings|months]',
      '[that|which] [brought|walked|led] you [here|this far|to this].',
    ],
    [
      '[Each hard day was|Every grey mile was|Each long week was] [a step|a stair|a stone]',
      '[on the way to|along the path to|up towards] [this|today|here].',
    ],
    [
      '[Say it|Tell it|Shout it] [again|once more|out loud], [to|for] [the kettle|the mirror|the street]:',
      "[it is|it's] [true|real|happening], [and|and it is] [yours|your own|here].",
    ],
    [
      '[Even|Look:|See,] the [pigeons|sparrows|clouds] [seem|look|appear] [pleased|delighted|cheerful];',
      '[the|a] [bus|kettle|radio] [sings|hums|whistles] [along|a tune|for you].',
    ],
    [
      '{loud}[Ring|Call|Text] [the people|your friends|the ones] who [cheered|hoped|waited] [for you|alongside you|with you];',
      '[joy|gladness|good news] [told|shared|spoken] [grows twice as bright|shines twice as bright|spreads twice as wide].',
    ],
    [
      '[Write|Note|Mark] [the date|today|this day] [down|somewhere|in ink];',
      '[some|one] [grey|dull|slow] [morning|Tuesday|winter], [read it|find it|take it out] [and|to] [smile|grin|remember].',
    ],
    [
      '[Light|Joy|Gladness] [spills|pours|runs] [into|over|through] [small|ordinary|plain] [things|hours|corners]:',
      '[the|a] [cup|step|window], [the|a] [street|queue|doorway], [the|a] [stairs|hallway|sky].',
    ],
    [
      '[Sleep|Rest|Quiet] [will|may] [come|arrive] [late|slowly|later] [tonight|this once|this evening],',
      '[and for the best|but for a lovely|and what a lovely|but for a happy|and what a happy] [reason|cause|excuse]!',
    ],
    [
      'Let [the|your] [grin|smile|joy] [fill your whole face|take up the whole room|have the whole morning];',
      '[nobody|no one] [needs|asks|wants] you to be [modest|small|quiet] [today|now|this once].',
    ],
    [
      '[Good things|Bright things|Glad days] [happen to you|come your way|arrive for you|come to you] [too|as well|also];',
      '[today is the proof|this is the evidence|here is a proof], [plain as morning|clear as a bell|shining like new paint|bright as morning].',
    ],
    [
      '{loud}[Hum|Whistle|Sing] [on the stairs|in the street|at the sink];',
      'let [the neighbours|your people|the passers-by] [wonder|guess] [why you are so glad|what has you so bright|what the good news is].',
    ],
    [
      '{loud}[Eat|Have|Share] [something lovely|a sweet treat|a special cake] [tonight|this evening|today]:',
      '[joy|good news|a glad heart] [likes|deserves|wants] [a table|a feast|a little fuss].',
    ],
    [
      'Show [the|your] [mirror|reflection|window] [your|the] [news|grin|smile] [again|once more|one more time];',
      '[both of you|you two|the pair of you] [look|seem] [delighted|pleased|very happy] [about it|with it|today].',
    ],
    [
      '[Years|Months|Weeks] [from now|later|on], [this|today|this morning] [will|can|may] [still|yet|always] [shine|glow|gleam]',
      '[in|through|across] [your memory|your story|your life], [a bright bead on the string|a golden page in the book|one warm window among many].',
    ],
  ],
  poemEndings: [
    [
      "[So|And so] [here is|here's] [to you|to today|to this],",
      '[to|and to] [every|each] [step|stair] [that led here|behind you], [and|and to] [the joy|this gladness], [loud|bright] and [yours|whole].',
    ],
    [
      '[May it|Let it] [stay|linger|last] [a long while|all week|all year];',
      '[may|let] [the|your] [brightness|gladness|light] [spill|shine|spread] [far|wide|over everything].',
    ],
    [
      '[Raise|Lift|Hold up] [a glass|a cup|your hands] [to this|to you|to today]:',
      '[the good news|the glad day|the bright thing], [real|here|true] [at last|and yours|today].',
    ],
    [
      '[And|So] [go to sleep|lie down|rest] [smiling|grinning|glowing], [glad|happy|bright];',
      '[the good day|the glad news|this gladness] [will|can] [keep|stay|last] [till morning|all night|for years].',
    ],
    [
      '[Keep|Hold|Carry] [this|today|the joy] [close|safe|near], [and|then] [take it out|remember it|find it]',
      '[on grey days|in slower weeks|on colder days|in colder months|in grey weeks]: [it|the light] [will|can] [still|always] [shine|glow|warm].',
    ],
  ],
};
