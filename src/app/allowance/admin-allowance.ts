// What an admin may do to a person's allowance (SPEC.md sections 4 and 9): give the period's
// journeys back (the count shows 3), grant unlimited journeys (999, for ten years), and give
// people without one a reset date. Each is an event on the person's allowance stream that
// records the acting admin.
import { firstPeriodEnd, UNLIMITED_GRANT_YEARS } from '../../domain/allowance/allowance-rules';
import { allowanceDecider, type AllowanceCommand } from '../../domain/allowance/allowance.decider';
import { allowanceStreamId, type AllowanceEvent } from '../../domain/allowance/allowance.events';
import type { Clock, WaitForProjections } from '../accounts/accounts.ports';
import { runCommand } from '../shared/command-handler';
import type { EventStore } from '../shared/event-store.port';

export interface AdminAllowanceDeps {
  store: EventStore;
  clock: Clock;
  waitForProjections: WaitForProjections;
}

type Person = { userId: number; signedUpAt: Date };
type Admin = { actor: string; correlationId: string };

async function run(
  deps: AdminAllowanceDeps,
  userId: number,
  command: AllowanceCommand,
  admin: Admin,
): Promise<AllowanceEvent[]> {
  const result = await runCommand(deps, allowanceStreamId(userId), allowanceDecider, command, {
    metadata: admin,
    maxRetries: 40,
  });
  return result.events;
}

/** A command about the person's current period (it may begin now, from their sign-up). */
const periodCommand = <T extends 'ResetJourneys' | 'InitResetDate'>(
  type: T,
  deps: AdminAllowanceDeps,
  person: Person,
) => ({
  type,
  userId: person.userId,
  now: deps.clock.now().toISOString(),
  firstPeriodEnd: firstPeriodEnd(person.signedUpAt).toISOString(),
});

export async function resetJourneys(deps: AdminAllowanceDeps, person: Person, admin: Admin) {
  await run(deps, person.userId, periodCommand('ResetJourneys', deps, person), admin);
}

/** Returns the date the grant lasts until. */
export async function grantUnlimitedJourneys(
  deps: AdminAllowanceDeps,
  person: Person,
  admin: Admin,
): Promise<string> {
  const until = new Date(deps.clock.now());
  until.setUTCFullYear(until.getUTCFullYear() + UNLIMITED_GRANT_YEARS);
  await run(
    deps,
    person.userId,
    { type: 'GrantUnlimitedJourneys', userId: person.userId, until: until.toISOString() },
    admin,
  );
  return until.toISOString();
}

/** The reset date it set, or null when the person already had one. */
export async function initResetDate(
  deps: AdminAllowanceDeps,
  person: Person,
  admin: Admin,
): Promise<string | null> {
  const events = await run(
    deps,
    person.userId,
    periodCommand('InitResetDate', deps, person),
    admin,
  );
  const renewed = events.find((event) => event.type === 'AllowancePeriodRenewed');
  return renewed?.type === 'AllowancePeriodRenewed' ? renewed.data.periodEnd : null;
}
