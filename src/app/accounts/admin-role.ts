// Granting and revoking the admin and auditor roles (npm run admin -- grant|revoke|grant-auditor|
// revoke-auditor <username>).
import { failWith } from '../shared/error-table';
import { accountsErrors } from './accounts.errors';
import type { AccountsDeps, Actor } from './accounts.deps';
import { runUserCommand } from './user-commands';

export async function setAdminRole(
  deps: AccountsDeps,
  username: string,
  admin: boolean,
  actor: Actor,
): Promise<number> {
  const row = await deps.readModel.findByUsernameKey(deps.lookupKeys.username(username));
  if (!row) throw failWith(accountsErrors, 'user_not_found');
  await runUserCommand(deps, row.userId, { type: admin ? 'GrantAdmin' : 'RevokeAdmin' }, actor);
  return row.userId;
}

/** The auditor role: reads the event log and runs its checks (the audit pages), nothing more. */
export async function setAuditorRole(
  deps: AccountsDeps,
  username: string,
  auditor: boolean,
  actor: Actor,
): Promise<number> {
  const row = await deps.readModel.findByUsernameKey(deps.lookupKeys.username(username));
  if (!row) throw failWith(accountsErrors, 'user_not_found');
  const type = auditor ? 'GrantAuditor' : 'RevokeAuditor';
  await runUserCommand(deps, row.userId, { type }, actor);
  return row.userId;
}
