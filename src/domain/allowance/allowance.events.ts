// Events of the allowance module: that a journey started, was given back, or completed, and the
// free period's renewals. Never any journey content: an id, a format, dates, a flag.
import type { StoryFormat } from '../story/story-format';

export interface JourneyStarted {
  type: 'JourneyStarted';
  data: {
    userId: number;
    journeyId: string;
    format: StoryFormat;
    unlimited: boolean;
    periodEnd: string;
    startedAt: string;
  };
}

/** A story could not be made: the journey does not count. */
export interface JourneyGivenBack {
  type: 'JourneyGivenBack';
  /** counted: it had used one of the free period's journeys (subscribers' journeys do not). */
  data: { userId: number; journeyId: string; counted: boolean };
}

export interface JourneyCompleted {
  type: 'JourneyCompleted';
  data: { userId: number; journeyId: string; emailed: boolean; completedAt: string };
}

export interface AllowancePeriodRenewed {
  type: 'AllowancePeriodRenewed';
  data: { userId: number; periodEnd: string };
}

/** An admin gave the period's journeys back (the count shows 3 again). */
export interface JourneysResetByAdmin {
  type: 'JourneysResetByAdmin';
  data: { userId: number };
}

/** An admin made the person's journeys unlimited until a date (SPEC.md: 999, ten years). */
export interface UnlimitedJourneysGranted {
  type: 'UnlimitedJourneysGranted';
  data: { userId: number; until: string };
}

export type AllowanceEvent =
  | JourneyStarted
  | JourneyGivenBack
  | JourneyCompleted
  | AllowancePeriodRenewed
  | JourneysResetByAdmin
  | UnlimitedJourneysGranted;

export const allowanceStreamId = (userId: number) => `allowance-${userId}`;
