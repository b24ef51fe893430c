// POST /api/journeys/email: the journey (mood, story, reflections) sent to the person's own
// confirmed address, then forgotten; the journey ends as emailed. One send spends one of the
// day's journey emails before it leaves, so parallel requests cannot pass the limit together.
import { accountsErrors } from '../accounts/accounts.errors';
import type { AccountsDeps } from '../accounts/accounts.deps';
import type { Identity } from '../accounts/user-view';
import { completeJourney, type JourneyDeps } from '../allowance/journeys';
import { journeysErrors } from '../allowance/journeys.errors';
import { failWith } from '../shared/error-table';
import { platformErrors } from '../shared/platform.errors';
import type { Caller } from './journey-calls';
import { journeyEmail, type JourneyEmailPayload } from './journey-email';
import type { RateCounter } from './rate-counter.port';

const DAY = 24 * 60 * 60 * 1000;

export interface JourneyEmailDeps {
  journeys: JourneyDeps;
  accounts: Pick<AccountsDeps, 'readModel' | 'vault' | 'mailer' | 'appName' | 'appUrl'>;
  emailBudget: { counter: RateCounter; perDay: number };
  now?: () => Date;
}

export async function sendJourneyEmail(
  deps: JourneyEmailDeps,
  caller: Caller,
  payload: JourneyEmailPayload,
): Promise<void> {
  const row = await deps.accounts.readModel.findById(caller.userId);
  if (!row) throw failWith(platformErrors, 'not_signed_in');
  const actor = { ...caller, signedUpAt: row.signedUpAt };
  const identity = await deps.accounts.vault.open<Identity>(actor.userId, row.sealedIdentity);
  if (!identity?.email) throw failWith(journeysErrors, 'no_email_for_journey');
  // Only to an address the person has shown to be theirs: never to a stranger's inbox.
  if (!row.emailConfirmed) throw failWith(accountsErrors, 'email_not_confirmed');
  const { counter, perDay } = deps.emailBudget;
  const budgetKey = `journey-email:${actor.userId}`;
  const count = await counter.hit(budgetKey, DAY);
  if (count.points > perDay) {
    const now = (deps.now ?? (() => new Date()))();
    const msLeft = count.resetAt.getTime() - now.getTime();
    const minutesLeft = Math.max(1, Math.ceil(msLeft / 60_000));
    throw failWith(journeysErrors, 'too_many_journey_emails', {
      params: { perDay, hours: Math.ceil(minutesLeft / 60) },
      headers: { 'Retry-After': String(Math.ceil(msLeft / 1000)) },
    });
  }
  await deps.accounts.mailer
    .send(journeyEmail(deps.accounts, identity.email, payload))
    .catch(async () => {
      await counter.release(budgetKey); // a send that failed on our side is not counted
      throw failWith(journeysErrors, 'journey_email_failed');
    });
  if (payload.journeyId) await completeJourney(deps.journeys, actor, payload.journeyId, true);
}
