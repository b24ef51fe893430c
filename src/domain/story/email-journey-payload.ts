// The "Email Your Journey" payload (SPEC.md section 3), defined once: the server validates
// requests with this schema and the client builds its body to the type inferred from it.
import { z } from 'zod';
import { STORY_FORMATS } from './story-format';

export const JOURNEY_TEXT_LIMITS = { mood: 2000, answer: 2000 } as const;

/** Keys that name object machinery rather than a question. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True for a time zone name Intl knows, such as Europe/Paris. */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Caps of the reflection conversation: turns, characters of one turn, characters in all. */
export const TRANSCRIPT_LIMITS = { turns: 200, text: 4000, totalText: 80_000 } as const;

export const TRANSCRIPT_ROLES = ['question', 'answer', 'reply'] as const;
export type TranscriptRole = (typeof TRANSCRIPT_ROLES)[number];

/**
 * The reflection conversation as it went in the chat (an addition to SPEC.md's payload): the AI's
 * questions, the person's answers and the AI's replies (a crisis reply with its help lines too),
 * in order. SPEC.md's question and answer fields cannot say which answer a reply followed.
 */
export const reflectionTranscriptSchema = z
  .array(
    z.object({
      role: z.enum(TRANSCRIPT_ROLES),
      text: z.string().max(TRANSCRIPT_LIMITS.text),
    }),
  )
  .max(TRANSCRIPT_LIMITS.turns)
  .refine(
    (turns) =>
      turns.reduce((sum, turn) => sum + turn.text.length, 0) <= TRANSCRIPT_LIMITS.totalText,
    `reflectionTranscript may hold at most ${TRANSCRIPT_LIMITS.totalText} characters.`,
  );
export type ReflectionTranscript = z.output<typeof reflectionTranscriptSchema>;

export const emailJourneyPayloadSchema = z.object({
  journeyId: z.uuid().optional(),
  mood: z.string().max(JOURNEY_TEXT_LIMITS.mood),
  storyFormat: z.enum(STORY_FORMATS, { message: 'Format must be fable, story or poem.' }),
  storyTitle: z.string().max(200),
  storyContent: z.string().max(20_000),
  initialReflection: z.string().max(1000).optional().default(''),
  reflectionQuestions: z.array(z.string().max(1000)).max(50).default([]),
  /** Initial answers keyed by their question, dialogue answers keyed dialogue_1, dialogue_2, ... */
  reflectionAnswers: z
    .record(z.string().max(1000), z.string().max(JOURNEY_TEXT_LIMITS.answer))
    .refine(
      (answers) => !Object.keys(answers).some((key) => RESERVED_KEYS.has(key)),
      'reflectionAnswers has a key that is not allowed.',
    )
    .default({}),
  /** The whole conversation in order; absent from older clients (then the pairs above are used). */
  reflectionTranscript: reflectionTranscriptSchema.optional(),
  timestamp: z.string().max(100),
  /** The person's IANA time zone (from their browser); the email dates the journey in it. */
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'timeZone must be a time zone name such as Europe/Paris.')
    .optional(),
});

/** What the client sends. */
export type EmailJourneyPayload = z.input<typeof emailJourneyPayloadSchema>;
/** What the server works with, defaults applied. */
export type JourneyEmailPayload = z.output<typeof emailJourneyPayloadSchema>;
