// Lines that carry the person's own details into the story, one detail at a time. Heavy lines
// serve grief, worry, anger, loneliness and weariness; bright lines serve joy. {lostFull} and
// {lost}: who was lost; {petFull}/{pet}, {kin}, {thing}, {Thing}, {event}, {Event}, {thePlace},
// {atPlace}, {awayPlace} (where someone else went), {timePast}, {timeAhead}, {petTrace}. Past tense: a detail never takes "was" or
// "were" ("his exams" is plural). Choices are dense so that journeys rarely share a long run.

export type DetailSlot = 'lost' | 'pet' | 'kin' | 'thing' | 'place' | 'away' | 'event';

export const CARRY: Readonly<
  Record<'heavy' | 'bright', Readonly<Record<DetailSlot, readonly string[]>>>
> = {
  heavy: {
    lost: [
      '{LostFull} had died {timePast}, and [nothing|not one thing|hardly anything] had [quite|really|properly] [made sense|sat straight|felt right] [since|after that|from then on].',
      '[It was|It was only|It was just] {timePast} that {lostFull} [died|slipped away|passed away], and {Hero} [still turned|kept turning|still caught {herself} turning] [to say something to {lost}|to tell {lost} things|to share some small news with {lost}] [out of habit|without thinking|before remembering].',
      '{Hero} had [lost|said goodbye to|buried] {lostFull} {timePast}, and the [days|hours|mornings] [since|after|that followed] had [a hole|a gap|an empty space] in [the middle|them|their centre] [shaped like|the shape of|the size of] {lost}.',
      '[Since|Ever since|From the day] {lostFull} [died|had gone|slipped away], {Hero} [kept|found {herself}|could not stop] [expecting|waiting for|half listening for] {lost} [at every door|round every corner|on the stairs].',
      "{PetTrace} [still|now] [waited|sat|lay] [where it always had|in its old place|just as before], and {Hero} [could not|couldn't|would not] [touch it|disturb it|change it] [yet|just yet|for now].",
      '[Every time|Whenever|Each time] {she} [came home|opened the door|turned the key], {she} [half expected|listened for|braced for the absence of] {lost}, and {petTrace} [made|left|kept] the [quiet|room|hall] [quieter|emptier|stiller] [still|than ever|somehow].',
      '{LostFull} had [been|stayed|always been] [part of|at the centre of|woven into] [every|each|the whole] [ordinary day|daily routine|plain morning], [and|so] the [gap|absence|empty place] [showed|shouted|ached] [everywhere|in every room|at every turn].',
      '{Hero} [kept|could not stop] [thinking of|remembering|seeing] {lostFull}: [a voice|a laugh|a habit], [a look|a step|a smell], [small|tiny|ordinary] [things|details|moments] that [now|suddenly|these days] [meant everything|held the world|weighed so much|meant so much].',
    ],
    pet: [
      '{PetFull} had been [there|at {her} side|close by] [through everything|for years|through every change|across the years], [and|so] {Hero} [watched|noticed|minded] [every|each] [small|slight|tiny] [change|shift|sign] in {pet} [closely|with care|anxiously].',
      '[Every time|Whenever|Each time] {she} [looked at|thought of|stroked] {pet}, {ache} [rose|tightened|stirred] [a little|again|once more], [the way|as] it [does|always does] [for|with] [family|the ones we love|our own].',
      '{PetFull} [followed|trailed|shadowed] {him} from [room to room|chair to chair|door to door], [as if|like] {pet} [knew|understood|sensed] [something was wrong|that things had changed|what weighed on {him}].',
      // {ifPetIll}: the mood says the animal is ill; such a line is chosen first.
      '{ifPetIll}[Since|Ever since] {petFull} [fell ill|had been poorly|got sick], {Hero} [listened for|watched|noticed] every [small sound|breath|change] [from|in] {pet}, and [hardly|barely|only half] slept.',
      '{ifPetIll}{Hero} [made|kept] a [soft|warm|quiet] [bed|nest|corner] for {petFull}, [now poorly|poorly now|unwell now], and [each time|every time|whenever] {pet} [stirred|shifted|sighed], {she} was [awake|up|there] [at once|in a heartbeat|before {she} knew it].',
      '[At night|In the evenings|On the sofa], {petFull} [curled|settled|leaned] [against|beside|close to] {him}, [warm|heavy|steady] and [patient|trusting|calm], and {Hero} [held on|rested a hand there|stroked {pet}] [a while|for a long time|until it eased].',
    ],
    kin: [
      '{Kin} [stayed|lingered|sat] [on {her} mind|in {her} thoughts|at the edge of every thought] [all the time|more than {she} said|day and night], in [ways|a way] {she} could not [easily|quite|fully] [explain|put into words|untangle].',
      '{Hero} [thought|kept thinking|worried] about {kin} [more|far more|much more] than {she} [let on|told anyone|would admit].',
      // {ifKinIll}: the mood says this person is ill; such a line is chosen first.
      '{ifKinIll}{Hero} [visited|went to see|sat with] {kin} {careAt} [whenever {she} could|each afternoon|as often as {she} was allowed], and the [long corridors|waiting room|corridors] [grew|became] [familiar|too familiar|known to {him}].',
      '{ifKinIll}[Since|Ever since] {kin} [fell ill|got ill|became unwell], {Hero} [had carried|had kept|had held] the worry [everywhere|all day|into every room], [like a stone in a pocket|like a coat {she} could not take off|quietly, without a word].',
      '[Even|Somehow even] {kin} [could not quite grasp|did not fully see|never quite understood|could not quite see|did not fully understand|never quite saw] [what|how] {Hero} [was feeling|felt], and {she} [wished it were|wished things were|longed for it to be] otherwise.',
      '[Talking to|Sitting with|Ringing] {kin} [helped|eased things|steadied {him}] [a little|some days|now and then], [though|but|and yet] [much|a lot|most] of it [went unsaid|stayed unspoken|remained inside|stayed inside|went unspoken].',
      '{Hero} [pictured|imagined|thought of] {kin} [often|every day|at odd moments], and [each time|every time|whenever {she} did], [something|a knot|a worry] [tightened|stirred|shifted] [in {her} chest|under {her} ribs|inside].',
    ],
    thing: [
      "{Thing} [sat|waited|loomed] [in the middle of everything|at the centre of it all|at the heart of the week]; {she} [could not|couldn't] [look at|think about|go near] {thingIt} without {ache} [rising|tightening|stirring].",
      '{Hero} [kept coming back|returned again and again|went back] to {thing}, [the way a tongue goes back to a sore tooth|as a finger returns to a bruise|like the tide coming back to the shore].',
      '{Thing} [held|carried|stood for] [more|so much more|far more] than [anyone|other people|most people] [could see|knew|would guess].',
      '[Everything|Every road|Each thought] [seemed|appeared|managed] to [lead|come|circle] [back|round] to {thing}, [until|till] {Hero} [was tired of|could hardly bear|winced at] [the very thought of|the mere mention of|even a word about] {thingIt}.',
      '[Just|Simply|Even] [thinking of|being reminded of] {thing} [brought {ache} back|sent {ache} rushing back|stirred {ache} up], [sharp|strong|fresh] as [ever|the first day|before].',
    ],
    place: [
      '{ThePlace} [felt|seemed|looked] [different|strange|changed] [now|these days|lately], [too quiet|far too quiet|oddly still] or [too big|too small|too full], [depending on the hour|whatever the hour|at every hour].',
      '[Everything|All of it|The whole thing] [happened|unfolded|went on] {atPlace}, [where|and there] {Hero} [moved|walked|went about] [slowly|carefully|quietly], [as if|like] [the floor|the ground|the boards] might [tilt|give way|shift].',
      '{AtPlace}, [even|all] the [ordinary|familiar|everyday] [corners|things|sounds] [felt|seemed] [changed|unfamiliar|far away] [to {him}|somehow|now].',
      '{Hero} [walked|moved|drifted] [through|around|about] {thePlace} [as if|like] [a visitor|a stranger|a guest] [there|in it|at first], [touching|noticing|seeing] [things|doors|chairs] as if [for the first time|they belonged to someone else|they were new].',
      '[The light|The air|Even the light] {atPlace} [seemed|felt|looked] [heavier|thinner|greyer] [than before|these days|now], and {Hero} [noticed|felt|minded] it [every|each] [time|evening|morning].',
    ],
    away: [
      '{AwayPlace} [felt|seemed] [a world away|very far away|so far away] [now|these days|lately], and {Hero} [pictured|imagined] [the streets there|the light there|it] [more often than {she} said|at odd hours|every evening].',
      '[Somewhere|Far off], in {awayPlace}, [life|the days|the mornings] [went on|carried on|kept going] without {him}, and {Hero} [felt|minded|noticed] the [distance|miles|gap] [most|more] [in the evenings|at night|on quiet days].',
      '{Hero} [looked up|checked] the [time|weather] in {awayPlace} [more than once a day|every morning|without meaning to], [as if|as though] knowing it [could|might] [close|shrink|bridge] the [distance|miles|gap].',
      '[Every|Each] [road|thought|map] [seemed to] [lead|point] to {awayPlace}, [so far|so very far|too far] from [here|home|the window where {Hero} sat].',
    ],
    event: [
      '{Event} [sat|loomed|waited] [at the centre of it|in the middle of everything|at the heart of the week], [and|so that] {she} [thought|could think] of [little|hardly anything|almost nothing] else.',
      '[Every|Each] [thought|road|worry] [led|came|ran] [back|round] to {event}, [like|as] [water|rain|a stream] [finds|runs to|seeks] [the lowest place|the drain|the sea].',
      '{Hero} [went over|turned over|replayed] {event} [in {her} mind|again and again|at night], [until|till] [it|the whole thing|the thought] [filled|took up|crowded] [every|each] [corner|quiet moment|spare hour].',
      '[Whenever|Each time|If ever] {she} [forgot|stopped thinking about|lost sight of] {event} [for a moment|for a minute|briefly], [it|the thought|the worry] [came back harder|returned sharper|came back all at once|rushed back|crept back stronger].',
      '[People|Friends|Others] [asked|kept asking|wanted to know] about {event}, and {Hero} [answered|smiled|nodded] [politely|briefly|as well as {she} could] while [something|a knot|the ache] [tightened|twisted|turned] [inside|underneath|in {her} chest].',
    ],
  },
  bright: {
    lost: [
      '{Hero} [thought|thought gently|thought fondly] of {lostFull}, who [would have|surely would have|might have] [loved|been glad of|laughed with joy at] [this|all this|the news].',
      '[Somewhere|In {her} heart|Deep down], {lostFull} [was|seemed|felt] [part of it|glad|close] [too|as well|somehow].',
      '{Hero} [raised|lifted|held up] [a cup|a glass|a hand] to {lostFull} [quietly|for a moment|in {her} mind], [sure|certain|knowing] that {lost} would have [cheered|smiled|been proud|beamed].',
    ],
    pet: [
      '{PetFull} [bounced|tumbled|spun] [around|about] [{her} feet|the room|the hall], as if [even {pet}|{pet} too|{pet} also] [knew|understood|sensed] [something good|something wonderful|that something grand] had happened.',
      '{Hero} [told|whispered it to|announced it to] {pet} [first|before anyone else|straight away], and {pet} [seemed|looked|appeared] [suitably|properly|very] [impressed|delighted|pleased].',
      '{PetFull} [joined in|wanted in|insisted on being part of it], [warm|small|noisy] and [curious|busy|glad], and the [house|day|room] [felt|was|seemed] [fuller|brighter|louder] [for it|because of {pet}|with {pet} there].',
      '[Even|Naturally|Of course] {petFull} [got|was given|earned] a [treat|biscuit|titbit] [to mark the day|in celebration|for good measure], and [took it very seriously|accepted it with dignity|wolfed it down at once|took it with great dignity].',
    ],
    kin: [
      "{Kin} had been [part of it|in it|close] [from the start|all along|the whole way], and {Hero} [could not|couldn't] [wait|wait any longer] to [share it|tell everyone|celebrate together].",
      '{Hero} [thought|kept thinking] of {kin} [and grinned again|and smiled once more|and laughed out loud|and smiled again|and grinned once more], [picturing|imagining|seeing] [the moment|the look|the hug] when [the news|it all|the good news] [was shared|sank in|landed].',
      "[Telling|Ringing|Hugging] {kin} [was|felt|seemed] [the best part|almost the best part|a joy of its own], [because|since|as] [good news|gladness|joy] [doubles|grows|swells] when [it is|it's] [shared|told|passed on].",
      '{Hero} [planned|dreamed up|pictured] [a small|a proper|a joyful] [celebration|supper|toast] with {kin}, [already|even then|right away] [smiling|grinning|laughing] at the [thought|idea|plan].',
    ],
    thing: [
      '{Thing} [stood|sat] [there|in plain sight|within reach] [like|as] [proof|a small proof|evidence] that [good things really happen|it really had happened|good things truly happen|it had truly happened], and {Hero} [kept|could not stop] [looking at|thinking of|checking] {thingIt}.',
      '{Thing}, [solid|real|true] and [bright|shining|new], [stayed|sat|waited] [close by|within reach|nearby], and {Hero} [touched|checked|glanced at] {thingIt} [now and then|every so often|all day] to be [sure|certain|quite sure].',
      '{Hero} [showed off|talked about|kept mentioning] {thing} to [anyone who would listen|everyone who asked|whoever was in earshot|anyone in earshot], [and|then] [laughed|grinned|smiled] at {herself} [for it|a little|happily].',
      '[Looking at|Thinking of|Holding] {thing}, {Hero} [felt|noticed] [the gladness|a grin|a lightness] [rise|spread|bubble up] [all over again|once more|again].',
    ],
    place: [
      '{ThePlace} [looked|seemed|felt] [new|different|bright] [that day|all at once|suddenly], [as if|like] it [had been|was] [waiting|holding its breath|saving its best light] for [this|{him}|the moment].',
      '{AtPlace}, [even|all] the [ordinary|plain|familiar] [things|corners|windows] [seemed to shine a little|looked a little brighter|seemed lit up that day|looked brighter that day|appeared to shine].',
      '{Hero} [walked|wandered|danced] [through|around|about] {thePlace} [grinning|humming|laughing], [touching|noticing|greeting] [doors|walls|windows] [like|as if they were] [old friends|new friends|good company].',
      '[The air|The light|Even the light] {atPlace} [felt|seemed|looked] [warmer|brighter|clearer] [that day|than usual|all week], [or perhaps|or maybe|or so it seemed, because] {Hero} [was|felt] [that happy|simply glad|so full of joy].',
    ],
    away: [
      '{Hero} [smiled|grinned|beamed] [at the thought of|thinking of|picturing] {awayPlace}, [bright|sunny|full of new things] [and|yet] [not so far|close in {her} heart|never really far].',
      '[News|A message|Good news] from {awayPlace} [kept {Hero} smiling|kept {Hero} glowing|made {Hero} glow|left {Hero} light] [all day|for hours|all week].',
    ],
    event: [
      '{Event} [felt|seemed] [real|true] [at last|now|finally], [and|though] {she} [kept|had to keep] [saying it|saying it aloud|repeating it] to [believe it|be sure of it|take it in].',
      '{Hero} [kept thinking about|could not stop thinking about|kept going back over] {event}, [and|and each time] [it|the thought] [made {him} smile|left {him} glad|lit {him} up] [again|all over again|once more].',
      '[All day|All week|For hours], {event} [ran through {her} head|played in {her} thoughts|hummed through {her} day|played in {her} head|ran through {her} thoughts] like [a song|a tune|music] {she} [could not|did not want to|would not] [stop|switch off|forget].',
      '{Hero} [told|rang|texted] [everyone|the whole street|every friend] about {event}, [and|and then] [told|rang] [them|a few] [again|twice|all over again], [just|only|simply] for the [pleasure|joy|fun] of [saying it|hearing it|the words].',
    ],
  },
};

/** Someone the person is angry with: these replace the heavy {kin} lines when anger leads. */
export const ANGRY_KIN: readonly string[] = [
  '{Hero} [could not stop|kept|went on] [thinking about|replaying|turning over] what {kin} had [done|said|let happen], and [{her} jaw set|{her} fists clenched|{her} shoulders tightened|{her} jaw tightened|{her} fists tightened] [each time|every time|again].',
  "[Of all people|Worst of all|What stung most], it had been {kin}, [and|so] {Hero} [could not|couldn't] [simply|just] [shrug it off|let it go|laugh it away].",
  '{Hero} [rehearsed|drafted|practised] [what {she} would say to {kin}|the words {kin} needed to hear|a speech for {kin}] [in the shower|on the bus|at night], [each version|every draft] [sharper|calmer|clearer] than the [last|one before].',
  '[Whenever|Each time|If ever] {kin} [came up|crossed {her} mind|came to mind], {ache} [flared|rose|sparked] [again|once more|at once], [hot|sharp|quick] as [a struck match|a spark|a burn].',
];

/** Someone met through work or care (a vet, a doctor, a boss, a teacher): these replace the {kin}
 *  lines about someone close, which would take them for family ("ringing his vet"). */
export const NOT_CLOSE_KIN: Readonly<Record<'heavy' | 'bright', readonly string[]>> = {
  heavy: [
    '{Hero} [kept going back over|replayed|turned over] what {kin} had [said|told {him}|asked], [word by word|line by line|more than once], [as if|as though] it might [come out different|change|sound kinder] [next time|the next time|in the end].',
    '[Each time|Whenever|Every time] {kin} [came to mind|was mentioned|came up], {Hero} [braced|tensed|held {her} breath] [a little|without meaning to|for a moment], [and|then] [let it go|breathed out|loosened {her} shoulders] [again|slowly|after a while].',
    '{Hero} had not [expected|thought|imagined] that {kin} [would|could] [weigh|matter|count] [so much|this much|as much as this] [in all of it|in the whole week|in how {she} felt].',
  ],
  bright: [
    '[What|The words] {kin} had said [stayed with|kept returning to|played over in the mind of] {Hero} [all day|all evening|for hours], and [each time|every time] {she} [smiled|grinned|glowed] [again|a little more|anew].',
    '{Hero} [could still hear|kept hearing] {kin} [saying it|say it], and [each time|every time] it [felt|sounded] [new|true|just as good] [again|as before|as the first time].',
  ],
};
