// Account deletion: the user stream records it (read models drop their rows), then the erasure
// runs at once; the erasure reactor runs it again from the event, so a crash in between heals.
import { failWith } from '../shared/error-table';
import { accountsErrors } from './accounts.errors';
import type { AccountsDeps, Actor } from './accounts.deps';
import { verifyPassword } from './log-in';
import { eraseDeletedPerson } from './erase-person';
import { runUserCommand } from './user-commands';

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
  await runUserCommand(
    deps,
    userId,
    { type: 'DeleteUser', now: deps.clock.now().toISOString() },
    actor,
  );
  // The deletion is recorded: if a step fails here, the erasure reactor finishes it from the event.
  await eraseDeletedPerson(deps, userId, actor).catch((error: unknown) =>
    deps.warn('erasure after a deletion failed; the erasure reactor will finish it', error),
  );
}
