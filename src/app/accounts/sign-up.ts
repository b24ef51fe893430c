// Sign-up: claim the username and the email (reservation streams: exactly one of two racing
// sign-ups wins), then record the user with their personal data sealed under a new key.
import { AppError } from '../shared/app-error';
import { handleCommand } from '../shared/command-handler';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-rules';
import {
  reservationStreamId,
  userStreamId,
  type ReservationEvent,
  type UserEvent,
} from '../../domain/accounts/accounts.events';
import {
  decideReservation,
  evolveReservation,
  initialReservationState,
  NameTakenError,
  type ReservationCommand,
} from '../../domain/accounts/reservation.decider';
import {
  decideUser,
  evolveUser,
  initialUserState,
  type UserCommand,
} from '../../domain/accounts/user.decider';
import type { AccountsDeps, Actor } from './accounts.deps';
import { welcomeEmail } from './account-emails';
import { findUserView, type UserView } from './user-view';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
}

export async function claimName(
  deps: Pick<AccountsDeps, 'store'>,
  kind: 'username' | 'email',
  lookupKey: string,
  command: ReservationCommand,
  actor: Actor,
): Promise<void> {
  await handleCommand<
    ReturnType<typeof initialReservationState>,
    ReservationCommand,
    ReservationEvent
  >(
    deps.store,
    reservationStreamId(kind, lookupKey),
    decideReservation,
    evolveReservation,
    initialReservationState(),
    command,
    { metadata: { ...actor, causationId: null }, maxRetries: 5 },
  );
}

export async function signUp(
  deps: AccountsDeps,
  input: SignUpInput,
  actor: Actor,
): Promise<UserView> {
  const usernameKey = deps.lookupKeys.username(input.username);
  const emailKey = deps.lookupKeys.email(input.email);
  const userId = await deps.userIds.next();
  const claim = (kind: 'username' | 'email', key: string) =>
    claimName(deps, kind, key, { type: 'Claim', userId }, actor).catch((error: unknown) => {
      if (error instanceof NameTakenError) {
        throw new AppError(
          'conflict',
          kind === 'username' ? ACCOUNT_MESSAGES.usernameTaken : ACCOUNT_MESSAGES.emailTaken,
        );
      }
      throw error;
    });

  await claim('username', usernameKey);
  try {
    await claim('email', emailKey);
  } catch (error) {
    await claimName(deps, 'username', usernameKey, { type: 'Release', userId }, actor);
    throw error;
  }

  const passwordHash = await deps.hasher.hash(input.password);
  await deps.vault.createKey(userId);
  const sealedIdentity = await deps.vault.seal(userId, {
    username: input.username.trim(),
    email: input.email.trim(),
  });
  const sealedPassword = await deps.vault.seal(userId, passwordHash);
  const result = await handleCommand<ReturnType<typeof initialUserState>, UserCommand, UserEvent>(
    deps.store,
    userStreamId(userId),
    decideUser,
    evolveUser,
    initialUserState(),
    {
      type: 'SignUp',
      userId,
      usernameKey,
      emailKey,
      sealedIdentity,
      sealedPassword,
      now: deps.clock.now().toISOString(),
    },
    { metadata: { actor: String(userId), correlationId: actor.correlationId, causationId: null } },
  );
  if (result.appendResult) await deps.waitForProjections(result.appendResult.position);
  const user = await findUserView(deps, userId);
  if (!user) throw new Error(`user ${userId} missing from the read model after sign-up`);
  await deps.mailer
    .send(welcomeEmail(deps, { to: input.email.trim(), username: user.username }))
    .catch((error: unknown) => deps.warn('welcome email failed', error));
  return user;
}
