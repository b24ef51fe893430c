// What follows an account deletion (UserDeleted): the outbox forgets the person's messages, their
// sessions end, their username and email are released, and their key is destroyed last (every
// sealed copy of their data becomes unreadable). Every step is safe to repeat: the deletion runs
// it at once, and the erasure reactor runs it again from the event, so a crash right after
// UserDeleted can never leave a "deleted" person's data readable.
import {
  userStreamId,
  type UserEvent,
  type UserSignedUp,
} from '../../domain/accounts/accounts.events';
import { asDomainEvents } from '../shared/event-store.port';
import type { Reactor } from '../shared/reactor';
import type { AccountsDeps, Actor } from './accounts.deps';
import { claimName } from './sign-up';
import type { Identity } from './user-view';

export async function eraseDeletedPerson(
  deps: AccountsDeps,
  userId: number,
  actor: Actor & { causationId?: string | null },
): Promise<void> {
  // The read model drops the row on deletion: the sign-up event keeps what erasure needs.
  const history = asDomainEvents<UserEvent>(await deps.store.readStream(userStreamId(userId)));
  const signedUp = history.find(
    (event): event is typeof event & UserSignedUp => event.type === 'UserSignedUp',
  );
  if (!signedUp) return;
  const identity = await deps.vault.open<Identity>(userId, signedUp.data.sealedIdentity);
  if (identity?.email) await deps.mailer.forgetRecipient(identity.email);
  await deps.sessions.revokeAllForUser(userId);
  const release = { type: 'Release', userId } as const;
  await claimName(deps, 'username', signedUp.data.usernameKey, release, actor);
  await claimName(deps, 'email', signedUp.data.emailKey, release, actor);
  await deps.vault.forget(userId);
}

/** Runs the erasure again from every UserDeleted event (at least once, after any crash). */
export function erasureReactor(deps: AccountsDeps): Reactor {
  return {
    name: 'accounts-erase-deleted-person',
    handles: ['UserDeleted'],
    react: (event) =>
      eraseDeletedPerson(deps, (event.data as { userId: number }).userId, {
        actor: 'system',
        correlationId: event.metadata.correlationId,
        causationId: event.id,
      }),
  };
}
