// Journey lifecycle commands on the allowance stream: start (a journey's one story uses one
// journey), give back (its story failed on our side), complete (emailed or ended); and the checks
// that meter the paid calls around a story (a mood reply needs a journey left; reflections and
// grounding need an open journey of the caller). Racing requests are settled by the stream's
// expected revision: 20 parallel first stories by a free user -> 3 start.
import { failWith } from '../shared/error-table';
import { journeysErrors } from './journeys.errors';
import { runCommand } from '../shared/command-handler';
import { allowanceView } from './allowance-view';
import { asDomainEvents, type EventStore } from '../shared/event-store.port';
import { allowanceStreamId, type AllowanceEvent } from '../../domain/allowance/allowance.events';
import { firstPeriodEnd } from '../../domain/allowance/allowance-rules';
import { fold } from '../../domain/shared/decider';
import {
  allowanceDecider,
  isJourneyOpen,
  UnknownJourneyError,
  type AllowanceCommand,
  type AllowanceState,
} from '../../domain/allowance/allowance.decider';
import type { StoryFormat } from '../../domain/story/story-format';
import type { Clock, WaitForProjections } from '../accounts/accounts.ports';
import type { SubscriptionStatus } from './allowance.ports';

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

async function run(
  deps: JourneyDeps,
  actor: JourneyActor,
  command: AllowanceCommand,
): Promise<AllowanceEvent[]> {
  const result = await runCommand(
    deps,
    allowanceStreamId(actor.userId),
    allowanceDecider,
    command,
    {
      metadata: { actor: String(actor.userId), correlationId: actor.correlationId },
      // Many tabs may race on one person's allowance; each retry means another request got through.
      maxRetries: 40,
    },
  );
  return result.events;
}

async function allowanceState(deps: JourneyDeps, actor: JourneyActor): Promise<AllowanceState> {
  // The store upcasts on read: stored events have the current shapes.
  const history = await deps.store.readStream(allowanceStreamId(actor.userId));
  return fold(allowanceDecider, asDomainEvents<AllowanceEvent>(history));
}

/** A mood reply leads to a story: it needs a journey left (or a plan), like the story does. */
export async function requireJourneyLeft(deps: JourneyDeps, actor: JourneyActor): Promise<void> {
  if (await deps.subscriptions.hasActiveSubscription(actor.userId)) return;
  const state = await allowanceState(deps, actor);
  const row = state.periodEnd
    ? {
        used: state.used.length,
        periodEnd: new Date(state.periodEnd),
        unlimitedUntil: state.unlimitedUntil ? new Date(state.unlimitedUntil) : null,
      }
    : null;
  if (allowanceView(row, actor.signedUpAt, deps.clock.now()).journeyCount <= 0)
    throw failWith(journeysErrors, 'journey_limit_reached');
}

/** Reflections and grounding belong to a journey of the caller that has its story and is open. */
export async function requireOpenJourney(
  deps: JourneyDeps,
  actor: JourneyActor,
  journeyId: string | undefined,
): Promise<void> {
  if (!journeyId || !isJourneyOpen(await allowanceState(deps, actor), journeyId))
    throw failWith(journeysErrors, 'no_open_journey');
}

/** Starts the journey with its story; a journey that has its story (or ended) is refused. */
export async function startJourney(
  deps: JourneyDeps,
  actor: JourneyActor,
  journeyId: string,
  format: StoryFormat,
): Promise<void> {
  // The decider's refusals (journey_limit_reached, journey_has_story) map through journeysErrors.
  await run(deps, actor, {
    type: 'StartJourney',
    userId: actor.userId,
    journeyId,
    format,
    now: deps.clock.now().toISOString(),
    firstPeriodEnd: firstPeriodEnd(actor.signedUpAt).toISOString(),
    hasActiveSubscription: await deps.subscriptions.hasActiveSubscription(actor.userId),
  });
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
