// Meeting an ordinary day with attention: small real things noticed, a feeling left unnamed or simply calm.
import type { ToneContent } from './tone-content';

export const QUIET: ToneContent = {
  feeling: [
    '{ifUnsure}{She} could not [quite|easily|honestly] have [said|named|put into words] what {she} [felt|was feeling|felt that day]; it was [neither sad nor glad|not low and not bright|not one thing or the other], [just|only|simply] [there|present|itself], like [weather|a grey sky|the hum of a fridge]',
    '{ifUnsure}[When|Whenever|If] [anyone|someone|a friend] asked how {she} was, {Hero} [opened {her} mouth|began to answer|started to reply] and [found|realised|noticed] {she} [did not know|had no idea|could not say]; [it was|that was|this was] [simply|only|just] [the truth|how it was|where {she} stood]',
    '{ifUnsure}[Something|A feeling|A mood] [moved|stirred|drifted] [under|beneath|behind] the [day|hours|morning], [too faint|too soft|too shy] to [name|pin down|put a word to], and {she} [let it|allowed it to|decided to let it] [be|drift|stay] [without a label|unnamed|as it was]',
    '{ifUnsure}[The day|Today|The morning] [was|felt|seemed] [a muddle|a bit of a muddle|hard to read], [a little of this and a little of that|neither one thing nor another|half one thing and half another], and {Hero} [did not rush to|did not try to|felt no need to] [sort it out|untangle it|tidy it into words]',
    '{ifUnsure}[Some hours|Parts of the day|Some moments] [felt|seemed|were] [a little flat|a bit grey|faintly restless], [others|some|a few] [almost|nearly|oddly] [light|easy|bright], and {she} [could not tell|was not sure|did not know] which [one|of them|of the two] [was truer|mattered more|was the real mood]',
    '{ifSettled}[A calm|A quiet|An ease] had [settled on|come over|crept into] {him} [early in the day|sometime that morning|with the first cup of tea], [soft|light|quiet] as [a cloth laid on a table|dust in a sunbeam|snow on a sill], and it [stayed|lingered|kept {him} company]',
    '{ifSettled}{She} [felt|was|found {herself}] [calm|settled|at ease] [that day|all morning|through the day], not [excited|thrilled|giddy], [just|only|simply] [steady|level|unruffled], like [a pond|a lake|still water] [with no wind on it|on a windless day|at dawn]',
    '{ifSettled}[{Hero} noticed|{She} could feel|{She} was aware of] {ache} in {him} [that day|that morning|all afternoon], [plain|modest|small] and [unhurried|unremarkable|ordinary], [like|rather like|much like] [a kettle warming slowly|a radiator ticking quietly|bread cooling in the corner]',
    '{ifSettled}[Earlier|That morning|Before lunch] {she} had [sat|stayed|lingered] [in the garden|on the step|by the open door] [with a cup of coffee|with a warm mug|for a long while], and {ache} of it [had stayed|was still|remained] [with {him}|in {her} shoulders|about {him}]',
    '{ifSettled}[Things|The week|Life] [felt|seemed|looked] [all right|okay|fine] [just then|for now|that day]: not [perfect|remarkable|shining], not [tidy|complete|finished], [just|simply|only] [steady|level|even], and {Hero} [let that be enough|did not ask for more|was content to leave it there]',
    '[The kettle|The fridge|The boiler] [hummed|ticked|clicked] [in the kitchen|behind the wall|somewhere nearby], [a bus|a van|a bicycle] [went by|passed|rattled past] [outside|in the street|below the window], and {Hero} [noticed|heard|took in] [each one|all of it|every sound] [as if for the first time|with a kind of interest|without hurrying]',
    '[Nothing in particular|Nothing special|Nothing remarkable] [happened|took place|went on] [that day|that morning|all day], [and|yet|but] {Hero} [found|noticed|felt] {her} [attention|eyes|mind] [resting|settling|lingering] on [small|ordinary|little] [things|details|sights]: [the light on a wall|light moving across the wall|a patch of sun on the floor], [a cup|a mug|a teacup] [going cold|cooling|steaming] [on the sill|by the sink|on the table]',
    '[It was|It turned out to be|It was, all in all,] [an ordinary|a plain|an unremarkable] [sort of day|kind of day|day] [in the middle of the week|like many others|with nothing circled on the calendar], and {Hero} [moved through it|went about it|took it] [slowly|at {her} own pace|one hour at a time]',
    '{She} [woke|got up|came downstairs] to [a pale sky|grey light at the curtains|the sound of birds], [filled|switched on|put on] the kettle, and [stood|waited|lingered] [by|at|near] the [counter|window|sink] [while it|as it|until it] [boiled|grumbled|sang], [thinking of nothing much|not thinking of anything in particular|letting {her} thoughts drift]',
    '[Outside|Beyond the glass|Over the rooftops], [the sky|the weather|the light] [changed its mind|shifted from grey to pale|turned slowly] [twice|more than once|all morning], and {Hero} [watched|followed|kept an eye on] it [the way|as|just as] [someone watches|a child watches|people watch] [a fire|a river|the sea], [without needing|not needing|with no need for] it to [mean|say|do] anything',
    '{Hero} [felt no|had no real|found no] [urge|need|wish] to [explain|account for|make sense of] the day; it [could|might|was allowed to] [simply|just|quietly] [be what it was|go by at its own pace|unfold as it liked]',
  ],
  turn: [
    '{ifUnsure}{She} [took out|opened|found] a [notebook|small notebook|spare notebook] and [tried|set out|meant] to write [how {she} felt|what {she} felt|the feeling down], [but|and|though] [only|in the end|after a while] [three words|a few words|a single line] came: "[Not sure yet|I am here|Still finding out]," and [that|it|this] was [enough|plenty|honest enough] [for one day|for now|to be going on with]',
    '{ifUnsure}[Instead of|Rather than|Without] [sorting|untangling|puzzling over] the [feeling|mood|muddle], {Hero} [let it|allowed it to|left it to] [sit|come along|tag along] [beside {him}|with {him}|next to {him}] like [a quiet passenger|a stray cat|a companion who did not talk much] [while {she} did the washing-up|on the way to the shops|through the afternoon]',
    '{ifUnsure}[A neighbour|The woman next door|An old man at the bus stop] asked how {she} was, and {Hero} [said|answered|replied], "[Honestly, I\'m not sure|Hard to say, really|I don\'t quite know yet]," and [got|received|was given] a [nod|smile|small nod] [in return|back|for it], as if that were [a perfectly good answer|answer enough|a fine thing to say]',
    '{ifUnsure}{She} [asked {herself}|wondered|asked {herself} once], [gently|without hurry|out of plain curiosity], what [the feeling|this mood|today] [might be|was made of|was], and [waited|listened|paused] [for an answer|a while|a moment]; [none came|nothing clear came|the answer was a shrug], and {she} [let that be|found that was|decided that was] [all right|fine|allowed]',
    '{ifSettled}{Hero} [did not try to|felt no need to|made no effort to] [keep|hold on to|do anything with] {ache}; {she} [simply|just|only] [sat|stayed|rested] [in it|inside it|with it] [a while|for a time|for an hour], [the way|as|just as] [one sits|someone sits|people sit] in [a patch of sun|warm bath water|a favourite chair]',
    '{ifSettled}[In the garden|On the back step|On the balcony], {Hero} [drank|sipped|finished] {her} [coffee|tea|cup] [slowly|while it was warm|in no hurry] and [listened to|heard|counted] the [birds|sparrows|pigeons] [arguing|chattering|squabbling] in the [hedge|gutter|tree]',
    '{ifSettled}[Along|Down by|Beside] the [beach|shore|water], {Hero} [walked|wandered|strolled] [until|till|until at last] {her} [legs|feet|whole body] [felt|were|grew] [pleasantly tired|heavy in a good way|tired in the nicest way], then [sat|rested|stopped] [on the sea wall|on a rock|on the sand] and [watched|let|saw] the [waves|tide|water] [come in|come and go|fold over the stones]',
    '[In the afternoon|After lunch|Towards evening], {Hero} [went for|took|set out on] a [slow|short|gentle] walk [around the block|to the end of the road|through the park], [stopping|pausing|lingering] [to look at|to watch|for] [a blackbird on a fence|the clouds over the rooftops|a dog nosing at a gate]',
    '{She} [sat|settled|curled up] [by the window|in the window seat|at the kitchen table] [with a cup of tea|with a mug in both hands|with nothing to do], and [watched|listened to|followed] the [rain|drizzle|showers] [run down|tap at|streak] the [glass|pane|window] [for a long while|until the light changed|for the best part of an hour]',
    '[Over the fence|On the front step|In the street], {Hero} [talked|chatted|passed the time] with [a neighbour|the man from number six|the woman from across the road] [about nothing much|about the weather|about the sparrows in the gutter], and [neither|nobody|no one] [was in a hurry|checked the time|looked at a phone]',
    '{She} [made|cooked|put together] [something simple|a plain supper|soup] [and|then|and then] [ate|had|ate all of] it [slowly|at the table|by the window], [tasting|noticing|paying attention to] [each mouthful|the salt and the warmth|every bite] [instead of|rather than|without] [scrolling|looking at a screen|reading the news]',
    '[For a while|For an hour|For ten minutes], {Hero} [lay|sat|stood] [on the grass|by the open window|under a tree] and [listened|paid attention|half listened] to [whatever|everything|all] the [day|street|garden] [offered|had to say|was doing]: [a door|a gate|a radio] [somewhere|next door|down the road], [a gull calling|a blackbird singing|a pigeon cooing], [children|voices|footsteps] [passing|going by|in the distance]',
  ],
  resolve: [
    '{ifUnsure}The feeling [stayed|remained|went on being] [unnamed|nameless|without a name], and {Hero} [found|discovered|noticed] that [a feeling|it|the mood] [could|might|was allowed to] [be welcome|have company|sit at the table] [without|even without|with or without] [a name|a label|being understood]',
    '{ifUnsure}[Not knowing|Not being sure|Having no word for it], {she} [found|learned|saw], was [not a failure|not a problem to solve|allowed]; it was [just|simply|only] [where {she} was|part of the day|how today went], and [that|this|it] was [honest|all right|enough] [for now|for the moment|for the time being]',
    '{ifSettled}{Hero} did not [try|rush|need] to [explain|hold on to|improve on] {ache}; {she} [let it|allowed it to|was content to let it] [stay as long as it liked|come and go like weather|be exactly what it was], and that was [plenty|enough|more than enough]',
    '{ifSettled}{She} [noticed|saw|understood] that {ache} [asked nothing of {him}|needed nothing from {him}|made no demands]; it was [just|simply|only] [how the day felt|where {she} stood|what was there], and {she} [let it|allowed it to|was happy to let it] [be|stay|remain] [ordinary|plain|small]',
    '[The day|Today|The week] did not [turn into|become|add up to] [anything special|anything grand|a big event], and {Hero} [found|noticed|realised] that it [did not have to|had no need to|did not need to]; it [counted|was enough|mattered] [all the same|just as it was|anyway]',
    '{Hero} [decided|chose|meant] to [keep|set aside|save] [a few minutes|ten minutes|a little while] [each day|most days|every evening] [for noticing|for looking out of the window|for doing nothing in particular], [not to fix anything|not to get anywhere|with no aim at all], [just|simply|only] to [see|learn|find out] [what was there|what the day held|how {she} was]',
    '{She} [found|noticed|saw] that an [ordinary|unremarkable|uneventful] day, [looked at|watched|noticed] [closely|kindly|slowly], [had|held|kept] [more|quite a lot|plenty] in it: [light|colour|sound], [warmth|weather|voices], [the small business of living|the to and fro of the street|a cup of tea going cold]',
    '{Hero} [was kind to|went gently with|was easy on] {herself} [that day|all evening|for the rest of the day]: a [warm|hot|proper] [bath|meal|drink], [an early night|a blanket on the sofa|a favourite song], and no [need|pressure|call] to [explain|account for|sum up] [the day|{her} mood|anything]',
  ],
  endings: [
    '{ifUnsure}{She} [still could not have said|never did find the word for|did not quite know] what {she} [felt|had felt|was feeling], and [that|it|this] was [all right|allowed|fine]; [some days|some feelings|some hours] [kept|held|guarded] their [names|secrets|words] [a while|for later|for another day]',
    '{ifUnsure}[The feeling|The mood|Whatever it was] [went|came along|tagged along] to bed with {him}, [still without a name|still unsorted|still unnamed], and {Hero} [slept|rested|lay down] [beside it|next to it|with it] [without minding|all the same|without fuss]',
    '{ifSettled}[At dusk|That evening|Later], {ache} [stayed|lingered|was still there], not [loud|grand|much to speak of], [like a lamp left on in another room|like a radio playing low in the kitchen|like a candle burning in the hall]',
    '{ifSettled}{Hero} [went to bed|turned in|settled down for the night] with {ache} [of the day|of the afternoon|of the evening] [still|lightly|quietly] [about {him}|around {him}|close by], [like|much like|rather like] [a coat that kept the warmth of the sun|a room that held the last of the light|a cup that was still warm]',
    '[That night|That evening|At bedtime] {Hero} [switched off|turned off|put out] the [lamp|light|bedside light], and the [day|ordinary day|plain day] [went|slipped|settled] [quietly|softly|gently] [into the dark|into the night|into the past]',
    '[Tomorrow|The next day|Monday] would [bring whatever it would|bring what it brought|have its own weather]; [today|this one|the day behind {him}] had been [enough|plenty|its own small thing], [just as it was|as it came|no more and no less]',
    '{Hero} [drew|closed|pulled] the curtains, [rinsed|washed|dried] [the last cup|a mug|{her} cup], and [went up|went|headed] to bed [with the day|carrying the day|holding the day] [folded|tucked|wrapped] [small|neatly|gently] [inside {him}|in {her} pocket|like a note]',
    '[And|So|And so] the [day|ordinary day|plain day] [ended|closed|came to an end] [the way|as|just as] [most days do|it had begun|days do], [quietly|without fuss|with no announcement], and {Hero} [let it go|let it pass|let it be] [gently|without holding on|kindly]',
  ],
  helperSays: [
    '{ifUnsure}"[Not every feeling comes|Some feelings do not come|A feeling does not always come] with a [name|label|name tag attached]," said the {helper}. "[You can|You may|It is fine to] [let it stay|leave it|keep it] [unnamed|nameless|as it is] and [still|just|simply] [sit|be|walk] [beside it|with it|alongside it]."',
    '{ifUnsure}"[How do you feel|What are you feeling|How is it with you]?" asked the {helper}, and when the {species} [said|answered|admitted], "[I don\'t know|Not sure|Hard to say]," the {helper} [nodded|smiled|blinked slowly]. "[That is|That\'s|Well, that is] [an answer too|a real answer|honest, and honest is enough]," [said the {helper}|the {helper} said|came the reply].',
    '{ifSettled}"[You seem|You look|You are] [calm|at ease|settled] [today|just now|right now]," said the {helper}. "[There is no need|You do not have|Nobody needs you] to [do anything with it|make anything of it|explain it]. [Let it|Just let it|Simply let it] [stay|sit with you|be] [a while|for now|as long as it likes]."',
    '{ifSettled}"[Do you feel|Can you feel|Do you hear] {ache}?" asked the {helper}. "[It has been|It was|That has been] [here|close by|near you] [all along|all day|the whole time]; [you only had to|all you did was|you just needed to] [sit still|stop|slow down] [long enough to notice|for a minute|and look]."',
    '"[You do not have to|There is no need to|Nobody is asking you to] [make sense of|explain|sum up] [today|the day|this hour]," said the {helper}. "[Just|Simply|Only] [look|listen|notice] [for a while|with me|a little]."',
    '"[Look|See|Watch]," said the {helper}, [nodding|glancing|looking] [at|towards|over at] [the light on the water|a beetle on a stem|the wind in the grass]. "[It is not|It isn\'t|None of it is] [trying|working hard|in a hurry] to be [anything|special|more than it is]."',
    '"[An ordinary day|A plain day|A quiet day] is [still a day|a real day too|a day of your life, too]," said the {helper}. "[It counts|It is yours|It belongs to you] [just the same|all the same|as much as any other]."',
    '"[Sit|Stay|Rest] [here|with me|beside me] [and listen|and watch|for a moment]," said the {helper}, [and|so|and so] the {species} [did|sat|stayed], and [together|side by side|quietly] they [heard|listened to|watched] [the rain|the wind|the birds] [for a long time|until the light changed|a good while].',
    '"[What do you see|What can you spot|What is around you] [right now|just now|this minute]?" asked the {helper}. The {species} [looked|looked around|paused] and [named|counted|listed] [three|a few|some small] things: [a leaf|a cloud|a snail], [the wind|a bird|the sun], [a puddle|a feather|a stone]. "[That is|That\'s|Then that is] [plenty|enough|a good start] [for today|for now|to be going on with]," said the {helper}.',
  ],
  morals: [
    '{ifUnsure}[A feeling|A mood|What you feel] [need not|does not have to|does not need to] be [named|understood|sorted] to be [welcome|allowed|kept company]',
    '{ifUnsure}["I don\'t know"|"Not sure"|"Hard to say"] is [an honest|a true|a real] answer [too|as well|all the same]',
    '{ifSettled}[Calm|Peace|Ease] [need not|does not need to|does not have to] be [loud|dramatic|remarkable] to be [real|true|worth noticing]',
    '{ifSettled}[A quiet|A calm|A steady] [heart|hour|mind] is [not|never|far from] [empty|dull|idle]; it is [quietly|simply|softly] [full of small things|rich in its own way|busy with small things]',
    '[An ordinary|A plain|An uneventful] day [counts|matters|is yours] [as much as|no less than|just as much as] [any other|a remarkable one|a busy one]',
    '[Small things|Ordinary things|Little things], [looked at|noticed|seen] [closely|kindly|slowly], [are|turn out to be|can be] [enough|worth the looking|company enough]',
    '[A day|An hour|A morning] [need not|does not have to|does not need to] [mean much|prove anything|add up to a lesson] to be [worth living|worth noticing|yours]',
    '[Paying attention|Noticing|Looking closely] is [a kind of|its own quiet|a small] [kindness|care|gift], [both to the day and to yourself|to the day as much as to you|for the world and for you]',
  ],
  couplets: [
    [
      '{ifUnsure}[You are not sure|You cannot quite say|It is hard to say] [what you feel|how you are|how today was],',
      "and [that is|that's|this is] [allowed|all right|an honest place to be] [too|as well|for now].",
    ],
    [
      '{ifUnsure}A feeling [can|may|is allowed to] [sit|stay|wait] [with you|beside you|nearby]',
      '[without a name|with no name yet|before it has a name], [like|as|much like] [a cat|a guest|a stranger] [on the step|at the door|by the fire].',
    ],
    [
      '{ifUnsure}[Some days|Some moods|Some hours] [come|arrive|turn up] [without a label|unlabelled|in plain wrapping];',
      'you [can|may|are free to] [leave them unopened|let them be as they are|keep them company a while].',
    ],
    [
      '{ifUnsure}[A bit of this, a bit of that|Half one thing, half another|Something, and something else]:',
      '[the day is|today is|the hour is] [a muddle|mixed|tangled], and [it need not be sorted|you need not sort it|no one needs it sorted] [yet|today|just now].',
    ],
    [
      '{ifUnsure}[Ask yourself|Wonder|Ask], [gently|with curiosity|without hurry], what [you feel|is here|the day holds].',
      "[If|When|And if] [nothing|no answer|no word] [comes|arrives|turns up], [that is|that's|then that is] [fine|all right|an answer too].",
    ],
    [
      '{ifUnsure}["Not sure"|"Hard to say"|"I don\'t know"] [is|counts as|is still] [an honest|a true|a fair] [answer|reply|thing to say];',
      '[the sky|the sea|a cloud] [is rarely|is not always|is seldom] [only one colour|just one thing|simple to name] either.',
    ],
    [
      '{ifUnsure}[Maybe|Perhaps|It may be] [you feel|what you feel is|it is] [nothing you can name|something without a word|something shy],',
      "[and|or|or else] [maybe|perhaps|it may be] [it is|this is|it's] [too soon to tell|too early to know|not yet the time to say].",
    ],
    [
      '{ifSettled}[You feel|You notice|You carry] {ache} [today|this morning|this evening],',
      '[plain|quiet|soft] as [bread|a towel warm from the line|a cat asleep on a step].',
    ],
    [
      "{ifSettled}[Calm|Ease|Peace] [is not|isn't|need not be] [news|a prize|a big event];",
      '[it can|it may|it is allowed to] [just|simply|quietly] [be here|sit with you|stay a while].',
    ],
    [
      '{ifSettled}[Sit|Stay|Rest] in {ache} [a while|for now|as long as you like],',
      '[the way|as|just as] you [might sit|would sit|sit] in [a patch of sun|a warm room|a favourite chair].',
    ],
    [
      '{ifSettled}[Coffee|Tea|A warm cup] in the [garden|doorway|morning], [birds|sparrows|rooks] in the [hedge|trees|eaves]:',
      "{ifSettled}[this is|that is|here is] {ache}, and [it is|it's|this is] [enough|yours|real] [as it is|today|for now].",
    ],
    [
      "{ifSettled}[Feeling|Being|Finding yourself] [calm|settled|at ease] [is not|isn't|does not need to be] [a puzzle|a problem|something] to [solve|explain|work out].",
      '[Let it|Allow it to|Just let it] [be|stay|rest] [as quiet as it is|as small as it is|exactly as it is].',
    ],
    [
      '{ifSettled}[After|Following|Home from] a [long|slow|quiet] walk [by the sea|through the park|along the river],',
      '{ifSettled}your [breath|body|step] [is|feels|goes] [slow|slower|easy], and {ache} [stays close|walks beside you|keeps you company].',
    ],
    [
      '{ifSettled}["Okay"|"All right"|"Fine"] [is|can be|counts as] [a real|an honest|a fair] [answer|feeling|place to be];',
      "[it does not have to|it need not|it doesn't need to] [sparkle|shine|be more] [to count|to be yours|to be true].",
    ],
    [
      '[The kettle|The fridge|The boiler] [hums|ticks|clicks] [in the kitchen|behind the wall|somewhere near];',
      '[a bus|a van|a bike] [goes by|hisses past|rattles past], and you [hear|notice|catch] [it|each one|the sound].',
    ],
    [
      '[Light|Sun|Afternoon light] [moves|slides|crawls] [across|along|over] the [wall|floor|table] [slowly|an inch at a time|without hurry],',
      'and [it|the light|the day] [asks|wants|needs] [nothing|nothing at all|nothing much] [of|from|back from] you.',
    ],
    [
      "[You do not have to|You needn't|There is no need to] [name|sort|explain] [the day|today|this day]",
      'for it to [count|be yours|be real] [just as it is|as it comes|the way it is].',
    ],
    [
      '[Sit|Stay|Rest] [a while|a minute|for now] [by|at|near] [the|a|your] [window|door|table].',
      'The [street|sky|garden] [goes about its|carries on with its|keeps to its] [business|day|small work].',
    ],
    [
      '[Rain|Drizzle|A shower] [taps|ticks|knocks] [at|on|against] the [glass|pane|window];',
      'you [listen|let it talk|hear it out], and it [asks|wants|needs] [nothing|nothing much|nothing at all] [back|of you|in return].',
    ],
    [
      '[Hold|Warm your hands on|Wrap your hands around] [a cup|a mug|the cup] [of tea|of something warm|a while].',
      '[That|This|It] [can be|is|counts as] [the whole plan|plenty to do|enough of a plan] [for now|for the hour|this morning].',
    ],
    [
      '[A blackbird|A sparrow|A pigeon] [lands|hops|settles] on the [fence|sill|gutter],',
      '[looks|glances|peers] [about|around|your way], [then|and then|and] [is gone|lifts off|flies on] [again|without a fuss|into the grey].',
    ],
    [
      '[Ordinary|Plain|Uneventful] days [are|count as|are still] [days|real days|your days] [too|as well|all the same];',
      '[this one|today|the one you are in] [belongs to you|is yours|is yours to keep] [like any other|as much as any|no less than the rest].',
    ],
    [
      '[Notice|Look at|See] [three|a few|some] [small|plain|real] things [near you|in the room|out of the window]:',
      '[a cup|a key|a coat], [a leaf|a line of light|a shadow], [the sound of your breath|a clock ticking|the weather].',
    ],
    [
      '[Nothing|Not a thing|Nothing at all] [needs|has|is required] to [happen|change|be decided] [today|this hour|just now]',
      'for you to [sit here|be here|stay] [a while|a minute|as you are].',
    ],
    [
      '[Take|Go for|Try] a [slow|short|small] [walk|stroll|wander] [around the block|to the corner|down the road],',
      '[and|then|and simply] let your [eyes|feet|steps] [wander|choose the way|go where they like].',
    ],
    [
      '[The|This|Your] [day|morning|afternoon] [need not|does not have to|does not need to] [add up|make sense|be special].',
      '[It is enough|It is plenty|It is yours] [just as it goes|as it is|as it comes].',
    ],
    [
      '[Somewhere|Down the street|Across the road], [a door|a gate|a window] [closes|clicks|opens];',
      '[someone|a neighbour|a child] [calls|laughs|whistles], and the [afternoon|day|hour] [goes on|moves along|carries on].',
    ],
    [
      '[Be kind to yourself|Go easy on yourself|Be gentle with yourself] [today|this evening|a little]:',
      '[a warm drink|a hot bath|a good meal], [a blanket|an early night|a song], [nothing more|nothing grander|no list at all].',
    ],
    [
      '[Watch the clouds drift|See the branches shift|Watch the leaves sway] [slowly|in the wind|all afternoon];',
      'they [are in no hurry|take their time|go at their own pace], and [you may too|so can you|you are allowed the same].',
    ],
    [
      '[Here you are|So here you are|And here you are]: [a person|someone|a body] in [a room|a kitchen|a day],',
      '[breathing in the ordinary light|looking out at the plain light|listening to the quiet hours]. [That counts|This counts|It counts] [for something|too|as a day].',
    ],
  ],
  poemEndings: [
    [
      '{ifUnsure}[Still|Even now|Tonight] [without a name for it|with no word for it yet|unsure what to call it],',
      "you [are|are still|remain] [here|present|awake to it], and [that is|that's|this is] [honest|enough|real].",
    ],
    [
      '{ifUnsure}Leave [the feeling|the mood|the muddle] [unnamed|unsorted|as it is] [tonight|for now|a while longer];',
      'it [can|may|will] [keep|wait|sleep] [beside you|until morning|by the bed] [like a coat on a chair|the way a cat does|quietly].',
    ],
    [
      '{ifSettled}[Keep|Carry|Hold] {ache} [lightly|loosely|gently], [the way|as|just as] you [would hold|might carry|hold] [a warm cup|a pebble|a sleeping cat].',
      '[It is real|It counts|It is yours] [tonight|this evening|right now], [however long it stays|for as long as it lasts|while it lingers].',
    ],
    [
      '{ifSettled}[Sleep|Rest|Settle] [now|tonight|for now] [in|with|inside] {ache} [of the day|you found|that came],',
      '[plain|soft|simple] as [a folded blanket|an evening sky|a well-worn path], and [enough|yours|real].',
    ],
    [
      '[The|This|Your] [day|evening|hour] [goes on|moves along|slips past] [quietly|at its own pace|without a fuss].',
      '[You are here|You are in it|You have noticed it], and [that|this|it] [counts|is enough|is plenty].',
    ],
    [
      '[Put|Set|Lay] the [cup|mug|book] [down|aside|by] [and|then|and then] [turn out|switch off|dim] the [light|lamp|lights].',
      '[The day|Today|This day] [was|has been|is] [ordinary|plain|small], [and it is yours|and yours to keep|and it belongs to you].',
    ],
    [
      '[Tomorrow|The morning|Another day] [can|may|will] [bring what it brings|hold its own weather|be whatever it is].',
      '[Tonight|For now|This evening], [just|simply|only] [rest|be here|breathe] [in the quiet|with the day|as you are].',
    ],
    [
      '[Nothing|Not a thing|None of it] [needs to be|has to be|must be] [solved|sorted|named] [tonight|by morning|just now];',
      '[the day|the hour|your day] [can|may|is allowed to] [close|end|rest] [as it is|the way it came|unfinished].',
    ],
    [
      '[So|And so|Now] [the kettle cools|the lamp dims|the house settles|the lamp cools], the [street|day|road] [grows|goes|falls] quiet,',
      'and you [are|stay|remain] [here|here too|present], [no more and no less|nothing more and nothing less|just as you are].',
    ],
  ],
};
