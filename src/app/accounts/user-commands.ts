// Runs a command on one user's stream and waits until the read models show it.
import { handleCommand } from '../shared/command-handler';
import { userStreamId, type UserEvent } from '../../domain/accounts/accounts.events';
import {
  decideUser,
  evolveUser,
  initialUserState,
  type UserCommand,
  type UserState,
} from '../../domain/accounts/user.decider';
import type { AccountsDeps, Actor } from './accounts.deps';

export async function runUserCommand(
  deps: Pick<AccountsDeps, 'store' | 'waitForProjections'>,
  userId: number,
  command: UserCommand,
  actor: Actor,
): Promise<UserEvent[]> {
  // A UserRuleError reaches the HTTP edge as is: the accounts error table maps its code.
  const result = await handleCommand<UserState, UserCommand, UserEvent>(
    deps.store,
    userStreamId(userId),
    decideUser,
    evolveUser,
    initialUserState(),
    command,
    { metadata: { ...actor, causationId: null } },
  );
  if (result.appendResult) await deps.waitForProjections(result.appendResult.position);
  return result.events as unknown as UserEvent[];
}
