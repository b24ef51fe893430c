// What every journey call shares: who is asking (the signed-in person, with the date their
// allowance counts from) and the per-person budget of storyteller calls, each of which may be a
// paid model call.
import type { AccountsDeps } from '../accounts/accounts.deps';
import {
  requireJourneyLeft,
  requireOpenJourney,
  type JourneyActor,
  type JourneyDeps,
} from '../allowance/journeys';
import { journeysErrors } from '../allowance/journeys.errors';
import { failWith } from '../shared/error-table';
import { platformErrors } from '../shared/platform.errors';
import type { SafetyCheck } from './safety.port';
import type { Storyteller } from './storyteller.port';
import type { RateCounter } from './rate-counter.port';

const HOUR = 60 * 60 * 1000;

export interface JourneyCallDeps {
  storyteller: Storyteller;
  safety: SafetyCheck;
  journeys: JourneyDeps;
  accounts: Pick<AccountsDeps, 'readModel'>;
  /** Storyteller calls per person per hour. */
  aiBudget: { counter: RateCounter; perHour: number };
}

/** The request's caller, as the journey commands need them. */
export interface Caller {
  userId: number;
  correlationId: string;
}

export async function journeyActor(
  deps: Pick<JourneyCallDeps, 'accounts'>,
  caller: Caller,
): Promise<JourneyActor> {
  const row = await deps.accounts.readModel.findById(caller.userId);
  if (!row) throw failWith(platformErrors, 'not_signed_in');
  return { ...caller, signedUpAt: row.signedUpAt };
}

/** Spends one storyteller call from the person's hourly budget (after crisis help, never before). */
export async function spendAiBudget(
  deps: Pick<JourneyCallDeps, 'aiBudget'>,
  actor: JourneyActor,
): Promise<void> {
  const { counter, perHour } = deps.aiBudget;
  const count = await counter.hit(`storyteller:${actor.userId}`, HOUR);
  if (count.points > perHour) throw failWith(journeysErrors, 'too_many_ai_requests');
}

/** Whether a paid call outside the storyteller (read aloud) may run for this caller. */
export type JourneyGate = (caller: Caller, journeyId?: string) => Promise<void>;

/**
 * A paid call belongs to the caller's journey: with a journeyId, that journey must be theirs and
 * open (its story told, not ended); before the story (no journeyId yet), a journey must be left,
 * as for the mood reply. So nobody at 0 journeys uses it as a free service.
 */
export async function requireJourneyForCall(
  deps: Pick<JourneyCallDeps, 'accounts' | 'journeys'>,
  caller: Caller,
  journeyId?: string,
): Promise<void> {
  const actor = await journeyActor(deps, caller);
  if (journeyId) await requireOpenJourney(deps.journeys, actor, journeyId);
  else await requireJourneyLeft(deps.journeys, actor);
}
