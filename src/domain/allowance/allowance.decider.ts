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
}

export const initialAllowanceState = (): AllowanceState => ({
  userId: null,
  periodEnd: null,
  used: [],
  started: [],
  completed: [],
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
      if (!command.hasActiveSubscription && used >= FREE_JOURNEYS_PER_PERIOD) {
        throw new JourneyLimitReachedError();
      }
      events.push({
        type: 'JourneyStarted',
        data: {
          userId: command.userId,
          journeyId: command.journeyId,
          format: command.format,
          unlimited: command.hasActiveSubscription,
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
  }
}

/** The allowance rules as one value (read, fold, decide and append live in the app layer). */
export const allowanceDecider: Decider<AllowanceState, AllowanceCommand, AllowanceEvent> = {
  decide: (command, state) => decideAllowance(state, command),
  evolve: evolveAllowance,
  initialState: initialAllowanceState,
};
