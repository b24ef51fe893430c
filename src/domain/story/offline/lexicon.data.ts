// The offline storyteller's small lexicon: feeling words -> themes, picture words -> imagery,
// life areas -> settings. Patterns match the person's own words so the story can use them.

export type ThemeId =
  | 'weary'
  | 'stuck'
  | 'anxious'
  | 'sad'
  | 'lonely'
  | 'angry'
  | 'overwhelmed'
  | 'lost'
  | 'doubt'
  | 'change'
  | 'hopeful'
  | 'calm';

export type ImageId =
  | 'fog'
  | 'storm'
  | 'rain'
  | 'tide'
  | 'stone'
  | 'knot'
  | 'winter'
  | 'night'
  | 'maze'
  | 'walls'
  | 'fire'
  | 'dawn'
  | 'garden';

export type ContextId =
  'work' | 'study' | 'family' | 'love' | 'friends' | 'money' | 'health' | 'home';

export interface Theme {
  id: ThemeId;
  /** Used when the person named no feeling we recognise: "heavy-hearted". */
  defaultFeeling: string;
  /** What the heart is asking for, as a noun phrase: "rest that asks for nothing". */
  need: string;
  /** Fitting pictures when the mood names none of its own. */
  images: readonly ImageId[];
  /** Fitting fable heroes. */
  animals: readonly string[];
  /** True for light or settled moods: the story savours rather than consoles. */
  bright?: boolean;
}

export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  weary: {
    id: 'weary',
    defaultFeeling: 'worn thin',
    need: 'rest that asks for nothing in return',
    images: ['stone', 'winter', 'night', 'tide'],
    animals: ['tortoise', 'dormouse', 'donkey', 'snail', 'old bear', 'sloth'],
  },
  stuck: {
    id: 'stuck',
    defaultFeeling: 'stuck',
    need: 'one small step instead of the whole road',
    images: ['walls', 'winter', 'fog', 'maze'],
    animals: ['mole', 'badger', 'otter', 'mule', 'tortoise', 'beetle'],
  },
  anxious: {
    id: 'anxious',
    defaultFeeling: 'uneasy',
    need: 'steadiness, one breath at a time',
    images: ['storm', 'night', 'tide', 'knot'],
    animals: ['hare', 'field mouse', 'fawn', 'sparrow', 'hedgehog', 'rabbit'],
  },
  sad: {
    id: 'sad',
    defaultFeeling: 'heavy-hearted',
    need: 'gentleness, and room for the sorrow to be there',
    images: ['rain', 'night', 'winter', 'tide'],
    animals: ['heron', 'elephant', 'dove', 'bear cub', 'swan', 'deer'],
  },
  lonely: {
    id: 'lonely',
    defaultFeeling: 'alone',
    need: 'a voice that answers back',
    images: ['night', 'winter', 'tide', 'walls'],
    animals: ['wolf', 'goose', 'owl', 'fox', 'crow', 'hedgehog'],
  },
  angry: {
    id: 'angry',
    defaultFeeling: 'hot with frustration',
    need: 'room for the anger to say what it is protecting',
    images: ['fire', 'storm', 'knot', 'walls'],
    animals: ['badger', 'ram', 'wildcat', 'crow', 'bear', 'wasp'],
  },
  overwhelmed: {
    id: 'overwhelmed',
    defaultFeeling: 'overwhelmed',
    need: 'one thing at a time',
    images: ['tide', 'knot', 'storm', 'stone'],
    animals: ['squirrel', 'ant', 'beaver', 'bee', 'magpie', 'field mouse'],
  },
  lost: {
    id: 'lost',
    defaultFeeling: 'unsure of the way',
    need: 'the next step, not the whole map',
    images: ['fog', 'maze', 'night', 'storm'],
    animals: ['fox cub', 'young goose', 'moth', 'lamb', 'hare', 'otter'],
  },
  doubt: {
    id: 'doubt',
    defaultFeeling: 'not quite enough',
    need: 'the kindness you would give a friend',
    images: ['night', 'walls', 'stone', 'garden'],
    animals: ['wren', 'duckling', 'beetle', 'sparrow', 'moth', 'crow'],
  },
  change: {
    id: 'change',
    defaultFeeling: 'unsettled by change',
    need: 'patience while the new shape forms',
    images: ['tide', 'dawn', 'garden', 'winter'],
    animals: ['caterpillar', 'tadpole', 'snake', 'young swift', 'fox cub', 'goose'],
  },
  hopeful: {
    id: 'hopeful',
    defaultFeeling: 'hopeful',
    need: 'a moment to savour what is good',
    images: ['dawn', 'garden'],
    animals: ['lark', 'otter', 'hummingbird', 'robin', 'rabbit', 'swallow'],
    bright: true,
  },
  calm: {
    id: 'calm',
    defaultFeeling: 'quiet inside',
    need: 'stillness, and time to notice',
    images: ['dawn', 'garden'],
    animals: ['heron', 'tortoise', 'owl', 'deer', 'cat', 'swan'],
    bright: true,
  },
};

/** Loss and bereavement: the story turns to grief, and the reply says sorry. */
export const GRIEF_CUE =
  /\b((?<!(?:phone|battery|laptop|car|computer|charger|tv|plant|game|character|signal|wifi|engine)\s)died(?!\s+(?:of|a little|laughing|inside|on me|down)\b)|passed away|(?<!to\s)death(?!\s+of me\b)|funeral|bereavement|lost (?:my|our) (?:mum|mom|mother|dad|father|wife|husband|partner|son|daughter|brother|sister|friend|grand\w+|baby|dog|cat|pet)|miss(?:ing)? (?:her|him|them|my \w+))\b/i;

/** Feeling words and phrases, in the person's own wording; the first match of a pattern is kept. */
export const FEELING_CUES: ReadonlyArray<[RegExp, ThemeId]> = [
  [
    /\b(exhausted|tired|drained|worn (?:out|down|thin)|burn(?:ed|t)[ -]?out|burnout|fatigued|weary|sleepy|depleted|run[ -]down|wiped out|knackered|no energy)\b/i,
    'weary',
  ],
  [
    /\b(stuck|trapped|in a rut|going nowhere|stagnant|stagnating|frozen|paraly[sz]ed|blocked|stalled|unmotivated|spinning my wheels|treading water)\b/i,
    'stuck',
  ],
  [
    /\b(anxious|anxiety|worried|worrying|nervous|on edge|panick(?:y|ing)|panic|scared|afraid|fearful|uneasy|restless|tense|jittery|overthinking|dread(?:ing)?)\b/i,
    'anxious',
  ],
  [
    /\b(sad|sadness|(?<!(?:slow|calm|sit|settle|wind|shut|count|lie|lay|let me) )down|low|blue|unhappy|miserable|heartbroken|grieving|grief|crying|tearful|depressed|gloomy|hurt|empty|numb|disappointed|sorrow(?:ful)?|missing|loss|bereaved|flat)\b/i,
    'sad',
  ],
  [GRIEF_CUE, 'sad'],
  [
    /\b(lonely|loneliness|alone|isolated|left out|invisible|unseen|disconnected|homesick)\b/i,
    'lonely',
  ],
  [
    /\b(angry|anger|mad|furious|frustrated|frustration|irritated|annoyed|resentful|fed up|livid|bitter|rage|irritable)\b/i,
    'angry',
  ],
  [
    /\b(overwhelmed|too much|swamped|drowning|buried|stressed(?: out)?|stress|under pressure|pressured|stretched thin|juggling|snowed under|overloaded)\b/i,
    'overwhelmed',
  ],
  [
    /\b(lost(?!\s+(?:my|his|her|our|their|the|a|an|it)\b)|confused|uncertain|unsure|directionless|aimless|torn|at a crossroads|indecisive|foggy)\b/i,
    'lost',
  ],
  [
    /\b(not good enough|a failure|failing|useless|inadequate|insecure|self-doubt|doubting myself|like an imposter|imposter|ashamed|embarrassed|guilty|stupid|jealous|envious|worthless)\b/i,
    'doubt',
  ],
  [
    /\b(change|changing|moving house|moving away|new job|starting over|leaving|transition|new chapter|graduating|retiring|divorce)\b/i,
    'change',
  ],
  [
    /\b(hopeful|happy|excited|grateful|thankful|proud|joyful|glad|optimistic|inspired|relieved|content|motivated|curious)\b/i,
    'hopeful',
  ],
  [/\bfeel(?:ing|s)?\s+(good|great|better|lighter)\b/i, 'hopeful'],
  [
    /\b(calm|peaceful|okay|ok|fine|quiet|reflective|thoughtful|mellow|nostalgic|settled)\b/i,
    'calm',
  ],
];

/** Light words that a negation turns heavy: "not okay", "not happy". */
export const NEGATED_BRIGHT =
  /\b(?:not|n't|never|hardly)\s+(?:feeling\s+|very\s+|so\s+|that\s+)?(okay|ok|fine|good|great|happy|calm|myself|alright|all right)\b/i;

/** Picture words in the mood: the person's own image leads the story. */
export const IMAGE_CUES: ReadonlyArray<[RegExp, ImageId]> = [
  [/\b(fog|foggy|mist|misty|haze|hazy|cloud(?:y|ed)?|blur(?:ry)?)\b/i, 'fog'],
  [/\b(storm|stormy|thunder|hurricane|tornado|whirlwind|chaos)\b/i, 'storm'],
  [/\b(rain|raining|rainy|grey|gray|drizzle|tears)\b/i, 'rain'],
  [/\b(drown(?:ing)?|underwater|sinking|waves?|flood(?:ed|ing)?|tide|ocean|sea|water)\b/i, 'tide'],
  [/\b(weight|heavy|boulder|stone|rock|carrying|burden|load|anchor)\b/i, 'stone'],
  [/\b(knot|knotted|tangled?|twisted|wound up|tight)\b/i, 'knot'],
  [/\b(ice|icy|frozen|cold|winter|numb|snow)\b/i, 'winter'],
  [/\b(dark|darkness|night|shadow|shadows|black hole|void|tunnel)\b/i, 'night'],
  [/\b(maze|labyrinth|circles|going round|loop|treadmill|hamster wheel)\b/i, 'maze'],
  [/\b(cage|caged|walls?|prison|boxed in|trapped|cornered|locked)\b/i, 'walls'],
  [/\b(fire|burning|burn(?:ed|t)? out|explod(?:e|ing)|boiling|simmering|volcano)\b/i, 'fire'],
  [/\b(sun|sunny|sunshine|sunrise|dawn|bright|glow(?:ing)?|spark)\b/i, 'dawn'],
  [/\b(garden|grow(?:ing)?|seed|bloom(?:ing)?|spring|flower|roots?)\b/i, 'garden'],
];

/** The part of life the mood is about, for settings: "at work", "with my family". */
export const CONTEXT_CUES: ReadonlyArray<[RegExp, ContextId]> = [
  [
    /\b(work|job|boss|office|colleagues?|coworkers?|manager|shift|career|meeting|deadline|deadlines|clients?)\b/i,
    'work',
  ],
  [
    /\b(school|exams?|class(?:es)?|university|uni|college|homework|studying|study|teacher|grades|essay|revision)\b/i,
    'study',
  ],
  [
    /\b(family|mum|mom|mother|dad|father|parents?|kids|children|son|daughter|sister|brother|grandma|grandmother|grandad|grandfather)\b/i,
    'family',
  ],
  [
    /\b(partner|boyfriend|girlfriend|husband|wife|relationship|break ?up|broke up|dating|marriage|ex)\b/i,
    'love',
  ],
  [/\b(friends?|friendship|flatmates?|roommates?)\b/i, 'friends'],
  [/\b(money|bills|rent|debt|broke|paycheck|salary|mortgage)\b/i, 'money'],
  [/\b(health|sick|ill|illness|pain|hospital|doctor|diagnosis|injury|body)\b/i, 'health'],
  [/\b(home|house|apartment|moving)\b/i, 'home'],
];

/** Words that introduce the person's own comparison: "like I'm walking through fog". The
 * verb "like" ("I like my job") is not a comparison, so "like" needs a cue before or after it. */
export const SIMILE_CUES: readonly RegExp[] = [
  /\b(?:feel|feels|felt|feeling|it's|it is|is|was|am|i'm|seems|looks)\s+like\s+([^,.;!?]+)/i,
  /\blike\s+((?:i'm|i am|i was|i've been|a|an|the|being|someone|\w+ing)\b[^,.;!?]*)/i,
  /\b(?:as if|as though)\s+([^,.;!?]+)/i,
];
