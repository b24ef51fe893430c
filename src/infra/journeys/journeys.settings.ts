// The journeys module's settings: the per-person limits on paid storyteller calls and on journey
// emails. (The storyteller's own settings belong to the story module: src/infra/story.)
import { z } from 'zod';
import { positiveInt } from '../config/platform-settings';

export const journeysSettings = z.object({
  /** Mood replies, stories, reflections and grounding per person per hour (each may be paid). */
  STORYTELLER_REQUESTS_PER_HOUR_PER_USER: positiveInt.default(200),
  /** Journeys one person may email in a day (the address is theirs, but mail costs and annoys). */
  JOURNEY_EMAILS_PER_DAY: positiveInt.default(10),
});

export type JourneysSettings = z.infer<typeof journeysSettings>;
