// Request bodies of the journey API (SPEC.md section 7). Text is length-capped at the edge.
import { z } from 'zod';
import {
  emailJourneyPayloadSchema,
  JOURNEY_TEXT_LIMITS,
} from '../../domain/story/email-journey-payload';
import { CHECK_IN_ANSWERS } from '../../domain/story/safety/check-in';
import { STORY_FORMATS } from '../../domain/story/story-format';

export const MOOD_MAX = JOURNEY_TEXT_LIMITS.mood;
export const ANSWER_MAX = JOURNEY_TEXT_LIMITS.answer;

const mood = z
  .string({ message: 'Please tell us how you are feeling.' })
  .trim()
  .min(1, 'Please tell us how you are feeling.')
  .max(MOOD_MAX, `Please keep it under ${MOOD_MAX} characters.`);
const format = z.enum(STORY_FORMATS, { message: 'Format must be fable, story or poem.' });
const title = z.string().trim().min(1, 'A story title is required.').max(200);
const answer = z
  .string()
  .trim()
  .max(ANSWER_MAX, `Please keep answers under ${ANSWER_MAX} characters.`);

/**
 * The answer to a check-in (issue 35), sent again with the same words it was asked about:
 * `checkIn` as tapped, and `checkInRef` the check-in's `checkIn.ref` (a "no" needs it).
 */
const checkInAnswer = {
  checkIn: z
    .enum(CHECK_IN_ANSWERS, { message: 'checkIn must be "yes", "no" or "rather_not_say".' })
    .optional(),
  checkInRef: z.string().trim().min(1).max(64).optional(),
};

export const moodBody = z.object({ mood, ...checkInAnswer });

export const storyBody = z.object({
  mood,
  format,
  journeyId: z.uuid('journeyId must be a UUID.').optional(),
  ...checkInAnswer,
});

/** The journey a reflection or grounding call belongs to (an extension of SPEC.md's bodies). */
const journeyOf = z.uuid('journeyId must be a UUID.').optional();

export const initialReflectionBody = z.object({
  journeyId: journeyOf,
  mood,
  storyFormat: format,
  storyTitle: title,
  storyContent: z.string().max(20_000).optional(),
  ...checkInAnswer,
});

export const followUpBody = z.object({
  journeyId: journeyOf,
  mood,
  storyFormat: format,
  storyTitle: title,
  previousReflections: z
    .array(z.object({ question: z.string().max(1000), answer }))
    .min(1, 'Please answer the question first.')
    .max(50),
  ...checkInAnswer,
});

export const groundingBody = z.object({
  journeyId: journeyOf,
  mood,
  storyFormat: format,
  storyTitle: title,
  lastReflection: answer.optional(),
  ...checkInAnswer,
});

export const emailJourneyBody = emailJourneyPayloadSchema;

export const completeJourneyBody = z.object({ journeyId: z.uuid('journeyId must be a UUID.') });
