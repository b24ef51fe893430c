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
  await eraseDeletedPerson(deps, userId, actor);
}
