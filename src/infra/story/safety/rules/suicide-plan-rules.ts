// Suicide: plans and dates, means kept ready, goodbyes and final arrangements, standing at an
// edge. Guards keep the everyday versions out: rope for a tent, pills for a headache, giving
// clothes to charity, a goodbye card for a colleague, the view from a cliff.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE, HIGH_PLACE, jokingOr, PILLS } from './lexicon';

const WHEN =
  '(?:tonight|tomorrow|today|this week|this weekend|on \\w+day|soon|for good|next week|after (?:my|the) \\w+|once (?:the|everyone|my) [^.!?]{0,20}|when (?:everyone|the kids|they|my \\w+) [^.!?]{0,20})';

export const SUICIDE_PLAN_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: new RegExp(
      `\\b(?:end(?:ing)? (?:things|it|it all|my life) ${WHEN}|(?:i am|i will|going to|i have decided to|i decided to) (?:do|doing) it ${WHEN}|${WHEN} (?:is|will be) (?:the night|the day|when i do it)|(?:i am|i will be|i will) (?:doing|do) it (?:tonight|tomorrow|this weekend|soon)|(?:plan|planning|planned|decided|going) to do it (?:on my birthday|on (?:the|my) \\w+|tonight|tomorrow|this weekend|when|once|after|before|while)|(?:tonight|today) is the (?:night|day)$|(?:this is|this will be|tonight is|today is) my last (?:night|day|week|weekend)(?: alive| on earth| here)?$|my last (?:day|night|week) (?:alive|on earth)|i will be gone (?:by|before|soon|tomorrow|tonight|forever|for good)|(?:picked|chosen|chose|set|have) (?:a|the) date(?: picked)?(?: out)?$|(?:made|have|got|worked out|finished|have made) (?:my|a) plan$|(?:have|made|got) a plan (?:to (?:kill myself|end it|die|end my life)|and the means)|(?:planned|decided|chose|know|worked out|figured out|planning) (?:exactly )?(?:how and when|when and how|how i am going to do it|how i will do it|how to do it|where i am going to do it)|(?:already )?(?:chose|chosen|decided) (?:how and when|when and how)|(?:i have|i have got|got) (?:it|everything) (?:all )?(?:ready|sorted|planned)(?: now)?$|just need (?:the|to find the) (?:courage|nerve|guts)$|(?:i am going to|i will|i am about to|about to|i am ready to) jump$|(?:it is|it has been) decided\\b[^.!?]{0,30}\\b(?:done|end it|gone|do it)|walk(?:ing)? into the (?:sea|ocean|river|lake|water|traffic)(?! to (?:swim|cool))|drive (?:my car |the car )?(?:into|off) (?:a |the )?(?:tree|wall|cliff|river|bridge|lorry|truck|oncoming traffic)|driving (?:my car |the car )?(?:into|off) (?:a |the )?(?:tree|wall|cliff|river|bridge|lorry|truck|oncoming traffic)|check(?:ing)? out (?:of life|permanently|for good|for real))\\b`,
    ),
    notFollowedBy:
      /^ (?:with (?:him|her|them|my)|for (?:dinner|lunch|the (?:party|trip|meeting)))\b/,
    unless: jokingOr(
      /\b(?:laundry|homework|essay|presentation|exam|test|shopping|dishes|washing|project|interview|surprise|gift|balloons)\b/,
    ),
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bi (?:will not|am not going to) be (?:here|alive|around) (?:next|by|tomorrow|much longer|for much longer)\b/,
    // "I won't be here next week, going camping" (ninth round, tuning half).
    unless: new RegExp(AWAY_FOR_A_WHILE),
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\b(?:i am going to|i will|i am gonna|going to|i am doing) do it$|\bi am doing it$/,
    requires:
      /\b(?:tonight|tomorrow|once|after|when|while|this weekend|on my birthday|soon|finally)\b/,
    unless:
      /\b(?:laundry|homework|essay|presentation|exam|test|shopping|dishes|washing|project|interview|skydiv\w*|tattoo|marathon|gym|run|race|speech|audition|ask (?:her|him) out)\b/,
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern:
      /\b(?:noose|hang(?:ing)? myself|slit(?:ting)? my (?:wrists?|throat)|how many (?:pills|tablets|paracetamol|painkillers) (?:it )?would (?:it )?(?:take|kill)|(?:lethal|fatal|deadly) (?:dose|amount|overdose)|painless (?:way|ways|method|methods|death) to die|painless (?:ways?|methods?)|(?:ways?|methods?) to (?:die|kill myself|end it)|(?:reading|researching|googling|looking up|searching) (?:about |up |for )?(?:overdoses?|lethal doses?|how to overdose|how to hang)|(?:took|taken|take|taking|swallowed|swallowing|downed) (?:a (?:bunch|handful|load|lot) of|all (?:of )?(?:my|the)|(?:way |far )?too many|loads of|(?:a|the|my) (?:whole|entire) (?:bottle|box|packet|pack|strip) of|every (?:pill|tablet)) [^.!?]{0,20}(?:pills|tablets|meds|medication|paracetamol|painkillers|sleeping pills)(?! (?:by (?:accident|mistake)|accidentally))|(?:pills|tablets|painkillers|meds) on purpose|overdos(?:e|ing|ed)(?! on (?:coffee|caffeine|sugar|chocolate|tv|netflix|candy|sweets))|step(?:ping|ped)? (?:off|in front of) (?:a |the )?(?:train|bus|car|lorry|truck|platform|ledge|edge|roof)|throw(?:ing)? myself (?:off|from|in front of|under)|(?:charcoal|exhaust|hose)\b[^.!?]{0,40}\b(?:garage|windows|taped|tape|car|tent)|(?:car|engine) (?:running|on)\b[^.!?]{0,30}\bgarage|garage\b[^.!?]{0,30}\b(?:engine|car) (?:running|on)|started the car in the (?:closed )?garage|(?:gun|rifle|pistol|firearm|shotgun)\b[^.!?]{0,40}\b(?:think(?:ing)? about (?:it|using it)|on myself|to my head|in my mouth|i know the code|know where (?:the )?key|the combination|use it)|(?:know|knows|found) (?:exactly )?which (?:bridge|building|roof|cliff|pills|tablets|train|tree|rope|knife|gun|method|one) i (?:would|will|am going to|could) (?:use|jump|take|do))\b/,
    notPrecededBy: /\b(?:we learned about|learning about|lecture on|training on|article about)\s*$/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern: new RegExp(
      `\\b(?:stockpil\\w* (?:up )?(?:all )?(?:of )?(?:my |some |the |a )?(?:\\w+ ){0,2}${PILLS}|(?:sav(?:e|ed|ing)|hoard(?:ed|ing)?|stash(?:ed|ing)?|collect(?:ed|ing)?|gather(?:ed|ing)?|build(?:ing)? up|squirrel(?:ed|ing)? away|hid(?:e|ing|den)?|stor(?:e|ed|ing)|keep(?:ing)? back) (?:up )?(?:all )?(?:of )?(?:my |some |the |a )?(?:stash of |supply of |bottle of |box of |month of )?${PILLS}|enough ${PILLS}|${PILLS} (?:saved|stashed|lined up|hidden|ready|counted out)|(?:have|got|keep|kept|keeping) (?:a |the |my )?(?:bottle|box|stash|pile|packet|supply) of ${PILLS}\\b[^.!?]{0,30}\\b(?:just in case|in case|for when|ready|for later|for the end)|(?:have|got|keep|kept|keeping|bought|buy|hid|hide|hiding|tied|made|found) (?:a |some |the |my |this )?rope(?! (?:for|to (?:tie|hang (?:the|a|my) (?:washing|laundry|hammock|lights))|swing|ladder|course|toy|light))\\b|rope\\b[^.!?]{0,30}\\b(?:in my (?:closet|room|car|wardrobe|bag|drawer|garage)|just in case|for when|ready)|(?:have|got|keep) (?:the |my )?(?:pills|rope|gun)\\b[^.!?]{0,30}\\b(?:ready|lined up|waiting))\\b`,
    ),
    notFollowedBy:
      /^ (?:to (?:take|bring) (?:back|to)|for (?:my|the) (?:headache|migraine|back|cold|flu|trip|holiday|dog|cat|garden|tent))\b/,
    unless:
      /\b(?:vitamins|tent|camping|climbing|sailing|boat|hiking|swing|kitchen|cooking|recipe|chef|pharmacist|prescription refill|doctor (?:said|told))\b/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:suicide note|(?:goodbye|farewell|final|last) (?:letter|note|message|video)s? (?:to|for) (?:everyone|everybody|my (?:family|friends|parents|mum|mom|dad|kids|children|partner|wife|husband))|(?:wrote|written|writing|write|left|leaving|leave) (?:a )?(?:goodbye|farewell|final) (?:letter|note|message)s?|letters? (?:to|for) (?:everyone|everybody|my (?:family|friends|parents|mum|mom|dad|kids|children)) (?:saying|to say) (?:goodbye|bye|sorry)|letters? to say goodbye|(?:this is|so this is) goodbye$|my (?:goodbye|farewell|last|final) (?:letters?|notes?|messages?)(?! (?:to|from) (?:my|the|our) (?:class|team|coworkers|colleagues|students))|(?:the )?last time (?:you will|you) (?:hear from|see|talk to) me|(?:goodbye|bye) (?:everyone|everybody|world|cruel world|all)\b|(?:thank you|thanks) for everything\b[^.!?]{0,25}\b(?:goodbye|bye)|you (?:will not|will never) (?:hear from|see) me again|never (?:hear from|see) me again|(?:i will not|i will never) bother (?:anyone|anybody|you|them|people) (?:ever )?(?:again|anymore)|(?:want|wanted|need|needed) (?:everyone|everybody|you|them|my family|people|you all) to know (?:that )?i (?:loved|really loved|always loved)|tell (?:my \w+|them|everyone|her|him) (?:that )?i (?:love|loved) (?:her|him|them|you)(?: (?:so much|always))?$|(?:after|when|once) i am (?:gone|dead|not here|not around|no longer here)|(?:loose ends|my affairs|affairs in order|everything in order)\b[^.!?]{0,20}\bbefore i (?:go|leave|die|am gone)$|(?:put|putting|get|getting|got|sort|sorted|sorting) (?:out )?my affairs(?: in order)?(?= ?$| and| so| now| because i| before i (?:go|die|leave|am gone))|so (?:nobody|no one|my family|they|my (?:parents|partner|kids|wife|husband|mum|mom|dad)) (?:has|have|will have|needs?|will need|does not have|do not have|is not|are not|will not be) (?:to )?(?:deal with|sort|sort out|clean up|go through|pay|worry about|left with|stuck with)\b[^.!?]{0,25}(?:after|afterwards|later|it|them|anything|my \w+)$|(?:playlist|songs?|music|speech|flowers|outfit|clothes) for my (?:own )?funeral|my (?:own )?funeral(?! (?:when i am (?:old|\d+)|someday|one day))|(?:wrote down|written down|decided|list of) who (?:gets|will get|should get|can have) my (?:things|stuff|belongings|money|cat|dog|pets?)|i have said what i (?:needed|wanted|had) to say(?: to everyone)?)\b/,
    notFollowedBy: /^ (?:to (?:my|the|our) (?:old|last|flat|house|job|coworkers|colleagues))\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:saying|say|said|saying all) (?:my )?(?:goodbyes?|bye) to (?:everyone|everybody|my family|the people i love|everyone i love|all my friends|all of you)\b/,
    notFollowedBy:
      /^ (?:at (?:work|the office|the party|school)|to (?:my|the|our) (?:old|last|flat|house|job|coworkers|colleagues))\b/,
    // Leaving a job, a party or a town is said the same way (eighth round, tuning half).
    unless:
      /\b(?:job|office|desk|colleagues|coworkers|team|leaving do|farewell party|party|graduation|moving|move|flight|airport|trip|holiday|new school|last day|uni|university|college)\b|\bleaving for (?!good\b)\w+/,
  },
  {
    category: 'suicide',
    reason: 'giving things away',
    pattern:
      /\b(?:giv(?:e|en|ing)|gave|handing|handed) (?:away )?(?:all |most |some |everything|away )?(?:of )?(?:my )?[^.!?]{0,40}\b(?:(?:since|as|because|cause) i (?:will not|won't|do not|am not going to|will never) (?:need|be needing|use|want)|i (?:will not|am not going to|will never) (?:need|be needing)|to (?:someone|somebody|people) who will (?:look after|take care of|love)|so (?:nobody|no one) has to (?:sort|deal|clean)|(?:do not|will not) need (?:them|it|any of it|anything) anymore)|(?:will not|am not going to|will never) be needing (?:them|it|these|those|any of (?:it|this|them)|my \w+)(?: anymore)?$|(?:give|gave|giving) away (?:my )?(?:cat|dog|pets?|kitten|puppy|rabbit)\b[^.!?]{0,30}\b(?:look after|take care|care for|love) (?:her|him|them)/,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern: new RegExp(
      `\\b(?:(?:i am|i was|i keep|keep|kept|been|i) (?:standing|stood|sitting|sat|lying|lay|walking|walked|staying|stay) (?:on|at|by|near|along|over|onto) (?:the )?(?:edge of (?:the |a |my )?)?(?:train tracks|railway tracks|tracks|railway line|ledge)|(?:on|at) (?:the|a) ledge(?! of)|(?:edge|side) of (?:the |a )?(?:platform|roof|rooftop|bridge|building|balcony|ledge|overpass|car park|parking garage)|(?:i am|i keep|keep|kept|i was|i) (?:standing|stood|sitting|sat|lean(?:ing|ed)?) (?:on|at|over) (?:the |my |our )?(?:edge of (?:the |a )?)?(?:bridge|roof|rooftop|railing|balcony|parking garage|car park|overpass|cliff|cliffs)\\b[^.!?]{0,40}\\b(?:right now|now|tonight|again|looking down|for an hour|for hours|alone|at night|in the dark|imagining|thinking)|(?:i am|i keep) (?:on|at) (?:the )?(?:top of )?(?:the |a )?(?:bridge|roof|rooftop|parking garage|car park|multi ?storey|overpass)\\b[^.!?]{0,30}\\b(?:right now|now|tonight|again|alone|jump|thinking|want)|(?:walked|went|drove|came|go|going|walk) (?:back )?to the (?:bridge|cliffs?|tracks|train tracks|roof|river|edge)\\b[^.!?]{0,20}\\b(?:again|tonight|alone|at night|to end it|to jump|to do it)|(?:almost|nearly|wanted to|want to|tempted to|urge to|about to) (?:step|stepped|jump|jumped|walk|walked|fall|fell|lean|leaned|let go|throw myself)\\b[^.!?]{0,20}\\b(?:off|in front of|over|from)\\b|(?:climbed|climbing|climb|stepped|step|got|getting|sat|sitting) (?:over|onto|on|outside) the (?:railing|barrier|rail|parapet|ledge|guard rail)\\b[^.!?]{0,30}\\b(?:bridge|roof|balcony|cliff|tower|building|car park|parking garage|overpass)|(?:by|on|near) the (?:train |railway )?tracks\\b[^.!?]{0,40}\\btrain (?:is coming|comes|coming))`,
    ),
    unless:
      /\b(?:view|views|photo|photos|picture|sunset|sunrise|hik(?:e|ed|ing)|beautiful|amazing|gorgeous|stunning|watch(?:ed|ing)? the (?:waves|sun|sea)|fixing|repair|late|delayed|waiting for (?:the|my) train|commute|tourist)\b/,
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern: new RegExp(
      `\\b(?:(?:want|wanted|going|about|ready|tempted|urge|thinking|think|thought|imagin\\w*|keep thinking|picturing|waiting|wait)\\b[^.!?]{0,30}\\b(?:jump|jumping|let go|letting go|step off|stepping off|fall|falling|drive off|driving off|throw myself|lean over))\\b`,
    ),
    requires: new RegExp(`\\b${HIGH_PLACE}\\b`),
    notFollowedBy:
      /^ (?:ship|into (?:the|a) (?:lake|pool|sea|water)|out of (?:a|the) plane|of (?:the|a) (?:past|grudge|idea|job))\b/,
    unless: jokingOr(
      /\b(?:skydiv\w*|bungee|parachute|plane|pool|lake|diving board|trampoline|cliff jumping|for fun|bucket list|swim\w*)\b/,
    ),
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern:
      /\b(?:i am (?:standing |sitting |sat )?(?:on|at) (?:the )?(?:top of )?(?:the |a )?(?:bridge|roof|rooftop|ledge|edge|parking garage|car park|overpass)(?: right now| now| again| tonight| alone)?$|(?:think|thinking|thought) about jumping$|(?:want|wanted) to jump$|(?:jump|jumping) (?:off|from) (?:a |the |my )?(?:bridge|building|roof|cliff|balcony|tower|ledge|car park|parking garage|overpass|window)|jump(?:ing)? in front of (?:a |the )?(?:train|bus|car|lorry|truck)|(?:high|top|\d+(?:st|nd|rd|th)) floor\b[^.!?]{0,40}\b(?:jump|jumping|window|edge|balcony|long time|looking down)|(?:open )?window\b[^.!?]{0,30}\b(?:\d+(?:st|nd|rd|th)|high|top) floor)\b/,
    // "Monday can jump off a bridge": said of a day or someone else (thirty-first round, tuning half).
    notPrecededBy:
      /\b(?:monday|mondays|work|this \w+|my (?:boss|job|ex|laptop|landlord)|he|she|they|you)\s+(?:can|should|could|may|might)(?: go)?\s*$/,
    unless:
      /\b(?:skydiv\w*|bungee|plane|pool|lake|diving board|trampoline|cliff jumping|for fun|bucket list|ship|(?:best|great|nice|amazing|lovely) views?)\b/,
  },
  // Third round (tuning half): plans in other words, means, edges.
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:(?:go|going) through with it (?:this time|tonight|for real|finally|soon)|(?:picked|chosen|chose|found|decided on) (?:the|a) (?:spot|place|method|day|time) and (?:the|a) (?:spot|place|method|day|date|time)|(?:will not|am not going to|not going to) be (?:around|here|alive) to see|(?:will not|do not) need (?:my|any|these|those|them|it)\b[^.!?]{0,20}\bwhere i am going|stop(?:ped|ping)? (?:taking|eating|drinking)\b[^.!?]{0,30}\buntil (?:it is|i am|everything is) (?:over|gone|dead|the end)|(?:goodbyes?|bye) while i (?:still )?can)\b/,
    // Leaving a match early, a trip (fourteenth round, behaviour test).
    unless: new RegExp(
      `${AWAY_FOR_A_WHILE}|\\b(?:leaving early|leave early|(?:the|this) (?:match|game|film|movie|show|concert|finale))\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a method',
    pattern: new RegExp(
      `\\b(?:(?:drank|drink|drinking|swallowed|swallow|ate|took) (?:some |the |a (?:bottle|cup|glass) of )?(?:bleach|antifreeze|poison|pesticide|weedkiller|rat poison|drain cleaner)|(?:took|swallowed|downed) (?:all|every one) (?:of )?(?:my|the) ${PILLS} (?:at once|in one go|together)|(?:pills|tablets|medicines?|meds|drugs|doses?)\\b[^.!?]{0,15}\\b(?:are|is|would be) (?:lethal|fatal|deadly)|(?:rope|cord|belt|noose|cable|ligature) (?:around|round|on) my neck)\\b`,
    ),
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern:
      /\b(?:for when i (?:am ready|decide|finally do it)|i (?:have|have got|got) enough(?: now)?$)/,
    requires: new RegExp(`\\b(?:belt|cord|rope|knife|blade|gun|${PILLS})\\b`),
  },
  {
    category: 'suicide',
    reason: 'standing at an edge',
    pattern:
      /\b(?:(?:long|far) way down|(?:thinking about|think about|imagining|looking at|staring at|stare at) the drop)\b/,
    requires: new RegExp(`\\b(?:${HIGH_PLACE}|water|ground)\\b`),
    unless: /\b(?:view|views|photo|photos|hik(?:e|ed|ing)|ride|rollercoaster|plane)\b/,
  },
];
