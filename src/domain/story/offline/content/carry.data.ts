// Lines that carry the person's own details into the story, one detail at a time. Heavy lines
// serve grief, worry, anger, loneliness and weariness; bright lines serve joy. {lostFull} and
// {lost}: who was lost; {petFull}/{pet}, {kin}, {thing}, {Thing}, {event}, {Event}, {thePlace},
// {atPlace}, {timePast}, {timeAhead}, {petTrace}.

export type DetailSlot = 'lost' | 'pet' | 'kin' | 'thing' | 'place' | 'event';

export const CARRY: Readonly<
  Record<'heavy' | 'bright', Readonly<Record<DetailSlot, readonly string[]>>>
> = {
  heavy: {
    lost: [
      '{LostFull} had died {timePast}, and nothing had [quite|really] [made sense|sat straight] [since|after that].',
      '[It was|It had been] {timePast} that {lostFull} died, and {Hero} [still turned|kept turning] to [say something|tell {lost} things].',
      '{Hero} had [lost|said goodbye to] {lostFull} {timePast}, and the [days|weeks] [since|after] had [a hole|a gap] in [the middle|them] [shaped like|the shape of] {lost}.',
      '[Since|Ever since] {lostFull} [died|had gone], {Hero} [kept|found {herself}] [expecting|waiting for] {lost} [at every door|round every corner].',
      "{PetTrace} [still|now] [waited|sat] [where it always had|in its old place], and {Hero} [could not|couldn't] [move it|put it away] [yet|just yet].",
      '[Every time|Whenever] {she} [came home|opened the door], {she} [half expected|listened for] {lost}, and {petTrace} [made|left] the [quiet|room] [quieter|emptier].',
    ],
    pet: [
      '{PetFull} had been [there|at {her} side] [through|for] [everything|years], [and|so] {Hero} [watched|noticed] [every|each] [change|small change] in {pet} [closely|with care].',
      '[Every time|Whenever] {she} [looked at|thought of] {pet}, {ache} [rose|tightened] [a little|again], [the way|as] it does [for|with] [family|the ones we love].',
    ],
    kin: [
      '{Kin} [stayed|lingered] [on {her} mind|in {her} thoughts] [all the time|more than {she} said], in [ways|a way] {she} could not [easily|quite] [explain|put into words].',
      '{Hero} [thought|kept thinking] about {kin} [more|far more] than {she} [let on|told anyone].',
      '[Even|Somehow even] {kin} [could not|did not] [quite|entirely] [reach|see] [what|how] {Hero} [was feeling|felt], and {she} [wished|longed] [it were|for it to be] otherwise.',
    ],
    thing: [
      "{Thing} [sat|waited] [in the middle of everything|at the centre of it all]; {she} [could not|couldn't] [look at|think about] {thingIt} without {ache} [rising|tightening].",
      '{Hero} [kept coming back|returned again and again] to {thing}, [as|the way] [a tongue|one] [goes back|returns] to [a sore tooth|a bruise].',
      '{Thing} [held|carried] [more|so much more] than [anyone|other people] [could see|knew].',
    ],
    place: [
      '{ThePlace} [felt|seemed] [different|strange] [now|these days], [too quiet|far too quiet] [or|and] [too big|too full], [depending on the hour|whatever the hour].',
      '[Everything|All of it] [happened|unfolded] {atPlace}, [where|and there] {Hero} [moved|walked] [slowly|carefully], [as if|like] [the floor|the ground] might [tilt|give way].',
      '{AtPlace}, [even|all] the [ordinary|familiar] [corners|things] [looked|felt] [changed|unfamiliar] [to {him}|somehow].',
    ],
    event: [
      '{Event} [sat|loomed] [at the centre of it|in the middle of everything], [and|so that] {she} [thought|could think] of [little|hardly anything] else.',
      '[Every|Each] [thought|road] [led|came] [back|round] to {event}, [like|as] [water|rain] [finds|runs to] [the lowest place|the drain].',
      '{Hero} [went over|turned over] {event} [in {her} mind|again and again], [until|till] [it|the whole thing] [filled|took up] [every|each] [corner|quiet moment].',
    ],
  },
  bright: {
    lost: [
      '{Hero} [thought|thought gently] of {lostFull}, [and|who] [would have|surely would have] [loved|been glad of] [this|all this].',
      '[Somewhere|In {her} heart], {lostFull} [was|seemed] [part of it|glad] [too|as well].',
    ],
    pet: [
      '{PetFull} [bounced|tumbled] [around|about] [{her} feet|the room], [as if|like] [even|also] {pet} [knew|understood] [something|it] [good|wonderful] had happened.',
      '{Hero} [told|whispered it to] {pet} [first|before anyone else], and {pet} [seemed|looked] [suitably|properly] [impressed|delighted].',
      '{PetFull} was [there|part of it], [warm|small] and [curious|busy], and the [house|day] [felt|was] [fuller|brighter] [for it|because of {pet}].',
    ],
    kin: [
      "{Kin} had been [part of it|in it] [from the start|all along], and {Hero} [could not|couldn't] [wait|wait any longer] to [share it|tell everyone].",
      '{Hero} [thought|kept thinking] of {kin} [and grinned|and smiled] [again|once more], [picturing|imagining] [the moment|the look] when [the news|it all] [was shared|sank in].',
    ],
    thing: [
      '{Thing} [stood|sat] [there|in plain sight] [like|as] [proof|a small proof] that [good things|it] [really|truly] [happen|had happened], and {Hero} [kept|could not stop] [looking at|thinking of] {thingIt}.',
      '{Thing}, [solid|real] and [bright|shining], [stayed|sat] [close by|within reach], and {Hero} [touched|checked] {thingIt} [now and then|every so often] to be [sure|certain].',
    ],
    place: [
      '{ThePlace} [looked|seemed] [new|different] [that day|all at once], [as if|like] it [had been|was] [waiting|holding its breath] for [this|{him}].',
      '{AtPlace}, [even|all] the [ordinary|plain] [things|corners] [seemed|looked] [to shine|lit up] [a little|slightly].',
    ],
    event: [
      '{Event} [felt|seemed] [real|true] [at last|now], [and|though] {she} [kept|had to keep] [saying it|saying it aloud] to [believe|be sure of] it.',
      '{Hero} [kept|could not stop] [thinking|going back] [about|over] {event}, [and|and each time] [it|the thought] [made {him} smile|left {him} glad] [again|all over again].',
    ],
  },
};
