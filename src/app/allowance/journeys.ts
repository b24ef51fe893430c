// Journey lifecycle commands on the allowance stream: start (a journey's one story uses one
// journey), give back (its story failed on our side), complete (emailed or ended); and the checks
// that meter the paid calls around a story (a mood reply needs a journey left; reflections and
// grounding need an open journey of the caller). Racing requests are settled by the stream's
// expected revision: 20 parallel first stories by a free user -> 3 start.
import { AppError } from '../shared/app-error';
import { handleDecider } from '../shared/command-handler';
import { allowanceView } from './allowance-view';
import type { EventStore } from '../shared/event-store.port';
import { allowanceStreamId, type AllowanceEvent } from '../../domain/allowance/allowance.events';
import { firstPeriodEnd } from '../../domain/allowance/allowance-rules';
import { fold } from '../../domain/shared/decider';
import {
  allowanceDecider,
  isJourneyOpen,
  JourneyAlreadyStartedError,
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

export const ONE_STORY_MESSAGE =
  'This journey already has its story. Start a new journey for another one.';
export const NO_JOURNEY_MESSAGE = 'Please start a journey first.';

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
  const result = await handleDecider(
    deps.store,
    allowanceStreamId(actor.userId),
    allowanceDecider,
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

async function allowanceState(deps: JourneyDeps, actor: JourneyActor): Promise<AllowanceState> {
  // The store upcasts on read: stored events have the current shapes.
  const history = await deps.store.readStream(allowanceStreamId(actor.userId));
  return fold(allowanceDecider, history as unknown as AllowanceEvent[]);
}

/** A mood reply leads to a story: it needs a journey left (or a plan), like the story does. */
export async function requireJourneyLeft(deps: JourneyDeps, actor: JourneyActor): Promise<void> {
  if (await deps.subscriptions.hasActiveSubscription(actor.userId)) return;
  const state = await allowanceState(deps, actor);
  const row = state.periodEnd
    ? { used: state.used.length, periodEnd: new Date(state.periodEnd) }
    : null;
  if (allowanceView(row, actor.signedUpAt, deps.clock.now()).journeyCount <= 0)
    throw new AppError('forbidden', JOURNEY_LIMIT_MESSAGE);
}

/** Reflections and grounding belong to a journey of the caller that has its story and is open. */
export async function requireOpenJourney(
  deps: JourneyDeps,
  actor: JourneyActor,
  journeyId: string | undefined,
): Promise<void> {
  if (!journeyId || !isJourneyOpen(await allowanceState(deps, actor), journeyId))
    throw new AppError('forbidden', NO_JOURNEY_MESSAGE);
}

/** Starts the journey with its story; a journey that has its story (or ended) is refused. */
export async function startJourney(
  deps: JourneyDeps,
  actor: JourneyActor,
  journeyId: string,
  format: StoryFormat,
): Promise<void> {
  try {
    await run(deps, actor, {
      type: 'StartJourney',
      userId: actor.userId,
      journeyId,
      format,
      now: deps.clock.now().toISOString(),
      firstPeriodEnd: firstPeriodEnd(actor.signedUpAt).toISOString(),
      hasActiveSubscription: await deps.subscriptions.hasActiveSubscription(actor.userId),
    });
  } catch (error) {
    if (error instanceof JourneyLimitReachedError)
      throw new AppError('forbidden', JOURNEY_LIMIT_MESSAGE);
    if (error instanceof JourneyAlreadyStartedError)
      throw new AppError('conflict', ONE_STORY_MESSAGE);
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
