// Journey lifecycle commands on the allowance stream: start (the first story of a journey uses
// one journey), give back (its story failed), complete (emailed or ended). Racing requests are
// settled by the stream's expected revision: 20 parallel first stories by a free user -> 3 start.
import { AppError } from '../shared/app-error';
import { handleCommand } from '../shared/command-handler';
import type { EventStore } from '../shared/event-store.port';
import { allowanceStreamId, type AllowanceEvent } from '../../domain/allowance/allowance.events';
import { firstPeriodEnd } from '../../domain/allowance/allowance-rules';
import {
  decideAllowance,
  evolveAllowance,
  initialAllowanceState,
  JourneyLimitReachedError,
  UnknownJourneyError,
  type AllowanceCommand,
  type AllowanceState,
} from '../../domain/allowance/allowance.decider';
import type { StoryFormat } from '../../domain/story/story-format';
import type { Clock, WaitForProjections } from '../accounts/accounts.ports';
import type { SubscriptionStatus } from './allowance.ports';

export const JOURNEY_LIMIT_MESSAGE =
  "You've used all of your free journeys for this month. Upgrade to Trailblazer for unlimited journeys.";

export interface JourneyDeps {
  store: EventStore;
  clock: Clock;
  subscriptions: SubscriptionStatus;
  waitForProjections: WaitForProjections;
}

export interface JourneyActor {
  userId: number;
  signedUpAt: Date;
  correlationId: string;
}

async function run(deps: JourneyDeps, actor: JourneyActor, command: AllowanceCommand) {
  const result = await handleCommand<AllowanceState, AllowanceCommand, AllowanceEvent>(
    deps.store,
    allowanceStreamId(actor.userId),
    decideAllowance,
    evolveAllowance,
    initialAllowanceState(),
    command,
    // Many tabs may race on one person's allowance; each retry means another request got through.
    {
      metadata: {
        actor: String(actor.userId),
        correlationId: actor.correlationId,
        causationId: null,
      },
      maxRetries: 40,
    },
  );
  if (result.appendResult) await deps.waitForProjections(result.appendResult.position);
  return result;
}

/** True when this call started the journey (false: it had started before). */
export async function startJourney(
  deps: JourneyDeps,
  actor: JourneyActor,
  journeyId: string,
  format: StoryFormat,
): Promise<boolean> {
  try {
    const result = await run(deps, actor, {
      type: 'StartJourney',
      userId: actor.userId,
      journeyId,
      format,
      now: deps.clock.now().toISOString(),
      firstPeriodEnd: firstPeriodEnd(actor.signedUpAt).toISOString(),
      hasActiveSubscription: await deps.subscriptions.hasActiveSubscription(actor.userId),
    });
    return result.events.length > 0;
  } catch (error) {
    if (error instanceof JourneyLimitReachedError)
      throw new AppError('forbidden', JOURNEY_LIMIT_MESSAGE);
    throw error;
  }
}

export async function giveBackJourney(
  deps: JourneyDeps,
  actor: JourneyActor,
  journeyId: string,
): Promise<void> {
  await run(deps, actor, { type: 'GiveBackJourney', userId: actor.userId, journeyId });
}

export async function completeJourney(
  deps: JourneyDeps,
  actor: JourneyActor,
  journeyId: string,
  emailed: boolean,
): Promise<void> {
  try {
    await run(deps, actor, {
      type: 'CompleteJourney',
      userId: actor.userId,
      journeyId,
      emailed,
      now: deps.clock.now().toISOString(),
    });
  } catch (error) {
    if (error instanceof UnknownJourneyError) return; // nothing to complete: a journey without a story
    throw error;
  }
}
