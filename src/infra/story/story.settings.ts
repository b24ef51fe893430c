// The story module's settings: which storyteller writes (offline or OpenAI), its model, the second
// opinion of OpenAI moderation, and the crisis lines shown with crisis care.
import { z } from 'zod';
import { bool, positiveInt } from '../config/platform-settings';

export const storySettings = z.object({
  CRISIS_RESOURCES: z.string().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_MAX_TOKENS: positiveInt.default(1200),
  /** auto: openai when OPENAI_API_KEY is set, else offline. */
  STORYTELLER: z.enum(['auto', 'offline', 'openai']).default('auto'),
  /** Default: on when OPENAI_API_KEY is set. */
  OPENAI_MODERATION: bool.optional(),
});

export type StorySettings = z.infer<typeof storySettings>;
