// Granting and revoking the admin role (npm run admin -- grant|revoke <username>).
import { AppError } from '../shared/app-error';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-rules';
import type { AccountsDeps, Actor } from './accounts.deps';
import { runUserCommand } from './user-commands';

export async function setAdminRole(
  deps: AccountsDeps,
  username: string,
  admin: boolean,
  actor: Actor,
): Promise<number> {
  const row = await deps.readModel.findByUsernameKey(deps.lookupKeys.username(username));
  if (!row) throw new AppError('not_found', ACCOUNT_MESSAGES.userNotFound);
  await runUserCommand(deps, row.userId, { type: admin ? 'GrantAdmin' : 'RevokeAdmin' }, actor);
  return row.userId;
}
