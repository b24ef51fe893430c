// Email confirmation: a 256-bit random token per link, kept only as its SHA-256, valid for a week
// and once; a newer link voids older ones. The first link goes out with the welcome email; a new
// one on request from the Account page. The link may be opened on any device, signed in or not.
import { createHash, randomBytes } from 'node:crypto';
import { failWith } from '../shared/error-table';
import { accountsErrors } from './accounts.errors';
import { platformErrors } from '../shared/platform.errors';
import { EMAIL_CONFIRMATION_TTL_MS } from '../../domain/accounts/account-rules';
import type { AccountsDeps, Actor } from './accounts.deps';
import { confirmationEmail } from './account-emails';
import { runUserCommand } from './user-commands';
import type { Identity } from './user-view';

export interface ConfirmationLink {
  /** Only in the email. */
  token: string;
  tokenHash: string;
  expiresAt: string;
}

export const hashConfirmationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export function newConfirmationLink(now: Date): ConfirmationLink {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashConfirmationToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS).toISOString(),
  };
}

export type ResendOutcome = 'sent' | 'already_confirmed' | 'no_email';

/** Records a new link (voiding older ones) and mails it, unless the address is confirmed. */
export async function resendConfirmation(
  deps: AccountsDeps,
  userId: number,
  actor: Actor,
): Promise<ResendOutcome> {
  const row = await deps.readModel.findById(userId);
  if (!row) throw failWith(platformErrors, 'not_signed_in');
  const identity = await deps.vault.open<Identity>(userId, row.sealedIdentity);
  if (!identity?.email) return 'no_email';
  const link = newConfirmationLink(deps.clock.now());
  const events = await runUserCommand(
    deps,
    userId,
    { type: 'RequestEmailConfirmation', tokenHash: link.tokenHash, expiresAt: link.expiresAt },
    actor,
  );
  if (events.length === 0) return 'already_confirmed';
  await deps.mailer.send(confirmationEmail(deps, identity.email, link.token));
  return 'sent';
}

/** Confirms the address whose newest link carries this token; anything else is a clear 400. */
export async function confirmEmail(deps: AccountsDeps, token: string, actor: Actor): Promise<void> {
  const tokenHash = hashConfirmationToken(token);
  const userId = await deps.readModel.findUserIdByConfirmationToken(tokenHash);
  if (userId === null) throw failWith(accountsErrors, 'invalid_confirmation_token');
  await runUserCommand(
    deps,
    userId,
    { type: 'ConfirmEmail', tokenHash, now: deps.clock.now().toISOString() },
    actor,
  );
}
