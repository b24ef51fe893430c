// Events of the allowance module, each a zod schema of its current version: that a journey
// started, was given back, or completed, the free period's renewals, and an admin's changes.
// Never any journey content: an id, a format, dates, a flag.
import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/event-catalogue';
import { STORY_FORMATS } from '../story/story-format';

const userId = z.number().int().positive();
const journeyId = z.string().min(1).max(100);
const isoDate = z.string().min(1);

export const allowanceEvents = {
  JourneyStarted: defineEvent(
    'JourneyStarted',
    z.object({
      userId,
      journeyId,
      format: z.enum(STORY_FORMATS),
      unlimited: z.boolean(),
      periodEnd: isoDate,
      startedAt: isoDate,
    }),
  ),
  /** A story could not be made: the journey does not count. `counted`: it had used one of the
   * free period's journeys (subscribers' journeys do not). */
  JourneyGivenBack: defineEvent(
    'JourneyGivenBack',
    z.object({ userId, journeyId, counted: z.boolean() }),
  ),
  JourneyCompleted: defineEvent(
    'JourneyCompleted',
    z.object({ userId, journeyId, emailed: z.boolean(), completedAt: isoDate }),
  ),
  AllowancePeriodRenewed: defineEvent(
    'AllowancePeriodRenewed',
    z.object({ userId, periodEnd: isoDate }),
  ),
  /** An admin gave the period's journeys back (the count shows 3 again). */
  JourneysResetByAdmin: defineEvent('JourneysResetByAdmin', z.object({ userId })),
  /** An admin made the person's journeys unlimited until a date (SPEC.md: 999, ten years). */
  UnlimitedJourneysGranted: defineEvent(
    'UnlimitedJourneysGranted',
    z.object({ userId, until: isoDate }),
  ),
};

export type JourneyStarted = EventOf<typeof allowanceEvents.JourneyStarted>;
export type JourneyGivenBack = EventOf<typeof allowanceEvents.JourneyGivenBack>;
export type JourneyCompleted = EventOf<typeof allowanceEvents.JourneyCompleted>;
export type AllowancePeriodRenewed = EventOf<typeof allowanceEvents.AllowancePeriodRenewed>;
export type JourneysResetByAdmin = EventOf<typeof allowanceEvents.JourneysResetByAdmin>;
export type UnlimitedJourneysGranted = EventOf<typeof allowanceEvents.UnlimitedJourneysGranted>;

export type AllowanceEvent =
  | JourneyStarted
  | JourneyGivenBack
  | JourneyCompleted
  | AllowancePeriodRenewed
  | JourneysResetByAdmin
  | UnlimitedJourneysGranted;

export const allowanceStreamId = (userId: number) => `allowance-${userId}`;
