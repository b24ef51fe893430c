// Poem couplets that carry the person's details, and couplets of the body and the present moment
// for any feeling. Spoken to "you" in the present tense; each couplet is one or more whole
// sentences, so any two make a stanza. A detail never takes a verb that would need to agree
// with it ("your exams" is plural), unless the verb is past or modal.
import type { DetailSlot } from './carry.data';

export type Stanza = readonly string[];

export const POEM_CARRY: Readonly<
  Record<'heavy' | 'bright', Readonly<Record<DetailSlot, readonly Stanza[]>>>
> = {
  heavy: {
    lost: [
      [
        '{LostFull} [died|passed away|slipped away] {timePast},',
        'and [still|even now|some mornings] you [turn|look up|start] to [tell {lost} something|call {lost}|say a word to {lost}].',
      ],
      [
        "[There is|There's|You carry] a [gap|hole|space] [the shape of|shaped like|the size of] {lost}",
        '[in|across|through] [every|each] [day|hour|room] [since|now|these days].',
      ],
      [
        '[You still listen|You keep listening|You half listen] for {lostFull}',
        '[at the door|in the hall|on the stairs], [out of|from|by] [old|long|loving] habit.',
      ],
      [
        '{PetTrace} [waits|stays|sits] [where it was|in its place|just as before].',
        "You [cannot|can't|do not] [touch it|disturb it|change it] [yet|just yet|today], and [that is|that's] [all right|allowed|fine].",
      ],
      [
        '[Nobody|No one|Not a soul] [greets|meets|welcomes] you [at the door|in the hall|on the mat] [now|tonight|these days];',
        "the [quiet|silence|hush] [where {lost} was|in {lost}'s place|{lost} left] [is|sounds|feels] [loud|huge|enormous].",
      ],
      [
        '[Loving|Missing|Grieving] {lost} [was|is] [never|not] [a small thing|too much|foolish];',
        '[it was|it is|this is] [a whole chapter of your life|a big piece of your heart|a long chapter of your life|a whole piece of you|a big part of your heart].',
      ],
    ],
    pet: [
      // {ifPetIll}: the mood says the animal is ill; such a couplet is chosen first.
      [
        '{ifPetIll}[Since|Ever since] {petFull} [fell ill|got sick|has been poorly],',
        'you [listen for|wake at|count] every [breath|small sound|sigh] [in the night|in the dark|till morning].',
      ],
      [
        '{PetFull} [knows you at your worst|has seen you through everything|has watched you through it all|has seen you at your worst]',
        'and [asks|wants|needs] [little|nothing much|so little] [but|except] [your company|a hand|a lap|your lap].',
      ],
      [
        '[You watch|You mind|You check on] {pet} [closely|with care|at every meal],',
        '[the way|as] [you do with family|people do for the ones they love|we do for our own|you do for the ones you love].',
      ],
      [
        '{PetFull} [curls|settles|leans] [against|beside|close to] you [tonight|on the sofa|in the dark],',
        '[warm|small|steady] and [certain|near|kind], [a|one] [comfort|friend|heartbeat] [you can hold|close by|within reach].',
      ],
    ],
    kin: [
      // {ifKinIll}: the mood says this person is ill; such a couplet is chosen first.
      [
        '{ifKinIll}[You sit|You wait|You stay] with {kin} {careAt} [a while|an hour|as long as they let you],',
        'and the [corridors|long corridors|hallways] [know|have learned] your [step|footsteps|face] [by now|already].',
      ],
      [
        '{ifKinIll}[Since|Ever since] {kin} [fell ill|got ill|became unwell],',
        'the worry [goes|comes|travels] with you [from room to room|everywhere|into every room].',
      ],
      [
        '[And|Then] [you think of|you turn to|your thoughts go to] {kin},',
        '[always|often|so often] [on your mind|in your thoughts|in your heart], [closer|nearer|dearer] [than you say|than words allow|than you let on].',
      ],
      [
        '[Thinking of|Turning to|Holding in mind] {kin}, [you know|you feel|you find]',
        'how [love|caring] and [worry|fear] [share|live in|keep] [one|the same] [house|heart|room].',
      ],
      [
        '[Somewhere|Not far|Close by], {kin} [may be|might be|could be] [thinking of you|wondering too|awake as well],',
        '[and|as] the [thread|line|cord] [between you|that joins you|you share] [holds firm|stays taut|pulls taut|holds true|stays true].',
      ],
      [
        '[Love|Caring|Fondness] for {kin} [sits|stays|lives] [close|near|deep],',
        '[tangled|knotted|woven] [with|into|through] [the worry|the ache|all this] [like ivy round a gate|like roots through the ground|like thread through a coat|like ivy through a gate].',
      ],
      [
        '[Picture|Imagine|Think of] {kin} [at the table|in the doorway|by the window]:',
        "[some|a] [love|tenderness|fierce care] [you have not|you haven't yet|you never quite] [said|named|spoken] [waits|sits|lingers] there too.",
      ],
    ],
    thing: [
      [
        '[And|Then|And then] {thing}, [holding|still holding|quietly holding] [more|so much more|far more]',
        '[than anyone|than others|than most] [could|would] [guess|know|see] [from|by] [looking|the look of {thingIt}|a glance].',
      ],
      [
        '[You keep coming back|You keep returning|Your thoughts go back] to {thing}',
        '[the way a tongue returns to a sore tooth|as the tide comes back to the shore|as a finger goes back to a bruise].',
      ],
      [
        '[All roads lead|Every thought runs|Each path turns|Every road leads|All thoughts run] [back|round] to {thing},',
        '[like|as] [water|rain|a stream] [finds|runs to|seeks] [the lowest|its own|the deepest] [place|level|ground].',
      ],
      [
        '{Thing}: [small|ordinary|plain] [to anyone else|to a stranger|at a glance],',
        '[and|yet] [to you|for you], [a whole|an entire|a heavy] [week|winter|world] [folded|packed|pressed] [inside|into] [{thingIt}|one word].',
      ],
      [
        '[Even|Just] [the thought of|a glimpse of|a word about] {thing}',
        '[tightens the chest a notch|stirs the ache a little|wakes something again|tightens something a little|stirs the ache again], [and you breathe through it|so you pause|and you wait it out].',
      ],
    ],
    place: [
      [
        '{AtPlace}, the [corners|rooms|walls] [hold their breath|keep still|keep quiet|hold still]',
        '[as if|like] [they knew|they know|they heard] [too|as well|the news].',
      ],
      [
        '{ThePlace}, [different|strange|changed] now: [too quiet|so quiet|too still] [at night|by evening|at dusk|by night],',
        '[too big|too small|too full] [by day|in daylight|at noon], [and|yet] [still|somehow|always] [yours|home|familiar].',
      ],
      [
        '[You walk|You move|You go] [slowly|carefully|softly] {atPlace},',
        '[as if|like] the [floor|ground|boards] [might|could] [tilt|give way|shift] [beneath you|underfoot|at any step].',
      ],
    ],
    away: [
      [
        '{AwayPlace} is [far|so far|a world away] [from here|tonight|these days],',
        '[and|yet] [your thoughts|you|your hopes] [go there|travel there|fly there] [anyway|all the same|each night].',
      ],
      [
        '[You check|You look up] the [time|weather] in {awayPlace},',
        '[as if|like] [knowing|counting] [could|might] [close|shrink|cross] the [space|miles|distance].',
      ],
    ],
    event: [
      [
        '{Event}: [at the centre|in the middle|at the heart] of [every|each] [thought|day|night],',
        '[large as a hill you must climb|heavy as weather you have to walk through|tall as a wall you will have to climb|large as a hill you will have to cross].',
      ],
      [
        '[You turn over|You go over|You replay] {event} [again|once more|in the dark],',
        '[until|till] [it|the thought|the whole thing] [fills|crowds|takes up] [every|each] [corner|room|quiet hour].',
      ],
      [
        '[When|Whenever] [the house|the night|the day] [goes|falls|grows] quiet, {event}',
        '[will|can|may] [walk|step|come] [back in|up close|in again] and [sit|settle|stand] [beside you|at your elbow|in the doorway].',
      ],
      [
        '[Ahead|Around|Behind] [every|each] [plan|hour|errand], {event}',
        '[will hum|will wait|can hang] [like|as] [a low note|weather|a distant bell] [you hear|you feel|that carries] [all day|at night|everywhere].',
      ],
    ],
  },
  bright: {
    lost: [
      [
        '[And|Surely|How] {lostFull} would have [loved|smiled at|cheered] [this|all this|today];',
        '[let|so let] [that|the thought|that love] [be part of it|belong to today|join in].',
      ],
      [
        '[You carry|You bring|You take] {lostFull} [into|along into|with you into] [the gladness|the day|the room]:',
        '[a seat kept|a place saved|a glass raised|one place kept|one seat saved] for {lost} [at the table|in the middle|in your heart].',
      ],
    ],
    pet: [
      [
        '{PetFull} [tumbles|bounces|spins] [about|around] your feet,',
        '[certain|sure|convinced] that [something good|something grand|something wonderful|the best thing] [has happened|is happening].',
      ],
      [
        '[You tell|You whisper it to|You show] {pet} [first|before anyone|straight away],',
        'and {pet} [looks|seems|appears] [suitably|properly|very] [impressed|delighted|pleased].',
      ],
      [
        '{PetFull} [joins in|wants in|is part of it], [warm|small|noisy] and [curious|busy|glad]:',
        'the [house|day|room] [feels|is] [fuller|brighter|louder] [for it|for {pet}|with {pet} in it].',
      ],
    ],
    kin: [
      [
        '[And|And then|Then] {kin}: you [picture|imagine|can see] [the face|the smile|the look]',
        '[when|as] you [tell|share] [it|the news], [and|and how] [the joy|it] [doubles|grows] [in the telling|in the sharing].',
      ],
      [
        '{Kin}, [in it|part of it|beside you] [from the start|all along|the whole way]:',
        '[this gladness|the joy|today] [is shared|is theirs|belongs to them] [too|as well|already].',
      ],
      [
        '[Ring|Call|Find] {kin} [first|tonight|soon]; [tell|share] [it|the news|all of it]',
        '[and|then] [hear|let] [the gladness|the joy|the cheer] [come back|double|echo] [to you|down the line|twice over].',
      ],
    ],
    thing: [
      [
        '{Thing}, [real|solid|shining] [at last|and true|and here]:',
        '[proof|a proof|evidence] [you can touch|to hold|in your hands] that [good things|bright things] [happen|do happen] [to you|here] [too|as well].',
      ],
      [
        '[You keep|You cannot stop] [looking at|checking|touching] {thing}',
        '[to be sure|to make certain|just to check] [this is real|it happened|you are awake].',
      ],
      [
        '[Look|Go on, look|Just look] [again|once more|one more time] at {thing}:',
        '[yes|it is true|look], [still|really|truly] [yours|there|here], [as|just as] [bright|real|solid] as [this morning|at first|before].',
      ],
      [
        '{Thing}, [the|your] [small|bright|plain] [proof|token|evidence] [in the room|on the shelf|by the door],',
        '[will keep|will go on|can go on] [saying|telling you|reminding you]: [yes|it happened|this is yours], [yes|truly|really].',
      ],
    ],
    place: [
      [
        '{ThePlace}, [new|different|bright] [today|this morning|all at once]:',
        '[as if|like] [someone|the light] [has|had] [swept the floors|dusted the air|polished the air|swept the dust away|polished the floors] [just|only] for you.',
      ],
      [
        '{AtPlace}, [even|all] the [ordinary|plain|familiar] [corners|things|windows]',
        '[seem to shine a little|look a touch brighter|appear lit up today|look brighter today|seem to shine today].',
      ],
    ],
    away: [
      [
        '{AwayPlace}, [bright|new|wide] [in your mind|and waiting|and far],',
        '[not too far for|never too far for|never so far from|not so far from] [a glad heart|good news|love].',
      ],
    ],
    event: [
      [
        '{Event}: [say it|you say it] [again|once more|out loud],',
        '[to|for] [the kettle|the mirror|the street], [until|till] [it sounds|it feels] [as true|as real] as it is.',
      ],
      [
        "[You keep|You can't stop] [going back over|thinking of|replaying] {event},",
        '[and|and each time] [it|the thought] [makes you grin|leaves you glad|sets you smiling] [again|all over again|once more].',
      ],
      [
        '{Event}! [Tell|Ring|Text] [the friends|the people|everyone] who [hoped|waited|cheered] [with you|for you|alongside you]',
        '[and|then] [hear|listen to] [their|the] [whoops|cheers|delight] [come|roll|pour] [back down|through|over] the [line|phone|air].',
      ],
      [
        "[Somewhere ahead|Years from now|Years on|One day], [you will|you'll] [remember|look back on|tell of] {event}",
        '[and|then] [smile|grin|glow] [at|for] [today|this day|how it felt], [as|just as] [you do|you are|you smile] [now|right now|already].',
      ],
    ],
  },
};

/** Someone the person is angry with: these replace the heavy {kin} couplets when anger leads. */
export const ANGRY_KIN_COUPLETS: readonly Stanza[] = [
  [
    '[You replay|You turn over|You go back to] what {kin} [did|said|let happen]',
    '[at the sink|in the car|at night], [and|till] [the heat rises|your jaw sets|the fire flares|the heat flares] [again|once more|anew].',
  ],
  [
    '[Of all people|Worst of all|And still], {kin}:',
    "[that is|this is|there is] [the sting|the bruise|the part] [that|which] [will not|won't] [cool|settle|fade] [yet|tonight|so fast].",
  ],
  [
    '[You need not give|You do not owe|Do not hand] {kin} [a smile|your silence|a shrug] [for this|tonight|today];',
    '[what happened|what was done|the wrong] [was|is] [real|yours to name|not small].',
  ],
];

/** Couplets of the body and the present moment, for any feeling. */
export const BREATH_COUPLETS: readonly Stanza[] = [
  [
    '[Put|Lay|Rest] a hand [on|against|over] your [chest|heart|ribs].',
    '[Feel|Notice] it [rise|lift], and [fall|settle|sink], and [rise|lift] [again|once more].',
  ],
  [
    '[Unclench|Soften|Loosen] the jaw. [Lower|Drop|Ease] the shoulders',
    '[from|down from] [where|the place] they [have been|were] [waiting|hiding|climbing] [by|beside|near] your ears.',
  ],
  [
    '[Notice|Feel] [the floor beneath your feet|the ground under your feet|the chair beneath you|the floor under you],',
    'the [weight|whole weight] of you, [held|carried|supported] [there|for now|without effort].',
  ],
  [
    '[Nothing|Not a thing|No part of it] [has to|needs to] be [solved|settled|decided]',
    'in the next [four|few|ten] [breaths|minutes|heartbeats].',
  ],
  [
    '[Outside|Beyond the glass|Overhead], the [sky|light|weather] [goes on|keeps on] [changing its mind|shifting its colours|turning slowly|changing its colours|shifting slowly],',
    'and [nobody|no one] [asks|tells] [the sky|it|the clouds] to [hurry|be finished|decide].',
  ],
  [
    '[Breathe|Draw a breath] in [through the nose|slowly|softly], [and|then] [let it go|allow it to go|let it drift|let it flow]',
    '[out|slowly out|out long] [through the mouth|like a sigh|like wind].',
  ],
  [
    '[Look|Gaze|Stare] [out of a window|through the glass|through a window|out of the window] [a while|a minute|awhile].',
    '[Find|Count|Name] [one|a] [tree|roof|cloud], [one|a] [bird|light|colour], [one|a] [far|small|still] [thing|point|shape].',
  ],
  [
    '[Drink|Sip] [some|a glass of|a cup of] water [slowly|carefully|mindfully];',
    '[feel|notice] [it|the cold|the cool] [go down|travel|settle], [ordinary|simple|plain] and [kind|good|true].',
  ],
  [
    '[Rub your hands together|Cup your hands round a mug|Warm your hands round a mug|Warm your hands together], [and|then] [feel|notice] the [heat|warmth]',
    '[come|seep|spread] [into|through|along] your [fingers|palms|wrists] [slowly|gently|bit by bit].',
  ],
  [
    '[Listen|Hear]: [the|a] [fridge|clock|bird], [the wind outside|a car next door|a voice far off|a car outside|a voice next door];',
    '[life is going on|the world keeps busy|the day goes humming] [around you|nearby|softly].',
  ],
];

/** Someone met through work or care: these replace the {kin} couplets about someone close. */
export const NOT_CLOSE_KIN_COUPLETS: Readonly<Record<'heavy' | 'bright', readonly Stanza[]>> = {
  heavy: [
    [
      '[You go back over|You replay|You turn over] what {kin} [said|asked|let slip],',
      '[word by word|line by line|again and again], [as if|as though] [it might|the words might] [change|come out different|soften].',
    ],
    [
      '[Whenever|Each time|Every time] {kin} [comes to mind|comes up|is mentioned],',
      '[your shoulders rise; let them fall|you brace; let it go|you hold your breath; breathe out] [again|slowly|now].',
    ],
  ],
  bright: [
    [
      '[You hear|You still hear] {kin} [say it|saying it] [again|once more|in your head],',
      'and [it glows|it shines|it warms you] [each time|every time|anew].',
    ],
  ],
};
