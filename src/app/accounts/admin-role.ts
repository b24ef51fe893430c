// Granting and revoking the admin role (npm run admin -- grant|revoke <username>).
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
