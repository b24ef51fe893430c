// The offline storyteller's vocabulary of meaning: the feelings and situations a mood is read as,
// the register a reply is written in, and the shapes of the data written by the team for it: the
// labelled mood set (tests/fixtures/moods-real) and the library of whole pieces (pieces/*.json).
// Content lives in data files; this file only says what a valid line or piece is.
import { z } from 'zod';

/** Feeling families (the same eight the feeling reader knows). */
export const FEELINGS = [
  'joy',
  'grief',
  'anxiety',
  'anger',
  'loneliness',
  'sadness',
  'weariness',
  'calm',
] as const;
export type FeelingFamily = (typeof FEELINGS)[number];

/**
 * What is happening in the person's life, as far as the mood says. `none`: a feeling with no
 * situation named ("just flat today").
 */
export const SITUATIONS = [
  'person-death', // a person died: parent, grandparent, partner, friend, sibling, child
  'pet-death', // a pet died or was put to sleep
  'pregnancy-loss', // miscarriage, stillbirth, failed IVF round
  'illness-close', // someone close is ill, in hospital, has a diagnosis
  'own-illness', // the person's own illness, injury, chronic pain, mental health diagnosis
  'health-scare', // waiting for results, a lump, a scan
  'breakup', // a relationship ended
  'divorce', // separation, divorce, custody
  'job-loss', // made redundant, fired, contract not renewed
  'work-stress', // overload, burnout, deadlines
  'conflict-work', // a clash with a boss or colleague
  'conflict-home', // an argument with a partner, parent, child, flatmate
  'exams', // exam or study pressure ahead
  'failure', // failed an exam, a test, a project; a setback
  'rejection', // turned down: a job, a university, a date
  'money-worry', // debt, rent, bills
  'loneliness', // no one around, isolated, left out
  'friendship-ending', // a friend drifted away or fell out
  'betrayal', // lied to, cheated on, trust broken
  'bullying', // picked on at school, online, at work
  'caring', // looking after someone: a parent with dementia, a disabled child
  'parenting', // the hard days of raising children
  'anniversary', // the date of a loss, a first birthday or Christmas without someone
  'homesickness', // missing home, far from family
  'moving-away', // leaving a place, emigrating, a friend moving away
  'new-home', // moving in, first flat, keys
  'new-baby', // a birth, a newborn, a grandchild
  'pregnancy', // expecting, a positive test, trying
  'coming-out', // telling someone who they are
  'new-job', // starting a job, a promotion, an offer
  'achievement', // passed, finished, won, learned
  'graduation', // graduating, results day that went well
  'wedding', // engagement, a wedding, an anniversary of marriage
  'new-love', // falling for someone, a first date that went well
  'reunion', // seeing someone after a long time
  'recovery', // getting better, clean scan, sober milestone
  'relief', // a worry resolved
  'good-day', // an ordinary good day, small joys
  'nature', // a calm moment outside: the sea, a walk, the garden
  'friendship', // a good time with friends
  'retirement', // retiring, the end of a working life
  'travel', // a trip, an adventure, a journey
  'creative', // making something: music, painting, writing, a garden
  'sleep', // can't sleep, exhausted, worn out
  'self-doubt', // imposter feelings, low confidence, comparison
  'change', // an uncertain future, a big decision, a crossroads
  'none',
] as const;
export type Situation = (typeof SITUATIONS)[number];

/**
 * How a reply must sound. `hard`: a loss, an illness, an ending, a failure or a fear is named;
 * never glad. `glad`: good news or joy with nothing hard in it. `gentle`: anything between
 * (bittersweet, mixed, nervous, unsure); the safe choice when unsure.
 */
export const REGISTERS = ['hard', 'gentle', 'glad'] as const;
export type Register = (typeof REGISTERS)[number];

/** The kinds of detail a piece can hold (slot names). */
export const SLOTS = ['person', 'pet', 'place', 'event', 'object'] as const;
export type Slot = (typeof SLOTS)[number];

/** One detail of a person's life in a labelled mood: the words as written in the text. */
export const MoodDetail = z
  .object({
    kind: z.enum(SLOTS),
    /** Exactly as it appears in the text ("my grandad", "Biscuit", "the allotment"). */
    text: z.string().min(1),
    /** For a person: "grandfather", "sister", "friend", "boss"; for a pet: "dog", "cat". */
    relation: z.string().min(1).optional(),
    /** A name when the text gives one ("Biscuit", "Maya"). */
    name: z.string().min(1).optional(),
  })
  .strict();

/** One line of the labelled mood set. */
export const LabelledMood = z
  .object({
    text: z.string().min(2).max(2000),
    feeling: z.enum(FEELINGS),
    situation: z.enum(SITUATIONS),
    register: z.enum(REGISTERS),
    /** The person's real details, each a substring of the text; [] when there are none. */
    details: z.array(MoodDetail),
    /** Misspelt words in the text and their spelling ("skool" → "school"). */
    typos: z.array(z.object({ wrong: z.string().min(1), right: z.string().min(1) }).strict()),
  })
  .strict()
  .superRefine((mood, ctx) => {
    const lower = mood.text.toLowerCase();
    for (const d of mood.details)
      if (!lower.includes(d.text.toLowerCase()))
        ctx.addIssue({ code: 'custom', message: `detail "${d.text}" is not in the text` });
    for (const t of mood.typos)
      if (!lower.includes(t.wrong.toLowerCase()))
        ctx.addIssue({ code: 'custom', message: `typo "${t.wrong}" is not in the text` });
  });
export type LabelledMood = z.infer<typeof LabelledMood>;

export const FORMATS = ['fable', 'story', 'poem'] as const;

/** `{person|someone you love}`: a slot with its fallback; capitalised (`{Person|…}`) at a start. */
const SLOT_PATTERN = /\{([A-Za-z]+)(\|([^{}]*))?\}/g;

function slotIssues(text: string): string[] {
  const issues: string[] = [];
  for (const [, name, bar, fallback] of text.matchAll(SLOT_PATTERN)) {
    if (!(SLOTS as readonly string[]).includes(name!.toLowerCase()))
      issues.push(`unknown slot {${name}}`);
    if (!bar || !fallback?.trim()) issues.push(`slot {${name}} has no fallback`);
  }
  if (/[{}]/.test(text.replace(SLOT_PATTERN, ''))) issues.push('a stray brace');
  return issues;
}

/** One whole piece of the library, written by the team. */
export const Piece = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    format: z.enum(FORMATS),
    /** The situation it is for; `none` pieces are chosen by feeling. */
    situation: z.enum(SITUATIONS),
    /** The feelings it suits (at least one). */
    feelings: z.array(z.enum(FEELINGS)).min(1),
    register: z.enum(REGISTERS),
    title: z.string().min(2).max(80),
    /** Paragraphs (fable, story) or stanzas (poem, lines split by "\n"). */
    body: z.array(z.string().min(1)).min(2).max(12),
  })
  .strict()
  .superRefine((piece, ctx) => {
    for (const text of [piece.title, ...piece.body])
      for (const message of slotIssues(text)) ctx.addIssue({ code: 'custom', message });
    const words = piece.body.join(' ').split(/\s+/).length;
    if (words < 80 || words > 450)
      ctx.addIssue({ code: 'custom', message: `${words} words (80-450)` });
  });
export type Piece = z.infer<typeof Piece>;

/** A file of pieces (pieces/<name>.json). */
export const PieceFile = z.array(Piece).min(1);

/** What the offline storyteller reads in a mood (understand/mood-reading.ts). */
export interface MoodReading {
  feeling: FeelingFamily;
  situation: Situation;
  register: Register;
}

/** Reads a mood by meaning; never throws (falls back to the gentle register when unsure). */
export type MoodReader = (mood: string) => Promise<MoodReading>;
