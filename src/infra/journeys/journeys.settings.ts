// The journeys module's settings: the storyteller (offline or OpenAI), moderation, crisis
// resources and the per-person limits on paid calls and journey emails.
import { z } from 'zod';
import { bool, positiveInt } from '../config/platform-settings';

export const journeysSettings = z.object({
  CRISIS_RESOURCES: z.string().optional(),
  /** Mood replies, stories, reflections and grounding per person per hour (each may be paid). */
  STORYTELLER_REQUESTS_PER_HOUR_PER_USER: positiveInt.default(200),
  /** Journeys one person may email in a day (the address is theirs, but mail costs and annoys). */
  JOURNEY_EMAILS_PER_DAY: positiveInt.default(10),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_MAX_TOKENS: positiveInt.default(1200),
  /** auto: openai when OPENAI_API_KEY is set, else offline. */
  STORYTELLER: z.enum(['auto', 'offline', 'openai']).default('auto'),
  /** Default: on when OPENAI_API_KEY is set. */
  OPENAI_MODERATION: bool.optional(),
});

export type JourneysSettings = z.infer<typeof journeysSettings>;
