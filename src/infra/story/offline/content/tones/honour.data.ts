// Honouring anger: it is taken seriously, heard out, and turned into a line the hero can hold.
import type { ToneContent } from './tone-content';

export const HONOUR: ToneContent = {
  feeling: [
    '{Her} [face|neck|ears] [went hot|burned|flushed] [whenever|each time|every time] {she} [thought of it|remembered|went back over it], and [{her} fists clenched|{her} jaw tightened|{her} shoulders set|{her} jaw set|{her} fists tightened] [without asking|before {she} knew|unbidden].',
    '{She} [replayed|went over|ran through] [what had happened|the moment|the whole scene] [again and again|over and over|a dozen times], [finding|thinking of|inventing] [better|sharper|cleverer] [replies|things to say|answers] [each time|every time|on each pass].',
    '[It was not fair|It felt unfair|It had been plainly wrong], and [everyone|people|the others] [seemed|appeared] to [expect|want|wait for] {him} to [smile|shrug|nod] and [let it go|move on|forget it].',
    '{Ache} [sat|burned|smouldered] [under|behind|beneath] {her} [ribs|breastbone|collar] [like|as] [a coal|an ember|a banked fire] [that would not|which would not|refusing to] [cool|go out|settle].',
    '[Underneath|Under|Beneath] the anger, [if {she} was honest|if {she} looked closely|when {she} stopped], was [hurt|a hurt|a bruise] that [wanted|needed|asked] [to be seen|someone to notice|to be named].',
    '{She} [banged cupboards|clattered pans|slammed doors|banged doors|clattered cupboards] [harder|louder|more] than [needed|necessary|usual], and [snapped|barked|was short] at [people|the kettle|the radio] that had [done nothing|nothing to do with it|not earned it].',
    '[Sleep|Rest|Calm] [would not|could not|refused to] [come|settle|stay], because {her} [mind|head|thoughts] [kept|went on|insisted on] [arguing|drafting speeches|holding trials] [in the dark|until dawn|all night].',
    '[Words|Sentences|Replies] {she} had [swallowed|held back|not said] [sat|lodged|stuck] in {her} [throat|chest|craw], [hard as gravel|sharp as glass|sharp as a fishbone|hard as a stone].',
    '[What stung most|The worst part|What hurt most] was [being|feeling] [brushed aside|dismissed|not listened to], as if {her} [side of it|view|voice] [did not count|counted for nothing|was a nuisance].',
    '[Walking|Cycling|Driving] [home|to work|anywhere], {she} [muttered|talked|argued] [to {herself}|under {her} breath|aloud], [rehearsing|sharpening|polishing] [what {she} should have said|the perfect reply|a speech].',
    '[The heat|The fury|The anger] [gave|lent] {him} [energy|a strange strength|fuel] [at first|for a while|for an hour], and then [left|made] {him} [tired|shaky|hollow] [and|as well as] [sore|raw|flat].',
    '{She} [wondered|asked {herself}|half wondered] [whether|if] {she} [was|might be|had been] [overreacting|too much|unreasonable], and [then|each time] [remembered|recalled|thought again of] [exactly|precisely|just] what had [happened|been said|been done].',
  ],
  turn: [
    '[At last|One evening|After a few days], {Hero} [stopped|gave up|quit] [telling {herself}|pretending|insisting] {she} [should not|ought not to|had no right to] [mind|feel this way|be angry]; [anger|the anger|the heat], {she} [decided|realised|saw], was [telling {him} what|showing {him} what|pointing at what] mattered.',
    '{She} [wrote|scribbled|wrote out] [a letter|a long letter|a page] {she} would [never send|not send|keep to {herself}], [every|each] [furious|hot|bitter] [word|line|sentence] of it, and [read it back aloud|tore it up afterwards|burned it in the sink].',
    '{She} [walked|marched|strode] [fast|hard|far] [around|through|across] the [town|park|fields] until [{her} legs ached|{her} lungs burned|{her} breath gave out|{her} legs burned] and [{her} head cleared|{her} thoughts went quiet|{her} mind slowed|{her} thoughts slowed].',
    '[When|Once|After] {she} had [cooled|calmed|settled] [a little|enough to think|somewhat], {Hero} [worked out|put into words|wrote down] [what {she} wanted to say|the one thing {she} needed to say|the heart of it], [plainly|clearly|simply] and [without|with no] [apology|excuses|fuss].',
    '{Hero} [told|rang|met] [someone {she} trusted|an old friend|{her} steadiest friend], who [listened|heard it all|took it in] and [said|answered|replied] [simply|plainly|at once], "[That was wrong|You are right to be angry|I would be furious too]," and {Hero} [breathed out|sat back|felt {her} shoulders drop] for the first time in [days|a week|ages].',
    '{She} [asked {herself}|wondered|worked out] [what|which] [line|boundary|rule] had been [crossed|broken|trampled], and [found|discovered|saw] it was [one|a line] {she} [cared about|believed in|would defend] [fiercely|with all {her} heart|without doubt].',
    '[Instead of|Rather than] [swallowing|burying|hiding] it, {Hero} [put|poured|turned] the [heat|fury|anger] into [scrubbing the floor|digging the garden|a long run|a hard swim], and [came back|came home|finished] [tired|spent|worn out] [and|but] [clearer|calmer|steadier].',
    '{She} [made|wrote|drew up] a [short|plain|clear] [list|note|page]: what had happened, what it had [cost {him}|meant to {him}|done to {him}], and what {she} [wanted|needed|would ask for] [now|next|from here].',
    '[For once|This time|At last], {Hero} [did not|would not|refused to] [smooth it over|laugh it off|apologise first], and allowed {herself} to [say|admit|state] [aloud|plainly|out loud], "[That was not fair|I mind|This matters to me]."',
  ],
  resolve: [
    '{She} said [what needed saying|it|the plain truth], [calmly|steadily|without shouting], and [whatever came next|whatever happened|however it landed], {she} had [kept faith with {herself}|stood up for {herself}|spoken up for what mattered].',
    'The anger [cooled|settled|hardened] into [something steadier|a firmer shape|a clearer form]: a [line|boundary|rule] {she} [would|could|meant to] [hold|keep|defend].',
    '{Hero} [stopped|quit|gave up] [carrying|hauling|lugging] it [everywhere|all day|from room to room], [and|though] {she} did not [pretend|say|claim] it had [been fine|been all right|not mattered].',
    '{She} [learned|found out|discovered] that [being angry|anger] and [being kind|kindness|gentleness] [could|can] [live|stand|sit] [in the same person|side by side|under one roof].',
    '[Not everything|Nothing much|Little] was [fixed|mended|put right], [but|yet|and still] {Hero} [knew|understood|could see] [now|at last|plainly] [where {she} stood|what {she} needed|what {she} would not accept], and [that|this] [mattered|counted|helped] [more|most|a great deal].',
    'The [ember|coal|heat] [burned|glowed|sat] [lower|smaller|quieter], [enough|just enough|no more than enough] to [warm|light|guide] {him}, [and|but] [no longer|not] enough to [scorch|burn|singe] {her} [days|sleep|friends].',
    '{Hero} [noticed|found|realised] that [once|when|after] [someone|the right person|a friend] had [heard it|agreed|understood], [half|most|much] of the [heat|fury|anger] [went out of it|drained away|simply left it].',
  ],
  endings: [
    '[And|So] {Hero} [walked on|went home|went out], [head up|standing taller|shoulders back], [lighter|a little lighter|clearer] [for|after] [having said it|saying it|being heard].',
    'It [was|had been] [right|worth it|wise] to [take {her} anger seriously|listen to {her} anger|hear {her} anger out], [and|then] to [set it down|put it down|let it rest].',
    '[That night|That evening|Later], the [heat|ember|fire] had [gone out|burned low|settled], and [what was left|what remained|all that stayed] was [clear|quiet|clean] and [steady|calm|firm].',
    '[Outside|Over the roofs|Above the street], the [sky cleared|wind dropped|rain eased|wind eased|rain cleared], and {Hero} [slept|rested|lay down] [properly|soundly|deeply] for the first time in [days|a week|a while].',
    '{She} [knew|had learned|understood] {her} [own|true|steady] [line|edge|ground] [now|at last|better], and [meant|intended|planned] to [keep|hold|stand on] it.',
    '[Tomorrow|Next time|If it happened again], {Hero} [would|could|meant to] [speak up|say so|draw the line] [sooner|earlier|straight away], [calmly|plainly|firmly], and [without apology|with no shame|minus the sleepless night|without shame|minus the apology].',
  ],
  helperSays: [
    '"[Your anger|That fire|This heat] is [telling you something true|showing you what matters|pointing at a real wrong|telling you what matters|pointing at what matters]," said the {helper}. "[Listen to it|Hear it out|Heed it], and then [decide|choose|work out] what to [do|build|make] with it."',
    '"[It was wrong|It was not fair|That should not have happened]," said the {helper} [plainly|simply|at once]. "[You are right|You are quite right|Anyone would be right] to [mind|be angry|be upset]. Now, [what|which] [line|boundary|fence] will you [draw|keep|mend]?"',
    '"[A fire|Fire|A flame] [can burn|may burn|could burn] the [house|forest|barn] [down|to the ground|to ash] or [keep it warm|cook the supper|light the way]," said the {helper}. "[The choice is yours|Which it does is up to you|Which one is up to you|The choice is in your keeping]."',
    '"[Shout|Roar|Stamp] [it out|if you need to|first], [here|out here|on the hill], where [no one|nobody] [minds|is hurt|will hear]," said the {helper}. "[Then|After that|Afterwards] [we will|we can|let us] [talk|think|plan]."',
    'The {helper} [listened|heard {him} out|let {him} rage] [to the end|without a word|till the words ran out], then [said|nodded and said|answered]: "[That makes sense|I see why you are angry|Of course you mind]. [What do you want|What would be fair|What do you need] now?"',
    '"[Anger|Being angry|Fury] is [not|never] [wicked|shameful|bad]," said the {helper}. "[It is|It\'s] [what we feel|what a heart feels|how we know] when [something precious|a thing that matters|something we love|something that matters] [is|has been] [trampled|stepped on|treated badly]."',
  ],
  morals: [
    'Anger [honestly heard|listened to|taken seriously] [shows|points to|names] what [matters|we value|we love]; [chosen words|calm words|plain words] [carry it further|say it best|deliver it well|carry it best].',
    "[It is|It's] [right|good|fair] to [mind|care|object] when [something|a thing] [is unfair|wrongs you|goes wrong]; let it [shape|draw|mark] a line, not [burn|scorch|flatten] the field.",
    '[A boundary spoken|A line held|A fence kept|A line spoken|A boundary kept] [calmly|plainly|kindly] [is worth|beats|outlasts] [a hundred|a thousand|any number of] [shouts|slammed doors|storms].',
    '[Hot|Fierce|True] [anger|feeling] [cools|settles|steadies] [best|fastest|soonest] [once|when|after] it [has been|is] [heard|named|spoken].',
    '[Under|Beneath|Inside] [most|much|every] anger [lies|lives|sits] a [hurt|care|love] [worth|that deserves] [tending|listening to|honouring].',
  ],
  couplets: [
    [
      "[Your anger|This anger|That heat] [is not|isn't|was never] [a flaw|wrong|shameful].",
      "[It is|It's] [a bell|an alarm|a signal] [that rings|ringing|that sounds] [loud|clear|true].",
    ],
    [
      '[Anger rings|The alarm sounds|Anger calls out] when [something|someone|a thing] [crosses|tramples|breaks]',
      '[a line|the fence|a rule] [around|round|that guards] [what matters|the things you value|your own].',
    ],
    [
      '[Let the anger|Let the fire|Allow the anger to] [burn|blaze|crackle] [a while|for now|tonight]',
      'in [a safe|a stone|an iron] [hearth|grate|stove], and [warm|open|spread] your hands.',
    ],
    [
      '[Ask the anger|Ask the fire|Ask the heat], [plainly|calmly|slowly]:',
      '[what wall needs building|which fence needs mending|what line needs drawing|which wall wants mending] [here|now|today]?',
    ],
    [
      "[You do not|You don't|Nobody says you] [have to|need to|must] [smile it away|nod along|laugh it off]",
      'or [swallow|bury|hide] it [whole|down deep|out of sight].',
    ],
    [
      '[Say it plainly|Speak your piece|Name it|Say your piece|Name it plainly]: [this|that|it] was [wrong|unfair|not right],',
      "and [I will not|I won't|I refuse to] [pretend|say otherwise|smile it away].",
    ],
    [
      '[Beneath|Under|Behind] [the heat|the fire|the fury], [listen|look|feel]:',
      "[often|sometimes|maybe] [there is|there's|there lies] [a hurt|a bruise|a sore place] [too|as well|beneath].",
    ],
    [
      '[That hurt|The bruise|The sore place] [only|simply|just] [wants|needs|asks] to be [seen|named|heard]',
      'and [held|kept|cared for] [a while|a moment|gently].',
    ],
    [
      '[Stamp it out|Walk it off|March it off|Stamp it down] [along|on|across] [the hill|the street|the beach]:',
      'let the [wind|rain|cold] [take the sparks away|carry the heat off|carry the smoke away|take the heat away].',
    ],
    [
      'Your no [matters|counts|is real]. Your yes [matters|counts|is real] too.',
      '[Both|The two] [deserve saying out loud|need saying aloud|deserve a voice|deserve room to be heard].',
    ],
    [
      '[Fury|Anger|Rage] [is|can be] [a torch|a lamp|a lantern], [held|carried|raised] [high|right|well];',
      '[it shows|it lights|it finds] [the path|the wrong|what matters] [clearly|plainly|at once].',
    ],
    [
      '[Nobody gets to|No one has the right to|Not one person may] [trample|walk on|step on] [what is yours|your garden|your ground]',
      '[and|then] [ask|expect|wait for] you to [smile|sweep up|be quiet].',
    ],
    [
      '[Breathe|Let a breath go|Breathe out], [long|slow|hard], [through the teeth|from the chest|from the belly|through the nose]:',
      '[the fire|the heat|the fury] [stays|burns|keeps], [but|only] [lower|smaller|steadier] [now|for now|tonight].',
    ],
    [
      '[Write|Scrawl|Scribble] [it all|the words|each word] [down|out|large]; [tear|burn|fold] [the page|it|the letter].',
      '[What|The part that] [matters|counts|is true] [will|can|is going to] [stay|remain|last].',
    ],
    [
      '[Strong feeling|Fierce anger|Hot anger] [is|means] [strong|fierce|deep] [care|caring|love]',
      '[wearing|dressed in|in] [its boots|its armour|work clothes].',
    ],
    [
      '[You mattered then|Your voice counts today|Your side counted then|You always mattered|Your voice mattered then], though [they|someone|the room]',
      '[did not|would not|forgot to] [listen|hear it|see] [at the time|at first].',
    ],
    [
      '[Anger|The fire|Fury] [says|tells you|insists]: [this|that|it] [matters|counted|mattered].',
      '[Listen|Hear it out|Nod], [and|then] [choose|decide|pick] [what|which] [words|line|step] [will follow|should follow|would be fair] [next|after|from here].',
    ],
    [
      '[Nobody|No one] [gets to|may|has the right to] [shrink you|hush you|make you small]',
      '[for|about|over] [minding|naming|noticing] [what|the wrong that] [was done|happened|hurt].',
    ],
    [
      '[Clench|Press|Curl] [your hands|your fists|your toes] [tight|hard], [then|and then] [open them wide|let them go slowly|release them fully]:',
      '[the|your] [heat|fire|anger] [stays|keeps|remains], [but|and] [your hands|your fingers|you] [are|feel|become] [free|yours|steady] [again|once more|now].',
    ],
    [
      '[Tell|Say it to|Speak to] [someone|a friend|one person] [who|that] [will|can|would] [say|answer|reply]',
      '[yes|of course|quite right], [that|this|it] [was|is] [wrong|not fair|out of order].',
    ],
    [
      "[Sleep|Rest|Night] [can|may|will] [cool|settle|steady] [what|the things|whatever] [the day|the hour|today] [could not|couldn't|did not];",
      '[tomorrow has time enough|the morning has room enough|daylight brings time enough] [to speak|to answer|to act].',
    ],
    [
      "[There is|There's] [strength|dignity|steel] in [a calm|a plain|a steady] [no|reply|voice]:",
      '[not|never] [loud|cruel|shouting], [just|only|simply] [clear as a bell|firm as a stone|clear as glass|true as a bell|steady as a stone].',
    ],
  ],
  poemEndings: [
    [
      '[Stand up|Stand tall|Stand firm], [then|and then] [sit down|rest|breathe].',
      '[You said|You have said|You spoke] [what was true|it plainly|your truth].',
    ],
    [
      '[The fire|Your fire|The heat] [can|may|will] [cool|settle|sink] now',
      '[to|into] [embers that keep you warm|a glow you can trust|coals that light the way|a glow that lights the way|coals you can trust].',
    ],
    [
      '[Keep|Hold|Guard] [the line|your line|the fence]. Let the [smoke|heat|sparks]',
      '[go out of the window|drift off on the wind|blow out to sea].',
    ],
    [
      '[Sleep|Rest|Lie down] [now|tonight|a while], [heard|honoured|clear] at last:',
      '[your anger|the fire|what you felt] [was|had been] [real|true|fair] [all along|from the start|and right].',
    ],
    [
      '[Tomorrow|Next time|In the morning], [speak|say it|draw the line] [sooner|plainer|calmly];',
      '[tonight|for now|this evening], let [the embers|the coals|the fire] [glow|rest|sleep].',
    ],
  ],
};
