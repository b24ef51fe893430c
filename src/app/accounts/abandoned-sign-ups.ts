// A sign-up that failed late (after its key and name claims, before UserSignedUp: a crash, the
// database gone) must not keep the username and email reserved for ever. Housekeeping finds keys
// older than the grace period that belong to no account, releases the names they claimed and
// destroys them. Safe to repeat; a sign-up still under way is younger than the grace period.
import { userStreamId } from '../../domain/accounts/accounts.events';
import type { AccountsDeps } from './accounts.deps';
import { claimName } from './sign-up';

export interface AbandonedSignUp {
  userId: number;
  /** The lookup keys the sign-up claimed its names under. */
  usernameKey: string | null;
  emailKey: string | null;
}

export interface AbandonedSignUps {
  /** Keys created before `before` whose user id has no account (and was never deleted). */
  find(before: Date): Promise<AbandonedSignUp[]>;
}

export async function healAbandonedSignUps(
  deps: AccountsDeps,
  abandoned: AbandonedSignUps,
  graceMs: number,
): Promise<number> {
  const found = await abandoned.find(new Date(deps.clock.now().getTime() - graceMs));
  const actor = { actor: 'system', correlationId: 'abandoned-sign-up' };
  let healed = 0;
  for (const { userId, usernameKey, emailKey } of found) {
    // The log decides, not the read model (it may be held back): a recorded sign-up stays.
    if ((await deps.store.readStream(userStreamId(userId))).length > 0) continue;
    const release = { type: 'Release', userId } as const;
    if (usernameKey) await claimName(deps, 'username', usernameKey, release, actor);
    if (emailKey) await claimName(deps, 'email', emailKey, release, actor);
    await deps.vault.forget(userId);
    healed += 1;
  }
  return healed;
}
