// The journey calls of SPEC.md section 7 ("Story and reading"), each with its zod schema and
// fetcher. The story itself streams: see story-stream.ts. Any of these may answer with a crisis
// reply instead (HTTP 200), which the story flow shows with its help lines.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { StoryFormat } from '../journey.constants';
import type {
  CheckInAnswer,
  CheckInGiven,
  CrisisAnswer,
  CrisisResource,
  GroundingTools,
} from '../journey.types';

/** A help line as the server sends it ({region, line}); an entry without a line is dropped. */
const resourceSchema = z.object({ region: z.string().catch(''), line: z.string() });

/** Help lines: the well-formed ones are kept, a malformed one alone is dropped. */
const resourcesSchema = z
  .array(z.unknown())
  .catch([])
  .transform((entries) =>
    entries.flatMap((entry): CrisisResource[] => {
      const parsed = resourceSchema.safeParse(entry);
      return parsed.success && parsed.data.line.trim()
        ? [{ region: parsed.data.region, line: parsed.data.line }]
        : [];
    }),
  );

export const checkInAnswerSchema = z.object({
  safety: z.literal('check-in'),
  crisis: z.literal(true).catch(true),
  category: z.string().optional().catch(undefined),
  response: z.string(),
  resources: resourcesSchema,
  checkIn: z.object({
    question: z.string().catch(''),
    answers: z.array(
      z.object({ value: z.enum(['yes', 'no', 'rather_not_say']), label: z.string() }),
    ),
    ref: z.string(),
  }),
});

export const crisisAnswerSchema = z.object({
  safety: z.literal('crisis').optional(),
  crisis: z.literal(true),
  category: z.string().catch('crisis'),
  response: z.string(),
  resources: resourcesSchema,
});

export function isCheckInAnswer(value: unknown): value is CheckInAnswer {
  return checkInAnswerSchema.safeParse(value).success;
}

/** Crisis care (a check-in is not crisis care: it reads `safety` first). */
export function isCrisisAnswer(value: unknown): value is CrisisAnswer {
  if (typeof value === 'object' && value !== null && 'safety' in value) {
    if ((value as { safety: unknown }).safety === 'check-in') return false;
  }
  return crisisAnswerSchema.safeParse(value).success;
}

/** A check-in's answer, when the request re-sends words that got one. */
type Answered = Partial<CheckInGiven>;

const moodResponseSchema = z.union([
  checkInAnswerSchema,
  crisisAnswerSchema,
  z.object({ response: z.string() }),
]);
export type MoodResponseResult = z.infer<typeof moodResponseSchema>;

export async function fetchMoodResponse(
  mood: string,
  answered: Answered = {},
): Promise<MoodResponseResult> {
  return moodResponseSchema.parse(
    await apiRequest('/api/mood-response', { method: 'POST', body: { mood, ...answered } }),
  );
}

/** Reflections and grounding belong to the journey whose story they follow (server-checked). */
interface OfJourney extends Answered {
  journeyId?: string;
}

export interface InitialReflectionRequest extends OfJourney {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  storyContent: string;
}

const initialReflectionSchema = z.object({ question: z.string() });
// (The initial question reads the mood again for explicit risk only; a check-in is not asked.)

export async function fetchInitialReflection(
  request: InitialReflectionRequest,
): Promise<{ question: string }> {
  return initialReflectionSchema.parse(
    await apiRequest('/api/reflection/initial', { method: 'POST', body: request }),
  );
}

export interface FollowUpRequest extends OfJourney {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  previousReflections: { question: string; answer: string }[];
}

const followUpSchema = z.union([
  checkInAnswerSchema,
  crisisAnswerSchema,
  // No question (or an empty one) means every question has been asked.
  z.object({ response: z.string().catch(''), question: z.string().nullish() }),
]);
export type FollowUpResult = z.infer<typeof followUpSchema>;

export async function fetchFollowUp(request: FollowUpRequest): Promise<FollowUpResult> {
  return followUpSchema.parse(
    await apiRequest('/api/reflection/followup', { method: 'POST', body: request }),
  );
}

export interface GroundingRequest extends OfJourney {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  lastReflection?: string;
}

const groundingToolsSchema = z.object({
  quote: z.string(),
  quoteAuthor: z.string(),
  affirmations: z.array(z.string()),
  breathingExercise: z.object({
    title: z.string(),
    description: z.string(),
    steps: z.array(
      z.object({ name: z.string(), instruction: z.string(), duration: z.number().positive() }),
    ),
  }),
});

export async function fetchGroundingTools(request: GroundingRequest): Promise<GroundingTools> {
  return groundingToolsSchema.parse(
    await apiRequest('/api/grounding-tools', { method: 'POST', body: request }),
  );
}
