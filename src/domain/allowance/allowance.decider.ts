// The allowance aggregate (one stream per user). A journey has one story: its story starts it and
// uses one journey; the same journey id is refused another story, unless its story failed on our
// side (given back), and once it is completed. What was started and completed is scoped to the
// current period. Subscribers are unlimited: the subscription state comes in with the command.
import { DomainError } from '../shared/domain-error';
import type { Decider } from '../shared/decider';
import type { StoryFormat } from '../story/story-format';
import type { AllowanceEvent } from './allowance.events';
import { currentPeriodEnd, FREE_JOURNEYS_PER_PERIOD } from './allowance-rules';

export interface AllowanceState {
  userId: number | null;
  periodEnd: string | null;
  /** Journeys counted against the current period. */
  used: string[];
  /** Journeys of the current period that have their story (started, not given back). */
  started: string[];
  /** Journeys of the current period that ended; they accept nothing more. */
  completed: string[];
  /** Journeys are unlimited until then (an admin's grant). */
  unlimitedUntil: string | null;
}

export const initialAllowanceState = (): AllowanceState => ({
  userId: null,
  periodEnd: null,
  used: [],
  started: [],
  completed: [],
  unlimitedUntil: null,
});

export type AllowanceCommand =
  | {
      type: 'StartJourney';
      userId: number;
      journeyId: string;
      format: StoryFormat;
      now: string;
      /** Where the free periods are anchored when the stream is new: sign-up + 30 days. */
      firstPeriodEnd: string;
      hasActiveSubscription: boolean;
    }
  | { type: 'GiveBackJourney'; userId: number; journeyId: string }
  /** Admin: the period's journeys back (count 3). */
  | { type: 'ResetJourneys'; userId: number; now: string; firstPeriodEnd: string }
  /** Admin: unlimited journeys until `until`. */
  | { type: 'GrantUnlimitedJourneys'; userId: number; until: string }
  /** Admin: give a person without one a reset date (their current period). */
  | { type: 'InitResetDate'; userId: number; now: string; firstPeriodEnd: string }
  | { type: 'CompleteJourney'; userId: number; journeyId: string; emailed: boolean; now: string };

export class JourneyLimitReachedError extends DomainError<'journey_limit_reached'> {
  override readonly name = 'JourneyLimitReachedError';
  constructor() {
    super('journey_limit_reached');
  }
}

/** The journey already has its story (or has ended): a new journey is needed for another. */
export class JourneyAlreadyStartedError extends DomainError<'journey_has_story'> {
  override readonly name = 'JourneyAlreadyStartedError';
  constructor() {
    super('journey_has_story');
  }
}

/** True when the journey has its story and has not ended: reflections and grounding belong to it. */
export function isJourneyOpen(state: AllowanceState, journeyId: string): boolean {
  return state.started.includes(journeyId) && !state.completed.includes(journeyId);
}

export class UnknownJourneyError extends DomainError<'unknown_journey'> {
  override readonly name = 'UnknownJourneyError';
  constructor() {
    super('unknown_journey');
  }
}

export function decideAllowance(
  state: AllowanceState,
  command: AllowanceCommand,
): AllowanceEvent[] {
  switch (command.type) {
    case 'StartJourney': {
      const events: AllowanceEvent[] = [];
      const anchor = new Date(state.periodEnd ?? command.firstPeriodEnd);
      const periodEnd = currentPeriodEnd(anchor, new Date(command.now)).toISOString();
      let used = state.used.length;
      if (periodEnd !== state.periodEnd) {
        events.push({
          type: 'AllowancePeriodRenewed',
          data: { userId: command.userId, periodEnd },
        });
        used = 0;
      } else if (
        state.started.includes(command.journeyId) ||
        state.completed.includes(command.journeyId)
      ) {
        throw new JourneyAlreadyStartedError();
      }
      const unlimited = command.hasActiveSubscription || isUnlimited(state, command.now);
      if (!unlimited && used >= FREE_JOURNEYS_PER_PERIOD) {
        throw new JourneyLimitReachedError();
      }
      events.push({
        type: 'JourneyStarted',
        data: {
          userId: command.userId,
          journeyId: command.journeyId,
          format: command.format,
          unlimited,
          periodEnd,
          startedAt: command.now,
        },
      });
      return events;
    }
    case 'GiveBackJourney':
      if (!state.started.includes(command.journeyId)) return [];
      return [
        {
          type: 'JourneyGivenBack',
          data: {
            userId: command.userId,
            journeyId: command.journeyId,
            counted: state.used.includes(command.journeyId),
          },
        },
      ];
    case 'ResetJourneys': {
      const renewed = renewal(state, command);
      if (renewed) return [renewed];
      return state.used.length > 0
        ? [{ type: 'JourneysResetByAdmin', data: { userId: command.userId } }]
        : [];
    }
    case 'GrantUnlimitedJourneys':
      return [
        {
          type: 'UnlimitedJourneysGranted',
          data: { userId: command.userId, until: command.until },
        },
      ];
    case 'InitResetDate': {
      const renewed = state.periodEnd === null ? renewal(state, command) : null;
      return renewed ? [renewed] : [];
    }
    case 'CompleteJourney': {
      if (!state.started.includes(command.journeyId)) throw new UnknownJourneyError();
      if (state.completed.includes(command.journeyId)) return [];
      return [
        {
          type: 'JourneyCompleted',
          data: {
            userId: command.userId,
            journeyId: command.journeyId,
            emailed: command.emailed,
            completedAt: command.now,
          },
        },
      ];
    }
  }
}

export function evolveAllowance(state: AllowanceState, event: AllowanceEvent): AllowanceState {
  switch (event.type) {
    case 'AllowancePeriodRenewed':
      return {
        ...state,
        userId: event.data.userId,
        periodEnd: event.data.periodEnd,
        used: [],
        started: [],
        completed: [],
      };
    case 'JourneyStarted':
      return {
        ...state,
        userId: event.data.userId,
        periodEnd: event.data.periodEnd,
        started: [...state.started, event.data.journeyId],
        used: event.data.unlimited ? state.used : [...state.used, event.data.journeyId],
      };
    case 'JourneyGivenBack':
      return {
        ...state,
        started: state.started.filter((id) => id !== event.data.journeyId),
        used: state.used.filter((id) => id !== event.data.journeyId),
      };
    case 'JourneyCompleted':
      return { ...state, completed: [...state.completed, event.data.journeyId] };
    case 'JourneysResetByAdmin':
      return { ...state, used: [] };
    case 'UnlimitedJourneysGranted':
      return { ...state, userId: event.data.userId, unlimitedUntil: event.data.until };
  }
}

function isUnlimited(state: AllowanceState, now: string): boolean {
  return state.unlimitedUntil !== null && new Date(now) < new Date(state.unlimitedUntil);
}

/** The renewal that starts the current period, when the stream has not seen it yet. */
function renewal(
  state: AllowanceState,
  command: { userId: number; now: string; firstPeriodEnd: string },
): AllowanceEvent | null {
  const anchor = new Date(state.periodEnd ?? command.firstPeriodEnd);
  const periodEnd = currentPeriodEnd(anchor, new Date(command.now)).toISOString();
  return periodEnd === state.periodEnd
    ? null
    : { type: 'AllowancePeriodRenewed', data: { userId: command.userId, periodEnd } };
}

/** The allowance rules as one value (read, fold, decide and append live in the app layer). */
export const allowanceDecider: Decider<AllowanceState, AllowanceCommand, AllowanceEvent> = {
  decide: (command, state) => decideAllowance(state, command),
  evolve: evolveAllowance,
  initialState: initialAllowanceState,
};
