// Runs a command on one user's stream and waits until the read models show it.
import { AppError } from '../shared/app-error';
import { handleCommand } from '../shared/command-handler';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-rules';
import { userStreamId, type UserEvent } from '../../domain/accounts/accounts.events';
import {
  decideUser,
  evolveUser,
  initialUserState,
  UserRuleError,
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
  try {
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
  } catch (error) {
    if (error instanceof UserRuleError) {
      if (error.code === 'invalid_reset_token')
        throw new AppError('bad_request', ACCOUNT_MESSAGES.invalidResetToken);
      if (error.code === 'invalid_confirmation_token')
        throw new AppError('bad_request', ACCOUNT_MESSAGES.invalidConfirmationToken);
      if (error.code === 'user_not_found')
        throw new AppError('not_found', ACCOUNT_MESSAGES.userNotFound);
    }
    throw error;
  }
}
