// Account deletion: the user stream records it, the unique names are released, the person's key
// is destroyed (every sealed copy of their data becomes unreadable), their sessions end and the
// outbox forgets their messages. Read models drop their rows.
import { failWith } from '../shared/error-table';
import { accountsErrors } from './accounts.errors';
import type { AccountsDeps, Actor } from './accounts.deps';
import { verifyPassword } from './log-in';
import { claimName } from './sign-up';
import { runUserCommand } from './user-commands';
import type { Identity } from './user-view';

export async function deleteAccount(
  deps: AccountsDeps,
  userId: number,
  actor: Actor,
  confirm?: { password: string },
): Promise<void> {
  const row = await deps.readModel.findById(userId);
  if (!row) throw failWith(accountsErrors, 'user_not_found');
  if (confirm && !(await verifyPassword(deps, row, confirm.password))) {
    throw failWith(accountsErrors, 'incorrect_password');
  }
  const identity = await deps.vault.open<Identity>(userId, row.sealedIdentity);
  await runUserCommand(
    deps,
    userId,
    { type: 'DeleteUser', now: deps.clock.now().toISOString() },
    actor,
  );
  await claimName(deps, 'username', row.usernameKey, { type: 'Release', userId }, actor);
  await claimName(deps, 'email', row.emailKey, { type: 'Release', userId }, actor);
  await deps.vault.forget(userId);
  await deps.sessions.revokeAllForUser(userId);
  if (identity?.email) await deps.mailer.forgetRecipient(identity.email);
}
