// Sitting with grief and sadness: no hurry, no fixing, love named under the loss.
import type { ToneContent } from './tone-content';

export const SIT: ToneContent = {
  feeling: [
    '[Mornings were the hardest part|The first hour was the worst|Mornings were the longest stretch|Waking was the hardest part]; {ache} [arrived|was waiting|turned up] before {she} had [even|properly|fully] [opened {her} eyes|woken|sat up].',
    '{ifLost}{She} [kept|caught {herself}|found {herself}] [listening for|waiting for|half hearing] [sounds|small noises|footsteps] that [no longer came|never came now|had stopped].',
    '[Food|Tea|Toast] tasted of [nothing much|very little|cardboard], and {she} [forgot|kept forgetting|rarely remembered] to [eat|finish it|sit down for it].',
    '[Some days|On bad days|Most afternoons] {ache} [sat|lay|settled] [on {her} chest|in {her} throat|behind {her} ribs] like a [stone|sleeping cat|wet coat] that would not [move|be moved|shift].',
    '{She} [said|told people|insisted] {she} was [fine|all right|managing], [and|though|while] {her} [voice|face|eyes] [said otherwise|told another story|gave away the truth|told the truth].',
    '[People|Friends|Neighbours] [meant well|were kind|tried], but [their words|what they said|the advice] [slid off|never reached|missed] the [place|part|room in {him}] where it [hurt|ached|lived].',
    '{ifLost}[At night|In the dark|After midnight] {she} [went over|turned over|replayed] the [last days|last weeks|final hours] [again and again|one more time|on a loop], [looking|searching|hunting] for [a moment {she} could have changed|something {she} might have done differently|a door {she} should have held open|a moment {she} could have held on to].',
    '[Ordinary|Small|Silly] [things|objects|moments] [ambushed|caught|crept up on] {him}: a [song in the shop|mug in a cupboard|smell in the car|song on the radio|coat on a hook], and {she} [had to|needed to|would] [stop|sit down|stand still] [for a minute|a while|until it passed].',
    '[Time|The week|The calendar] [moved|went on|ran] [strangely|oddly|unevenly], [racing one moment and stalling the next|too fast some hours and frozen the rest].',
    '{ifLost}{She} [reached|went|grabbed] for {her} phone to [tell|ring|text] [someone|the one person|the right person], and [remembered|stopped|froze] [halfway|midway|with {her} thumb above the screen].',
    '[The world went about its business|Everyone else carried on|The street outside kept its timetable] as if [nothing had happened|nothing had changed|all were well], which [seemed|felt|struck {him} as] [rude|unbearable|strange].',
    '{Her} [body|chest|shoulders] [felt|seemed|had grown] [heavy|slow|weighted], as if {ache} had [moved in for the winter|taken up lodging in {her} bones|settled under {her} skin].',
    '[Sleep|Rest|A proper night] [came late|came in pieces|would not come], and {she} [woke|surfaced|woke early] [to find|with] {ache} [already there|waiting|beside {him}].',
    '[Colours looked faded, as if someone had dimmed the lights|Songs sounded muffled, as if the world had turned down the volume|Jokes seemed far away, as if a fog had come down over them].',
    "{ifNoLoss}{She} [could not|couldn't] [point to|name|find] [one|a single|any one] [reason|cause|thing], [only|just|simply] a [grey|low|flat] [film|veil|haze] [over|across|on] [everything|the days|the week].",
    '{ifNoLoss}[A voice|A small voice|Something] [inside|in {her} head|in {him}] [kept|went on|insisted on] [listing|counting|reciting] [what {she} had got wrong|{her} mistakes|everything {she} was not], [and|though] it [never|rarely|hardly ever] [mentioned|counted|listed] [anything|one thing|a single thing] {she} had [done well|got right|managed].',
    '{ifNoLoss}[Things|Plans|Hobbies] {she} [usually|normally|once] [liked|enjoyed|looked forward to] [felt|seemed|looked] [far away|flat|pointless] [for now|these days|lately], like [a radio|music|a song] [playing|heard|coming] [in another room|through a wall|from far off].',
  ],
  turn: [
    '[One afternoon|One grey morning|On the fourth day], {she} [let {herself} cry|allowed {herself} to weep|gave in and cried|let {herself} sob|gave in and wept] [properly|without hurrying|for a long time], and [afterwards|after that|later] [the air felt a little easier to breathe|the room seemed a little easier to sit in|the house felt a shade lighter to move through|the air seemed slightly softer to breathe].',
    '{ifLost}{Hero} [took out|dug out|found] [an old photograph|a shoebox of letters|a worn notebook] and [let the memories come|let {herself} remember|went through it slowly], the [funny|silly|daft] ones [along with|as well as|beside] the [sad|hard|raw] ones.',
    '[A neighbour|An old friend|A cousin] [came by|knocked|turned up] with [soup|a loaf|a casserole] and [did not try|made no attempt|never tried] to [fix anything|say the right thing|cheer {him} up]; [they|the two of them|both] [simply|just|quietly] [sat together|sat a while|drank tea].',
    '{ifLost}{She} [wrote|began|started] a [letter|note|long message] that [nobody|no one] would [read|ever read|answer], and [said|put down|poured out] [everything|all the things|every small thing] {she} had [not had time|never found the moment|run out of time] to say.',
    '{ifLost}[Slowly|Little by little|Over the weeks], {she} [understood|began to see|came to know] that [missing|grieving|mourning] [was|is] [love|a kind of love|the same love] with [nowhere to go|no place to land|no address to send it to], and [that|so] it [could|would|might] [take its time|have its time|stay a while].',
    '{ifGrief}{Hero} [walked|wandered|went] [down to|out to|along] [the river|the old path|the sea wall], [a place|somewhere|the spot] [full of|thick with|heavy with] [memories|old days|shared walks], and let the [wind|cold air|quiet] [do some of the talking|have its say|keep {him} company].',
    '{ifLost}[On the anniversary|One evening|That weekend], {she} [lit|set out|put] a [candle|small light|lamp] [by the window|on the table|on the sill], [said|spoke|whispered] [a few words|the name|something] [aloud|out loud|softly], and let the [quiet|silence|room] [answer|hold it|keep it].',
    '{ifLost}[Someone|A friend|{Her} oldest friend] [asked|wanted to know|said], "[What do you miss most|What were they like|Will you tell me about them]?", and {Hero} [talked|spoke|told stories] [for an hour|until dark|for a long time], [laughing|smiling|crying] [twice|more than once|now and then].',
    '{ifLost}{She} [kept up|carried on|returned to] [one|a single|a small] [thing|habit|ritual] {she} and {lost} had [always|once|often] [done together|shared], [on {her} own|alone|by {herself}], and [found|discovered|noticed] that it [still held something|somehow carried the love|even now meant something|still held a little of them].',
    '{Hero} [put on|wrapped up in|pulled on] [a warm coat|{her} oldest jumper|a scarf] and [walked|wandered|went out] [in the rain|along the canal|through the park] [for an hour|until dusk|a long way], and the [sky|weather|drizzle] [seemed to match|felt in tune with|was a fair match for|seemed in tune with] {her} [mood|heart|day], which [helped|was oddly kind|was a comfort].',
    '{She} [told|rang and told|wrote and told] [one person|an old friend|a neighbour] [the plain truth|how low {she} felt|that {she} was sad], without [dressing it up|jokes|apology], and [was met|was answered|found {herself} met] with [kindness|warmth|a long hug].',
    '[On a whim|One Sunday|After a week of grey], {Hero} [baked|cooked|made] something [slow|simple|warm] [from scratch|for no reason|just for {herself}], and the [smell|steam|warmth] [filled|softened|warmed] the [kitchen|flat|afternoon] [a little|for an hour|gently].',
    '{Hero} [stopped|quit|gave up] [asking|telling] {herself} [to be|to get|to feel] [over it|better|normal] [by now|by a date|soon], and [the moment|once|when] {she} [did|stopped], [something|a knot|a tightness] [in {him}|in {her} chest|inside] [loosened|eased|gave].',
    '{ifNoLoss}{Hero} [wrote down|listed|made a note of] [three|two|a few] [small|plain|ordinary] things {she} had [done|managed|got through] [that day|that week|since Monday], [however small they seemed|small as they were|however ordinary they seemed|little as they were], and [read the list twice|looked at the page again|read the note before bed|kept the list by the bed].',
    '{ifNoLoss}[When|The next time|Whenever] the [hard|harsh|unkind] [voice|thoughts|words] [started up again|came back|began again|started again|came up again], {Hero} [asked|wondered|tried asking] [what {she} would say|how {she} would speak|what {she} would offer] to a [friend|good friend|dear friend] [in the same spot|in {her} place|who felt this way], and [said that instead|said it to {herself}|tried those words on {herself}].',
    '{ifNoLoss}{She} [stepped|went|got] [outside|out of doors|out] [for ten minutes|for a short walk|just to the corner], [not|without trying] to [feel better|fix anything|cheer up], [only|just|simply] to [see the sky|feel the air|move {her} legs], and [came back|returned|walked home] [a shade|a little|slightly] [less grey|lighter|less heavy].',
  ],
  resolve: [
    '{Ache} did not [leave|go away|vanish], but it [changed shape|grew softer at the edges|wore smoother], [the way|as|just as] [a stone does|stones do|glass does] in [a river|running water|the sea].',
    '[Some days were|There were still days that were|Plenty of days stayed] [heavy|hard|grey], and {Hero} [stopped|gave up|quit] [apologising|saying sorry|making excuses] for them.',
    '{ifLost}{She} [began|started|learned] to [carry|hold|keep] the [memory|love|laughter] [as well as|alongside|next to] the [loss|missing|empty chair], [and|and found that] [both|the two|each] [fit|could fit|had room] in [one|the same|a single] heart.',
    '{ifLost}{Hero} [kept|set aside|made] a [small|quiet|gentle] [corner|hour|space] [of|in] [each|every] [day|week] [for remembering|to remember|for {her} memories], and let the [rest|other hours] be [ordinary|simply ordinary|plain and everyday].',
    '{ifGrief}[Grief|Missing|Sorrow], {she} [found|learned|saw], [did not|would not|never did] [run|go] [in a straight line|to a timetable|in order]; it [came|circled] [back|round] like [the tide|the seasons|weather], and {she} [learned|came to know|grew used to] its [rhythm|habits|moods].',
    '{ifLost}[Bit by bit|Week by week|In time], {Hero} could [say the name|tell their story|speak of it] without [breaking|falling apart|losing {her} breath], and [sometimes|once or twice|even] [smile|laugh|grin] [as {she} did|while {she} did|as {she} spoke].',
    '{ifLost}[The love|All that love|{Her} love] [had|still had] [nowhere to go|no place to land|nowhere to land], so {she} [poured|spent|lavished] [a little|some|a share] of it on [the living|the people near {him}|a friend who needed it], and [that helped|it helped|that eased something].',
    '[Sadness|The low mood|The grey], {Hero} [found|learned|came to see], [was|could be] [a visitor|weather|a season], not [a verdict|the truth about {him}|a life sentence], and [visitors leave|weather changes|seasons move on|seasons change|visitors move on].',
    '{She} [began|started|learned] to [notice|count|collect] [small|plain|quiet] [good things|kindnesses|comforts] [again|once more|each day]: [warm bread|a kind word|sun on a wall], [a song|a letter|a cat in a window].',
    '{She} [noticed|saw|felt] [the first|a small|one] [good|easy|light] [hour|moment|morning] [without|and did not feel] [guilt|shame|any need to apologise], and let it [stay|be|count].',
    '{ifNoLoss}[The low days|The grey weeks|The flat days] [did not|would not] [last|stay|hold] [for ever|forever|indefinitely], {she} [found|noticed|learned]; they [thinned|lifted|eased] [slowly|in time|bit by bit], [like|as] [mist over a field|fog on water|cloud off a hill] [by midmorning|as the day warms|when the sun gets up].',
    '{ifNoLoss}{Hero} [learned|began|started] to [speak|talk] to {herself} [as kindly|as gently|as fairly] as {she} [spoke|would speak|talked] to [anyone|a friend|those {she} loved], and [the days|the weeks|the evenings] [grew|got|became] [a little|slightly|a shade] [easier|lighter|kinder].',
  ],
  endings: [
    '{ifGrief}[And|So] {Hero} [went on|carried on|kept going], [slowly|gently|at {her} own pace], [with|holding|beside] {ache} and the [love|tenderness|care] [under it|beneath it|inside it].',
    '[That night|That evening|At last] {she} [slept|rested|lay still] a little [better|more easily|longer] than {she} had [in weeks|for a long time|since it happened].',
    'It was [not|never] [an ending|the end|over], [only|just|simply] [a gentler place to stand|a kinder way to begin again|a softer spot to go on from|a gentler way to go on].',
    '[Outside|Beyond the window|Over the roofs], the [light|evening|day] [came|went|turned] [as it always had|as it always does|as it would], and {Hero} [let it|watched it|allowed it to] [pass|go by|go].',
    '[Tomorrow|The next day|Morning] would [still|surely|probably] [hurt|ache|be hard], and {Hero} [knew|accepted|trusted] that {she} [could|would|might] [meet|face|stand] it [when it came|as it came|one hour at a time].',
    '{ifGrief}{She} [put|set|laid] [a hand|both hands|{her} palm] [on {her} heart|against {her} chest|over {her} heart], [where|for there|because there] [the love|the missing|all of it] [still lived|went on|stayed], and [breathed|rested|waited] [a while|a moment|there].',
    '[The house|The room|The day] [stayed|remained|was] [quiet|still|hushed], but [it was|it had become|now it was] [a kinder|a gentler|a softer] [quiet|sort of quiet|kind of stillness] than [before|it had been|at first].',
    '{ifGrief}[Love|What {she} loved|That love], {Hero} [knew|understood|believed] [now|at last], [did not end|would not stop|never left]; it [only|simply|just] [changed rooms|learned new ways|found new shapes].',
    '{ifNoLoss}[Nothing|Not much|Little] had [been fixed|changed|been solved] [that day|yet|overnight], [and|but] {Hero} [felt|was|seemed] [a little|a shade|slightly] [less alone|less grey|kinder to {herself}] [with it|than before|all the same].',
    '{ifNoLoss}[That evening|That night|Later], {Hero} [made something|poured a cup of something|cooked a plate of something|made a cup of something] [warm|simple|kind], [sat|curled up] [by the window|on the sofa|in the warm], and let the [day|evening|week] be [what it was|enough|over].',
    '{ifNoLoss}[Sadness|The low mood|The grey], {Hero} [knew|knew now|understood], [could|would|might] [come back|visit again|return] [some days|now and then|from time to time], [and|but] {she} [knew|had learned|now knew] [a few|some|small] [ways|paths|steps] [through it|out of it|back to the light].',
  ],
  helperSays: [
    '{ifLost}"[Grief|Sorrow|Missing them] is [love with nowhere to go|only love that has lost its way home|love still looking for its home|love looking for its home|only love with nowhere to go]," said the {helper}. "[Let it|You may let it|It can] [walk|stay|sit] with you [a while|as long as it needs|for now]."',
    '"[You do not have to|No one needs you to|Nobody asks you to] [be over it|hurry|be brave]," said the {helper}. "[Rivers|Even rivers|The slowest streams] [take|need|have] [their time|a long time|all winter] to [find|reach|come to] the sea."',
    '{ifLost}"[Tell me|Do tell me|I would like to hear] about [them|the ones you miss|who you lost]," said the {helper}, and [listened|sat still|stayed] [until|while|as] [the moon rose|the stars came out|the dark came down|the moon came out].',
    '"[Your tears are|Tears are|Crying is] [not|never] [weakness|a failing|foolish]," said the {helper} [softly|gently|quietly]. "[That is|That is simply|That is just] [how|the way] the [heart|body] [carries|empties|holds] [what is|what feels] too [big|heavy|much]."',
    '"[Sit|Rest|Stay] [here|with me|a while]," said the {helper}, and [said|asked|offered] [nothing more|no more|little else]; it [only|just|simply] [stayed|sat|waited] [close|beside {Hero}|near] [until|while|as] the [light|sun|day] [went|faded|sank].',
    '{ifLost}"[I remember|I too remember|We all remember] [them|how it was|the old days]," said the {helper}. "[What was|Whatever was|All that was] [loved|dear|good] [stays|remains|lives on] [in|inside|among] us."',
    '{ifNoLoss}"[A grey day|A low day|A heavy week] is [weather|only weather|just weather]," said the {helper}. "[It is not|It is never|It was never] [a verdict on you|the truth about you|a judgement of you]."',
    '{ifNoLoss}"[Would you|Could you|Can you] [speak|talk] to a friend [the way|as] you [speak|talk] to yourself?" asked the {helper} [gently|softly|kindly]. "[Then|So] [try|practise|start] [speaking|talking] to yourself [the way|as] you would [speak|talk] to a friend."',
  ],
  morals: [
    '{ifGrief}Grief is [love|a love] that [stays|remains|lingers]; it [softens|grows gentler|eases] when it is [shared|allowed to be|spoken].',
    '{ifGrief}We do not [get over|leave behind|forget] the ones we [love|miss|lose]; we [learn|find ways|slowly learn] to [carry|hold|keep] them.',
    '{ifGrief}[Sorrow|Missing someone|Grief] [takes|is allowed|needs] [its own time|all the time it needs|as long as it takes].',
    '[Sorrow|A sadness|A low mood] [shared|spoken aloud|told to a friend] [weighs less|grows lighter|is gentler] than [one|the same|a sorrow] [kept hidden|held alone|carried alone].',
    '{ifGrief}[The deepest|The greatest|Great] [grief|sorrow] [grows|springs] from [the deepest|great|the truest] love.',
    '{ifGrief}[What is|Whoever is|All that is] [loved|held dear] is [never|not] [wholly|quite|entirely] [lost|gone].',
    '{ifNoLoss}[A low day|A grey day|A heavy week] is [weather|a season|a passing sky], not [a verdict|the whole story|the truth about us].',
    '{ifNoLoss}[Speak|Talk] to yourself [as kindly|as gently|as fairly] as you would [speak|talk] to [a friend|someone you love|anyone you love].',
    '{ifNoLoss}[Small|Little|Plain] [steps|kindnesses|comforts], [taken|kept|repeated] [often|day after day|each day], [lead|carry us|walk us] [out of|through|past] [the grey|low days|a long low spell].',
    '{ifNoLoss}[Sadness|A sorrow|A low mood] [does not need a reason|need not have a reason|does not have to make sense|need not ask permission] to [deserve|be worth|earn] [kindness|gentleness|care].',
    '{ifNoLoss}[Slow|Quiet|Gentle|Small] [mending|progress|recovery] is [still|also|yet] [mending|progress|recovery].',
  ],
  couplets: [
    [
      '[Some mornings|Most mornings|On some days] {ache} [arrives|turns up|wakes you]',
      'before [the light does|the kettle has boiled|the alarm has sounded].',
    ],
    [
      "You [do not have to|needn't|don't need to] [hurry|mend|fix] [this|any of this|it].",
      '[Sorrow|Sadness|The heart] [keeps|has|moves by] its [own clock|own weather|own slow time].',
    ],
    [
      'Let the tears [come|fall|arrive] [when they come|as they will|in their own time]:',
      '[rain|they are rain|soft rain] [on|for|across] a [dry|thirsty|bare] [field|garden|hillside].',
    ],
    [
      '{ifGrief}[What you miss|The missing|The empty space] is [the shape|the size|the measure]',
      'of [what you loved|the love|all that love], [nothing less|no smaller|not one inch less].',
    ],
    [
      '[Somewhere|Some day|In time], [not yet|not now|not soon], the [ache|weight|heaviness]',
      '[will|may|might] [soften|wear smooth|grow lighter] like [sea glass|a river stone|old wood].',
    ],
    [
      '{ifLost}[The cups|The chairs|The coats] [still|all] [keep|hold|wait in] [their places|their old order|a kind of hope].',
      'You [leave them|let them be|do not move them]. [That is|And that is|This is] [all right|allowed|enough].',
    ],
    [
      '{ifGrief}[Nobody|No one|Not one person] [grieves|mourns] [on time|to order|neatly];',
      '[the heart|a heart|your heart] [keeps|has|follows] [no|its own|a slower] calendar.',
    ],
    [
      '{ifLost}[Talk to them|Speak to them|Say their name] [if you like|if it helps|out loud],',
      '[at the sink|in the car|on the stairs]; [love still listens|the love still hears|your love will know].',
    ],
    [
      '[Some hours|Some evenings|Some days] [are|will be|stay] [only|simply|just] [heavy|grey|slow].',
      '[Let them|Allow them|Give them room]. [They|Heavy hours|Grey days] [pass|move on|give way], [in time|slowly|one by one].',
    ],
    [
      '[The world|The street|The town] [goes on|keeps going|carries on] [outside|past your door|beyond the glass];',
      'you [need not|do not have to|are not asked to] [keep up|join in|go with it] [today|just yet|for now].',
    ],
    [
      '{ifLost}[Laughing|A laugh|Smiling] [is no betrayal|is allowed too|is not disloyal];',
      '[they|the one you miss|love] would [want|wish|ask] [that much|it|as much] for you.',
    ],
    [
      '{ifGrief}[Hold|Keep|Carry] the [small|true|bright] [memories|stories|moments] [close|near|warm]:',
      '[a laugh|a look|a voice] [across|at|over] [a table|the gate|the years].',
    ],
    [
      '{ifGrief}[Missing|Grief|Sorrow] [comes|rolls in|returns] like [the tide|the weather|a season],',
      '[and|then] [goes out|draws back|eases], [and|then] [comes back|returns] [gentler|softer|smaller].',
    ],
    [
      '{ifGrief}You [loved|cared|gave] [well|deeply|so much]; [that|this] is [why|the reason|how you know]',
      '[it hurts|it aches|the hurt runs] [this much|so deep|like this].',
    ],
    [
      '[Sit|Rest|Stay] [with it|a while|awhile]. [No one|Nobody|Not a soul] [is|stands] [waiting|asking|watching]',
      'for you to [be|feel|look] [better|brave|fine] [yet|today|by now].',
    ],
    [
      'Let [the|your] [friends|neighbours|people] [bring|carry in|leave] [soup|bread|flowers];',
      'let them [sit|stay|linger] [beside you|near you|a while] [saying|asking] [little|nothing|nothing much].',
    ],
    [
      '{ifGrief}[In|Through] [the quiet|the long evenings|the hush],',
      '[love keeps|your love keeps|what you loved keeps] [its|a] [lamp|light|candle] [lit|burning|low].',
    ],
    [
      '{ifLost}[Go|Walk|Wander] [back|out] to [the places|the paths|the corners] [you shared|you both loved|that knew you both],',
      '[and|then] let the [wind|air|light] [remember|keep them|hold them] [with you|for you|beside you].',
    ],
    [
      '[There is|There will be|In time there is] [a morning|an hour|a day] [the|that] [sorrow|heaviness|ache]',
      '[sits|rests|stays] [lighter|smaller|quieter] [in your hands|on your chest|in your pocket].',
    ],
    [
      '{ifGrief}[Be gentle with|Go softly with|Be kind to] [yourself|the one in the mirror|your own heart],',
      '[still here|here|awake] [and|while|yet] [missing|longing|aching] [so|this] [hard|much].',
    ],
    [
      "[Sadness|Sorrow|A low mood] [is not|isn't] [a problem to solve|a puzzle to work out|a task to finish|a puzzle to solve|a problem to fix];",
      "[it is|it's] [a season to live through|a stretch of weather to walk through|a room to sit in|a season to walk through], [slowly|gently|softly].",
    ],
    [
      '[Make|Pour|Brew] [tea|a warm drink|something hot] [anyway|regardless|all the same].',
      '[Hold the mug|Cup the mug|Warm your hands on the cup] [a while|till it cools|a long while]; [that|this] [counts|is enough|will do] [today|for now|tonight].',
    ],
    [
      '[Open|Pull back|Part] the [curtains|blinds] [a little|an inch|halfway];',
      '[let|allow] [a strip of|a little|some] [light|sky|grey daylight] [in|into the room|across the floor], [no more|nothing more|that is all].',
    ],
    [
      '[Tears|Sobs|Crying spells] [at the sink|in the car|on the stairs] [are allowed|are welcome|are nothing to hide];',
      '[and so is laughing|and so is a smile|and so is an old joke] [that|which] [slips out|surprises you|comes anyway].',
    ],
    [
      '[Your heart|Your body|Something in you] [already knows|is slowly learning|is quietly finding] [the way|its way|a path] [through|across] [this|the dark|the worst],',
      '[one|a single] [small|slow|short] [step|hour|day] [at a time|and then another|after the next].',
    ],
    [
      '[The world|The day|The evening] [asks nothing|wants little|needs nothing] [of you|from you] [tonight|right now|this hour]',
      '[but|except] [a breath|your breath|one breath], [and then|then|and] [another|the next|one more].',
    ],
    [
      '{ifNoLoss}[Nothing|No one thing|Not one thing] [has to|needs to|must] [be wrong|have happened|be to blame]',
      'for [a day|this day|today] to [feel|be|seem] [this grey|this heavy|this low].',
    ],
    [
      '{ifNoLoss}[The voice|That voice|The small voice] [that lists|that counts|that keeps] [your mistakes|what you got wrong|your failings]',
      '[is loud|speaks loudly|is sure of itself], [but|and yet] it [is not|is rarely|has never been] [the whole truth|fair|the only voice].',
    ],
    [
      '{ifNoLoss}[Talk|Speak] to yourself [tonight|today|for once]',
      'the way you would [talk|speak] to [a friend|someone you love|a tired child]: [softly|kindly|gently].',
    ],
    [
      '{ifNoLoss}[Low days|Grey days|Flat days] [come|arrive|roll in] [like|as] [weather|fog|a long drizzle];',
      '[they|and they] [lift|thin|clear], [too|in time|as weather does].',
    ],
    [
      '{ifNoLoss}[Write down|Name|Count] [three|two|a few] [small|plain|ordinary] things you [did|managed|got through] today,',
      '[however small|however slight|however little|small as they are]. [They count|Each one counts|That counts].',
    ],
    [
      '{ifNoLoss}[Step|Go|Walk] [outside|out] for [ten minutes|a short while|one street],',
      '[not to|without trying to] [fix|mend|solve] [anything|the day|a thing]; [only|just] to [see the sky|feel the air|feel the weather|see the weather].',
    ],
    [
      '{ifNoLoss}[However it went|Whatever happened|However the day went], you are [still|always|even now]',
      '[more than|bigger than|far more than] [one|a single|this] [bad day|setback|stumble].',
    ],
    [
      '{ifNoLoss}[The things|Songs|Small pleasures] you [loved|liked|enjoyed] [feel far away|sound muffled|seem flat] [just now|today|for now];',
      "[they have not|they haven't] [left|gone|moved away]. [They wait|They keep|They'll wait] [for you|nearby|close].",
    ],
  ],
  poemEndings: [
    [
      '{ifGrief}[And|So] [go gently|be gentle|walk softly] [now|today|tonight].',
      "[Love|What you loved|That love] [does not|won't|will never] [leave|end|go].",
    ],
    [
      '{ifGrief}[Love|What you loved|The love] [only|simply|quietly] [changes rooms|learns new ways|finds new doors]',
      '[and|and still|and always] [stays|goes on|lives here].',
    ],
    [
      '[Rest|Sleep|Lie still] [now|tonight|a while]. [The ache|The heaviness|The sorrow] [can|will|may] [wait|keep]',
      '[till|until] [morning|the light|tomorrow], and so [can|will|may] you.',
    ],
    [
      '{ifLost}[What you loved|Whoever you loved|The one you loved] [is|stays|remains] [part of you|in you|woven through you],',
      '[in|through] [every step you take|each breath|the days ahead].',
    ],
    [
      '{ifGrief}[Carry|Keep|Hold] [the love|the memories|the light] [gently|softly|close], [then|and then],',
      '[set|lay|put] [the heavy part|the weight|the hurt] [down|aside] [a while|tonight|for now].',
    ],
    [
      '{ifGrief}[The lamp|A light|The candle] [is lit|burns|stays on]. [Somewhere|Here|Close by],',
      '[love|their love|your love] [keeps its watch|holds its place|is still warm].',
    ],
    [
      '{ifNoLoss}[So|And so] [go gently|be gentle|go softly] [tonight|now|today]. [The grey|This low spell|The heaviness]',
      '[is|is only|is just] [weather|a season|a passing sky], and [you are the sky|the sky remains|skies clear].',
    ],
    [
      '{ifNoLoss}[Rest|Sleep|Lie down] [now|tonight]. [You have done|You did|You have managed] [enough|what you could|plenty] [today|for now].',
      '[Tomorrow|The morning|The next day] [can|will|may] [begin|start] [again|fresh|slowly].',
    ],
    [
      '{ifNoLoss}[Be gentle with|Stay gentle with|Be kind to|Go easy on] [yourself|your heart|the one in the mirror] [tonight|now|today]:',
      'you [are doing better|have been doing more|are trying harder|are doing more] than [that voice will admit|the grey would have you think|your worst thoughts allow].',
    ],
    [
      '{ifNoLoss}[One|A single|One small] [step|hour|kindness], [then|and then] [another|the next|one more]:',
      '[that is how|this is how|so] [grey days|low spells|heavy weeks] [end|lift|ease].',
    ],
  ],
};
