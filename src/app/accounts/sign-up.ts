// Sign-up: claim the username and the email (reservation streams: exactly one of two racing
// sign-ups wins), then record the user with their personal data sealed under a new key.
// The key is created first: its row carries the current lookup keys, unique across rotations.
import { runCommand } from '../shared/command-handler';
import { failWith } from '../shared/error-table';
import { reservationStreamId, userStreamId } from '../../domain/accounts/accounts.events';
import {
  NameTakenError,
  reservationDecider,
  type ReservationCommand,
} from '../../domain/accounts/reservation.decider';
import { userDecider } from '../../domain/accounts/user.decider';
import { accountsErrors } from './accounts.errors';
import type { AccountsDeps, Actor } from './accounts.deps';
import { welcomeEmail } from './account-emails';
import { newConfirmationLink } from './email-confirmation';
import { allowanceView } from '../allowance/allowance-view';
import { findUserView, type UserView } from './user-view';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  /** Reminders and news wanted (opt-in): absent means no. */
  engagement?: boolean;
}

export async function claimName(
  deps: Pick<AccountsDeps, 'store'>,
  kind: 'username' | 'email',
  lookupKey: string,
  command: ReservationCommand,
  actor: Actor & { causationId?: string | null },
): Promise<void> {
  await runCommand(deps, reservationStreamId(kind, lookupKey), reservationDecider, command, {
    metadata: actor,
    maxRetries: 5,
  });
}

export async function signUp(
  deps: AccountsDeps,
  input: SignUpInput,
  actor: Actor,
): Promise<UserView> {
  const usernameKey = deps.lookupKeys.username(input.username);
  const emailKey = deps.lookupKeys.email(input.email);
  const userId = await deps.userIds.next();
  const names = { username: input.username.trim(), email: input.email.trim() };
  // The key row holds the current lookup keys under a unique index: it also refuses a name that
  // a person who signed up before the last key rotation holds (their reservation stream was
  // keyed by the previous lookup secret).
  const taken = await deps.vault.createKey(userId, names);
  if (taken) {
    throw failWith(accountsErrors, taken === 'username' ? 'username_taken' : 'email_taken');
  }
  const claim = (kind: 'username' | 'email', key: string) =>
    claimName(deps, kind, key, { type: 'Claim', userId }, actor).catch((error: unknown) => {
      if (error instanceof NameTakenError) {
        throw failWith(accountsErrors, kind === 'username' ? 'username_taken' : 'email_taken');
      }
      throw error;
    });

  try {
    await claim('username', usernameKey);
  } catch (error) {
    await deps.vault.forget(userId);
    throw error;
  }
  try {
    await claim('email', emailKey);
  } catch (error) {
    await claimName(deps, 'username', usernameKey, { type: 'Release', userId }, actor);
    await deps.vault.forget(userId);
    throw error;
  }

  const passwordHash = await deps.hasher.hash(input.password);
  const sealedIdentity = await deps.vault.seal(userId, names);
  const sealedPassword = await deps.vault.seal(userId, passwordHash);
  const signedUpAt = deps.clock.now();
  const link = newConfirmationLink(signedUpAt);
  await runCommand(
    deps,
    userStreamId(userId),
    userDecider,
    {
      type: 'SignUp',
      userId,
      usernameKey,
      emailKey,
      sealedIdentity,
      sealedPassword,
      now: signedUpAt.toISOString(),
      confirmation: { tokenHash: link.tokenHash, expiresAt: link.expiresAt },
      engagement: input.engagement ?? false,
    },
    { metadata: { actor: String(userId), correlationId: actor.correlationId } },
  );
  // The sign-up is recorded even when the read models are late (e.g. held back by a long
  // transaction): then answer from the command's own result rather than fail.
  const user = (await findUserView(deps, userId)) ?? {
    id: userId,
    username: input.username.trim(),
    email: input.email.trim(),
    emailConfirmed: false,
    isAdmin: false,
    isAuditor: false,
    ...allowanceView(null, signedUpAt, deps.clock.now()),
    hasActiveSubscription: false,
  };
  await deps.mailer
    .send(
      welcomeEmail(deps, {
        to: input.email.trim(),
        username: user.username,
        confirmToken: link.token,
      }),
    )
    .catch((error: unknown) => deps.warn('welcome email failed', error));
  return user;
}
