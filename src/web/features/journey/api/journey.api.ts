// The journey calls of SPEC.md section 7 ("Story and reading"), each with its zod schema and
// fetcher. The story itself streams: see story-stream.ts. Any of these may answer with a crisis
// reply instead (HTTP 200), which the story flow shows with its help lines.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { StoryFormat } from '../journey.constants';
import type { CrisisAnswer, GroundingTools } from '../journey.types';

export const crisisAnswerSchema = z.object({
  crisis: z.literal(true),
  category: z.string().catch('crisis'),
  response: z.string(),
  resources: z
    .array(z.object({ region: z.string(), name: z.string(), contact: z.string() }))
    .catch([]),
});

export function isCrisisAnswer(value: unknown): value is CrisisAnswer {
  return crisisAnswerSchema.safeParse(value).success;
}

const moodResponseSchema = z.union([crisisAnswerSchema, z.object({ response: z.string() })]);
export type MoodResponseResult = z.infer<typeof moodResponseSchema>;

export async function fetchMoodResponse(mood: string): Promise<MoodResponseResult> {
  return moodResponseSchema.parse(
    await apiRequest('/api/mood-response', { method: 'POST', body: { mood } }),
  );
}

/** Reflections and grounding belong to the journey whose story they follow (server-checked). */
interface OfJourney {
  journeyId?: string;
}

export interface InitialReflectionRequest extends OfJourney {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  storyContent: string;
}

const initialReflectionSchema = z.object({ question: z.string() });

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
