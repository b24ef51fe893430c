// Poem stanzas, spoken to "you" in the present tense. A line's first letter is capitalised when
// it starts a stanza or follows a full stop; otherwise lines continue the sentence.
import type { DetailSlot } from './carry.data';
import type { Tone } from './tones.data';

export type Stanza = readonly string[];

export const POEM_STANZAS: Readonly<Record<Tone, readonly Stanza[]>> = {
  sit: [
    [
      '[Some mornings|Most mornings] {ache} arrives',
      'before [the light|the kettle] does,',
      '[sits|settles] on the [end of the bed|windowsill]',
      '[and waits for you|and asks nothing of you].',
    ],
    [
      "You [do not have to|needn't] [hurry|mend] this.",
      '[Grief|Sorrow] [keeps|has] its [own clock|own weather],',
      '[slow|patient] as [moss|frost] [on a wall|on stone],',
      'and [it knows|it will find] [its way|the way].',
    ],
    [
      'Let the tears [come|fall] [when they come|as they will]:',
      '[rain|they are rain] [on|for] a [dry|thirsty] [field|garden],',
      '[not|never] [a failure|weakness], [only|just]',
      '[the heart|love] [doing its work|keeping its word].',
    ],
    [
      '[What you miss|The missing] is [the shape|the size]',
      'of [what you loved|the love]; [that is|and that is]',
      '[why|how] it [fills|takes up] [the room|the house],',
      "and why it [will not|won't] [fold|shrink] [small|away].",
    ],
    [
      '[Somewhere|Some day], [not yet|not now],',
      'the [ache|weight] [will|may] [soften|wear smooth]',
      'like [sea glass|a river stone], and you',
      'will [carry|hold] it [lightly|more gently] in your [pocket|palm].',
    ],
  ],
  steady: [
    [
      '[Your mind|The mind] [runs|races] [ahead|on ahead]',
      "to [rooms|places] that [are not|aren't] [built|real] yet,",
      '[lays|sets] [every|each] table [for|with] [disaster|the worst],',
      '[and|then] [calls|shouts] you [there|to come].',
    ],
    [
      'Come back [to|into] your [feet|body].',
      '[Feel|Notice] the [chair|ground] [hold|holding] you [up|still].',
      '[In|Breathe in] for four, [out|and out] for six:',
      '[this|that] is [the whole|all the] [task|work] [for now|just now].',
    ],
    [
      '[Fear|Worry] [is|means] [care|caring] [looking|peering] [ahead|forward]',
      'with [its|both] hands [over its eyes|half over its eyes];',
      '[thank it|say thank you], [and|then] [tell it|let it know]',
      '[you|that you] [will|can] [take it from here|walk the rest].',
    ],
    [
      '[One thing|One small thing], [then|and then] [the next|another].',
      '[Nobody|No one] [climbs|crosses] [a hill|the hill]',
      '[in one|with a single] [stride|leap]; [they|people] [climb|cross] it',
      'step by step, [as you will|and so will you].',
    ],
    [
      '[And when the day|When the moment] [comes|arrives],',
      'your hands [may|might] [shake|tremble]; let them.',
      '[Brave|Courage] [was never|is not] [still|steady hands].',
      '[Brave|Courage] is [you|someone], [showing up|going] [anyway|all the same].',
    ],
  ],
  honour: [
    [
      "[Your anger|This anger] [is not|isn't] [a flaw|wrong].",
      "[It is|It's] [a bell|an alarm] [that rings|ringing]",
      'when [something|someone] [crosses|tramples] [a line|the fence]',
      '[around|round] [what matters|the things you value].',
    ],
    [
      '[Let it|Allow it to] [burn|blaze] [a while|for now]',
      'in [a safe|a stone] [hearth|grate], [and|then] [warm|hold]',
      '[your hands|your palms] [at|by] it [and|while you] [ask|wonder]:',
      '[what|which] [wall|fence] [needs|wants] [building|mending] [here|now]?',
    ],
    [
      "[You do not|You don't] [have to|need to] [smile|nod] [it away|along]",
      'or [swallow|bury] it [whole|down deep].',
      '[Say|Speak] [it plainly|your piece]: [this|that] was [wrong|unfair],',
      "and [I will not|I won't] [pretend|say otherwise].",
    ],
    [
      '[Beneath|Under] [the heat|the fire], [listen|look]:',
      "[often|sometimes] [there is|there's] [a hurt|a bruise]",
      'that [only|simply] [wants|needs] to be seen',
      'and held [a while|a moment].',
    ],
  ],
  accompany: [
    [
      '[The evenings|Evenings] [are long|stretch out],',
      'the [kettle|radio] [talks|hums] [to itself|for company],',
      'and [the phone|your phone] [lies|stays] [quiet|dark]',
      '[face down|face up] [on the table|beside the bed].',
    ],
    [
      '[Alone|Being alone] is [a room|a place];',
      "[lonely|loneliness] is [the|a] [door|window] [you|we] [cannot find|can't see].",
      '[But|And] [rooms|houses] have [doors|windows],',
      'and [doors|windows] [open|can open] [both ways|from either side].',
    ],
    [
      '[Somewhere|Out there], [someone|another person]',
      '[sits|waits] [by|at] [their own|a] [window|lamp]',
      '[wishing|hoping] [for|someone would send]',
      '[a knock|a message], [just like you|as you do].',
    ],
    [
      '[Send|Try] [one small|a single] [hello|word].',
      "It [does not|doesn't] [have to|need to] be [clever|much].",
      '[A line|One line] [cast|thrown] [across|over] the [dark|water]',
      'is [how|the way] [every|each] [bridge|friendship] [starts|begins].',
    ],
  ],
  rest: [
    [
      "[You have|You've] [carried|been carrying] [so much|a great deal]",
      '[for so long|so long now] that [the weight|it]',
      '[feels|seems] [like|almost like] [part of you|your own bones].',
      "[It is not|It isn't]. [Put it down|Set it down].",
    ],
    [
      '[Even the|The] fields [lie|rest] [fallow|bare]',
      'one [year|season] [in|out of] [every|each] [four|few];',
      '[nobody|no one] [calls|thinks] [the field|it] [lazy|idle].',
      '[Rest|Stopping] is part of [the harvest|the growing] too.',
    ],
    [
      'Let the [list|day] [wait|keep].',
      '[Lie|Sit] [down|still] [in the afternoon|for an hour],',
      '[watch|see] the [light|sun] [cross|move across] the [floor|wall],',
      'and [ask|want] [nothing|not a thing] [of yourself|from yourself].',
    ],
    [
      "[Tired|Weary] [is not|isn't] [failing|weak];",
      "[it is|it's] [your body|the body] [saying|telling you],",
      "[kindly|gently], [enough|that's enough] [for now|for today],",
      'and [asking|waiting] for you to [listen|hear it].',
    ],
  ],
  celebrate: [
    [
      '[Look at you|Look], [grinning|smiling] [like|as if]',
      'the [sun|light] [had|has] [moved in|come to stay]',
      'and [taken|is taking] [the|your] [spare room|window seat];',
      '[let it stay|let it]. [Let it|Let the light] stay [a while|all week].',
    ],
    [
      '[This|A day like this] is worth [stopping for|a pause],',
      'worth [telling|ringing] [everyone|your people],',
      'worth [a cake|dancing] [in the kitchen|round the table]',
      'with the radio [up|turned up].',
    ],
    [
      "[Do not|Don't] [wait|look] for [the catch|the other shoe].",
      "[Joy|Gladness] [is not|isn't] [a loan|a debt]",
      "[you will|you'll] [have to|need to] [pay back|repay];",
      "[it is|it's] [yours|a gift]. [Keep it|Hold it] [close|tight].",
    ],
    [
      '[Remember|Think of] the [harder|greyer] [days|mornings]',
      '[that|which] [brought|walked] you [here|this far]:',
      '[each one|every one] [was|of them was] [a step|a stair]',
      '[up|on the way] [to|towards] [this|today].',
    ],
  ],
};

/** Stanzas that carry one of the person's details, in the second person. */
export const POEM_CARRY: Readonly<
  Record<'heavy' | 'bright', Readonly<Record<DetailSlot, readonly Stanza[]>>>
> = {
  heavy: {
    lost: [
      [
        '{LostFull} [died|was gone] {timePast},',
        'and [still|even now] you [turn|look up]',
        '[to tell|to say something to] {lost},',
        'and [the room|the house] remembers [for you|first].',
      ],
      [
        '{LostFull} [is gone|has gone], and [still|even now]',
        'the [days|hours] [keep|hold] [a space|a place]',
        '[the shape of|shaped like] {lost}',
        '[that|which] [nothing else|no one else] [fits|will fill].',
      ],
      [
        "[There is|There's] a [gap|hole] [the shape of|shaped like] {lost}",
        '[in|across] [every|each] [day|hour] [since|now],',
        '[and|so] you [step around it|walk around it]',
        '[carefully|gently], [the way|as] you [would|might] [a sleeper|a sleeping dog].',
      ],
      [
        '{PetTrace} [waits|stays] [where it was|in its place].',
        "You [cannot|can't] [move it|put it away] [yet|just yet],",
        "[and|and that is] [nobody's business|all right]:",
        '{pet} [was|is] [family|your family].',
      ],
      [
        '[You listen|Listening] [for|out for] {pet}',
        '[at the door|in the hall], [the|a] [small|soft] [sounds|steps]',
        '[that|which] [made|turned] [a house|the house]',
        '[into|to] [home|a home], [for years|all those years].',
      ],
    ],
    pet: [
      [
        '[And|And there is] {petFull},',
        '[who|who has] [known|seen] you [through|at] [everything|your worst],',
        '[and|and who] [asks|wants] [so little|nothing much]',
        '[but|except] [you|your company], [near|close].',
      ],
    ],
    kin: [
      [
        '[And|And there is] {kin},',
        '[always|forever] in your [thoughts|mind],',
        '[closer|nearer] [than|even than] [you say|you tell],',
        '[heavier|dearer] than [words|you can say].',
      ],
      [
        '[You think of|Thinking of] {kin},',
        'of [all|everything] [you share|between you],',
        'and how [love|caring] and [worry|fear]',
        '[share|live in] [one|the same] [house|heart].',
      ],
    ],
    thing: [
      [
        '[And|Then] {thing},',
        '[holding|which holds] [more|so much more] [than it should|than it seems],',
        '[more|far more] [than anyone|than others] [could|would] [guess|know]',
        '[from|by] [looking|the look of it].',
      ],
      [
        '[You keep coming back|You keep returning] to {thing}',
        '[the way|as] [a tongue|the tide] [comes back|returns]',
        '[to|again to] [the same|one] [sore|worn] [place|shore],',
        '[testing|checking] [if it still hurts|it, again].',
      ],
    ],
    place: [
      [
        '{ThePlace} [is|feels] [different|strange] now,',
        '[too quiet|so quiet] [at|by] [night|evening],',
        '[the|its] [corners|rooms] [holding|keeping] [their breath|still]',
        '[as if|like] [they knew|they know] [too|as well].',
      ],
    ],
    event: [
      [
        '{Event}, [at the centre|in the middle]',
        'of [every|each] [thought|day], [large|heavy]',
        'as [a hill|weather] you [must|have to] [cross|walk through]',
        '[one|a] [step|stretch] [at a time|and then the next].',
      ],
    ],
  },
  bright: {
    lost: [
      [
        '[And|Somewhere] {lostFull}',
        '[would have|must have] [loved|smiled at] [this|all this],',
        '[would have|might have] [laughed|cheered] [out loud|the loudest];',
        '[let|so let] [that|them] [be part of it|belong to today].',
      ],
    ],
    pet: [
      [
        '{PetFull} [tumbles|bounces] [about|around] your feet,',
        '[small|warm] [and|and very] [certain|sure]',
        'that [something|the world] [good|grand] [has happened|is happening];',
        '{pet} [is right|is quite right].',
      ],
    ],
    kin: [
      [
        '[And|Then there is] {kin}:',
        '[you|you can] [picture|imagine] [the face|the smile]',
        '[when|as] [you tell|you share] [it|the news],',
        '[and|and how] [the joy|it] [doubles|grows] [in the telling|in the sharing].',
      ],
    ],
    thing: [
      [
        '{Thing}, [real|solid] [at last|and true],',
        '[proof|a proof] [you can touch|to hold],',
        'that [good things|bright things] [happen|do happen]',
        '[to you|here] [too|as well], [and did|and have].',
      ],
    ],
    place: [
      [
        '{ThePlace} [looks|seems] [new|different] [today|this morning],',
        '[as if|like] [it|someone] [has|had] [swept|dusted] [the light|the air]',
        '[and|then] [opened|flung open] [every|each] [window|door]',
        '[just|only] [for you|to let you in].',
      ],
    ],
    event: [
      [
        '{Event}: [say it|you say it] [again|once more],',
        '[out loud|aloud], [to|for] [the kettle|the mirror],',
        '[to|for] [the street|the sky], [to|and for] [anyone|yourself],',
        '[until|till] [it sounds|it feels] [as true|as real] as it is.',
      ],
    ],
  },
};

/** The closing stanza, by tone. */
export const POEM_ENDINGS: Readonly<Record<Tone, readonly Stanza[]>> = {
  sit: [
    [
      '[And|So] [go gently|be gentle] [now|today].',
      "[Love|What you loved] [does not|won't] [leave|end];",
      'it [only|simply] [changes rooms|learns new ways]',
      '[and|and quietly] [stays|goes on].',
    ],
  ],
  steady: [
    [
      '[So|And so]: [one breath|a breath].',
      '[Then|And then] [another|one more].',
      '[The ground|The floor] [is|stays] [here|steady].',
      'So [are you|is your heart]. [Still|You are] here.',
    ],
  ],
  honour: [
    [
      '[Stand up|Stand tall], [then|and then] [sit down|rest].',
      '[You said|You have said] [what was true|it true].',
      '[The fire|Your fire] [can|may] [cool|settle] now',
      '[to|into] [embers|a glow] [that keep you warm|you can trust].',
    ],
  ],
  accompany: [
    [
      '[Leave|Keep] [a lamp|a light] [in the window|on tonight].',
      '[Someone|Somebody] [is|may be] [walking|looking]',
      '[towards|for] [it|that light] [already|even now],',
      '[as|just as] you [walk|are walking] [towards|to] [theirs|them].',
    ],
  ],
  rest: [
    [
      '[Sleep|Rest] [now|tonight]. [The list|The world] [will keep|can wait].',
      "[You are|You're] [allowed|free] to [stop|be still]",
      '[before|long before] [everything|it all] is [done|finished];',
      "[you are|you're] [enough|plenty] [as you are|already].",
    ],
  ],
  celebrate: [
    [
      "[So|And so] [here is|here's] [to you|to today],",
      '[to|and to] [every|each] [step|stair] [that led here|behind you],',
      '[to|and to] [the joy|this gladness], [loud|bright] and [yours|whole]:',
      '[may it|let it] [stay|linger] [a long while|all week].',
    ],
  ],
};

/** Stanzas of the body and the present moment, for any feeling. */
export const BREATH_STANZAS: readonly Stanza[] = [
  [
    '[Put|Lay] a hand [on|against] your [chest|heart].',
    '[Feel|Notice] it [rise|lift], and [fall|settle], and [rise|lift]:',
    'the [oldest|first] [rhythm|music] you [own|know],',
    '[still|always] keeping [time|faith] [for you|with you].',
  ],
  [
    '[Unclench|Soften] the jaw. [Lower|Drop] the shoulders',
    'from [where|the place] they [have been|were] [waiting|hiding]',
    '[up|close] [by|beside] your ears,',
    'and [breathe|let the breath in] [as if|like] the air were [kind|on your side].',
  ],
  [
    '[Notice|Feel] the [floor|ground] [beneath|under] your feet,',
    'the [weight|whole weight] of you, [held|carried];',
    '[nothing|not a thing] [has to|needs to] be [solved|settled]',
    'in the next [four|few] [breaths|minutes].',
  ],
  [
    '[Outside|Beyond the glass], the [sky|light] [goes on|keeps on]',
    '[changing|shifting] its [mind|colours], [slowly|without hurry],',
    'and [nobody|no one] [asks|tells] [the clouds|the sky]',
    'to [hurry|be finished] [either|by noon].',
  ],
];
