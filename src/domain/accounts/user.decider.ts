// The user aggregate: pure decide/evolve. Time and ids arrive in commands, never from inside.
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { UserEvent, PasswordChangeReason } from './accounts.events';

export interface UserState {
  status: 'none' | 'active' | 'deleted';
  userId: number | null;
  isAdmin: boolean;
  /** May read the event log and verify it (the audit pages), nothing more. */
  isAuditor: boolean;
  /** The newest reset request; a newer one voids older tokens, a completed reset voids it. */
  reset: { tokenHash: string; expiresAt: string } | null;
  /** Whether the person opened a link sent to their address (accounts from before: false). */
  emailConfirmed: boolean;
  /** The newest confirmation link; a newer one voids older ones, confirming uses it up. */
  confirmation: { tokenHash: string; expiresAt: string } | null;
}

export const initialUserState = (): UserState => ({
  status: 'none',
  userId: null,
  isAdmin: false,
  isAuditor: false,
  reset: null,
  emailConfirmed: false,
  confirmation: null,
});

export type UserCommand =
  | {
      type: 'SignUp';
      userId: number;
      usernameKey: string;
      emailKey: string;
      sealedIdentity: string;
      sealedPassword: string;
      now: string;
      /** The first confirmation link, sent with the welcome email. */
      confirmation: { tokenHash: string; expiresAt: string };
      /** Reminders and news wanted: opt-in, false unless the person asked for them. */
      engagement: boolean;
    }
  | { type: 'RequestEmailConfirmation'; tokenHash: string; expiresAt: string }
  | { type: 'ConfirmEmail'; tokenHash: string; now: string }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'CompletePasswordReset'; tokenHash: string; sealedPassword: string; now: string }
  | {
      type: 'ChangePassword';
      sealedPassword: string;
      reason: Exclude<PasswordChangeReason, 'reset' | 'unknown'>;
      now: string;
    }
  | { type: 'GrantAdmin' }
  | { type: 'RevokeAdmin' }
  | { type: 'GrantAuditor' }
  | { type: 'RevokeAuditor' }
  | { type: 'DeleteUser'; now: string };

export type UserErrorCode =
  'user_exists' | 'user_not_found' | 'invalid_reset_token' | 'invalid_confirmation_token';

export class UserRuleError extends DomainError<UserErrorCode> {
  override readonly name = 'UserRuleError';
}

function requireActive(state: UserState): number {
  if (state.status !== 'active' || state.userId === null) throw new UserRuleError('user_not_found');
  return state.userId;
}

export function decideUser(state: UserState, command: UserCommand): UserEvent[] {
  switch (command.type) {
    case 'SignUp': {
      if (state.status !== 'none') throw new UserRuleError('user_exists');
      const { userId, usernameKey, emailKey, sealedIdentity, sealedPassword, now } = command;
      const { engagement } = command;
      return [
        {
          type: 'UserSignedUp',
          data: {
            userId,
            usernameKey,
            emailKey,
            sealedIdentity,
            sealedPassword,
            signedUpAt: now,
            engagement,
          },
        },
        { type: 'EmailConfirmationRequested', data: { userId, ...command.confirmation } },
      ];
    }
    case 'RequestEmailConfirmation': {
      const userId = requireActive(state);
      // Nothing to confirm twice: no new link for a confirmed address.
      if (state.emailConfirmed) return [];
      return [
        {
          type: 'EmailConfirmationRequested',
          data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt },
        },
      ];
    }
    case 'ConfirmEmail': {
      const userId = requireActive(state);
      const link = state.confirmation;
      if (
        !link ||
        link.tokenHash !== command.tokenHash ||
        Date.parse(command.now) >= Date.parse(link.expiresAt)
      ) {
        throw new UserRuleError('invalid_confirmation_token');
      }
      return [{ type: 'EmailConfirmed', data: { userId, confirmedAt: command.now } }];
    }
    case 'RequestPasswordReset': {
      const userId = requireActive(state);
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt },
        },
      ];
    }
    case 'CompletePasswordReset': {
      const userId = requireActive(state);
      const reset = state.reset;
      if (
        !reset ||
        reset.tokenHash !== command.tokenHash ||
        Date.parse(command.now) >= Date.parse(reset.expiresAt)
      ) {
        throw new UserRuleError('invalid_reset_token');
      }
      return [
        {
          type: 'PasswordChanged',
          data: {
            userId,
            sealedPassword: command.sealedPassword,
            reason: 'reset',
            changedAt: command.now,
          },
        },
      ];
    }
    case 'ChangePassword': {
      const userId = requireActive(state);
      return [
        {
          type: 'PasswordChanged',
          data: {
            userId,
            sealedPassword: command.sealedPassword,
            reason: command.reason,
            changedAt: command.now,
          },
        },
      ];
    }
    case 'GrantAdmin': {
      const userId = requireActive(state);
      return state.isAdmin ? [] : [{ type: 'AdminGranted', data: { userId } }];
    }
    case 'RevokeAdmin': {
      const userId = requireActive(state);
      return state.isAdmin ? [{ type: 'AdminRevoked', data: { userId } }] : [];
    }
    case 'GrantAuditor': {
      const userId = requireActive(state);
      return state.isAuditor ? [] : [{ type: 'AuditorGranted', data: { userId } }];
    }
    case 'RevokeAuditor': {
      const userId = requireActive(state);
      return state.isAuditor ? [{ type: 'AuditorRevoked', data: { userId } }] : [];
    }
    case 'DeleteUser': {
      const userId = requireActive(state);
      return [{ type: 'UserDeleted', data: { userId, deletedAt: command.now } }];
    }
  }
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserSignedUp':
      return { ...state, status: 'active', userId: event.data.userId };
    case 'PasswordResetRequested':
      return {
        ...state,
        reset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt },
      };
    case 'EmailConfirmationRequested':
      return {
        ...state,
        confirmation: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt },
      };
    case 'EmailConfirmed':
      return { ...state, emailConfirmed: true, confirmation: null };
    case 'PasswordChanged':
      // Any password change voids an outstanding reset link.
      return { ...state, reset: null };
    case 'AdminGranted':
      return { ...state, isAdmin: true };
    case 'AdminRevoked':
      return { ...state, isAdmin: false };
    case 'AuditorGranted':
      return { ...state, isAuditor: true };
    case 'AuditorRevoked':
      return { ...state, isAuditor: false };
    case 'UserDeleted':
      return {
        ...state,
        status: 'deleted',
        isAdmin: false,
        isAuditor: false,
        reset: null,
        confirmation: null,
      };
  }
}

/** The user rules as one value (read, fold, decide and append live in the app layer). */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  decide: (command, state) => decideUser(state, command),
  evolve: evolveUser,
  initialState: initialUserState,
};
