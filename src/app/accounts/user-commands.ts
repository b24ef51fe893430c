// Runs a command on one user's stream and waits until the read models show it. A UserRuleError
// reaches the HTTP edge as is: the accounts error table maps its code.
import { userStreamId, type UserEvent } from '../../domain/accounts/accounts.events';
import { userDecider, type UserCommand } from '../../domain/accounts/user.decider';
import { runCommand } from '../shared/command-handler';
import type { AccountsDeps, Actor } from './accounts.deps';

export async function runUserCommand(
  deps: Pick<AccountsDeps, 'store' | 'waitForProjections'>,
  userId: number,
  command: UserCommand,
  actor: Actor,
): Promise<UserEvent[]> {
  const result = await runCommand(deps, userStreamId(userId), userDecider, command, {
    metadata: actor,
  });
  return result.events;
}
