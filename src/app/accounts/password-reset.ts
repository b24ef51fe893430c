// Password reset: a 256-bit random token, kept only as its SHA-256, valid once for one hour; a
// newer token voids older ones. The answer never says whether the email exists.
import { createHash, randomBytes } from 'node:crypto';
import { failWith } from '../shared/error-table';
import { accountsErrors } from './accounts.errors';
import { PASSWORD_RESET_TTL_MS } from '../../domain/accounts/account-rules';
import type { AccountsDeps, Actor } from './accounts.deps';
import { passwordResetEmail } from './account-emails';
import { runUserCommand } from './user-commands';
import type { Identity } from './user-view';

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function requestPasswordReset(
  deps: AccountsDeps,
  email: string,
  actor: Actor,
): Promise<void> {
  const row = await deps.readModel.findByEmailKey(deps.lookupKeys.email(email));
  if (!row) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + PASSWORD_RESET_TTL_MS).toISOString();
  await runUserCommand(
    deps,
    row.userId,
    { type: 'RequestPasswordReset', tokenHash: hashResetToken(token), expiresAt },
    actor,
  );
  const identity = await deps.vault.open<Identity>(row.userId, row.sealedIdentity);
  if (!identity) return;
  await deps.mailer.send(passwordResetEmail(deps, identity.email, token));
}

export async function confirmPasswordReset(
  deps: AccountsDeps,
  token: string,
  newPassword: string,
  actor: Actor,
): Promise<void> {
  const tokenHash = hashResetToken(token);
  const userId = await deps.readModel.findUserIdByResetToken(tokenHash);
  if (userId === null) throw failWith(accountsErrors, 'invalid_reset_token');
  await setPassword(deps, userId, newPassword, actor, (sealedPassword, now) => ({
    type: 'CompletePasswordReset',
    tokenHash,
    sealedPassword,
    now,
  }));
}

/** Admin or user password change: new hash, every session ends, a notice goes out. */
export async function changePassword(
  deps: AccountsDeps,
  userId: number,
  newPassword: string,
  reason: 'admin' | 'user',
  actor: Actor,
): Promise<void> {
  await setPassword(deps, userId, newPassword, actor, (sealedPassword, now) => ({
    type: 'ChangePassword',
    sealedPassword,
    reason,
    now,
  }));
}

async function setPassword(
  deps: AccountsDeps,
  userId: number,
  newPassword: string,
  actor: Actor,
  command: (sealedPassword: string, now: string) => Parameters<typeof runUserCommand>[2],
): Promise<void> {
  const hash = await deps.hasher.hash(newPassword);
  const sealedPassword = await deps.vault.seal(userId, hash);
  await runUserCommand(
    deps,
    userId,
    command(sealedPassword, deps.clock.now().toISOString()),
    actor,
  );
  await deps.sessions.revokeAllForUser(userId);
  // The notice follows the PasswordChanged event (src/app/notifications/password-changed-notice.ts).
}
