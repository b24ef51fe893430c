import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../tests/support/decider-spec';
import { fold } from '../shared/decider';
import type { UserEvent } from './accounts.events';
import { userDecider, UserRuleError, type UserCommand } from './user.decider';

const now = '2026-11-22T10:00:00.000Z';
const signedUp: UserEvent = {
  type: 'UserSignedUp',
  data: {
    userId: 7,
    usernameKey: 'u',
    emailKey: 'e',
    sealedIdentity: 'si',
    sealedPassword: 'sp',
    signedUpAt: now,
  },
};
const firstLink = { tokenHash: 'first', expiresAt: '2026-11-29T10:00:00.000Z' };
const confirmationRequested = (
  tokenHash: string,
  expiresAt = '2026-11-29T10:00:00.000Z',
): UserEvent => ({
  type: 'EmailConfirmationRequested',
  data: { userId: 7, tokenHash, expiresAt },
});
const confirmed: UserEvent = { type: 'EmailConfirmed', data: { userId: 7, confirmedAt: now } };
const resetRequested = (tokenHash: string, expiresAt = '2026-11-22T11:00:00.000Z'): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: 7, tokenHash, expiresAt },
});
const passwordChanged = (
  reason: 'reset' | 'admin' | 'user',
  sealedPassword = 'sp2',
  changedAt = now,
): UserEvent => ({
  type: 'PasswordChanged',
  data: { userId: 7, sealedPassword, reason, changedAt },
});
const adminGranted: UserEvent = { type: 'AdminGranted', data: { userId: 7 } };
const adminRevoked: UserEvent = { type: 'AdminRevoked', data: { userId: 7 } };
const auditorGranted: UserEvent = { type: 'AuditorGranted', data: { userId: 7 } };
const auditorRevoked: UserEvent = { type: 'AuditorRevoked', data: { userId: 7 } };
const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 7, deletedAt: now } };

const signUp: UserCommand = {
  type: 'SignUp',
  userId: 7,
  usernameKey: 'u',
  emailKey: 'e',
  sealedIdentity: 'si',
  sealedPassword: 'sp',
  now,
  confirmation: firstLink,
  engagement: false,
};
const confirm = (tokenHash: string, at = now): UserCommand => ({
  type: 'ConfirmEmail',
  tokenHash,
  now: at,
});
const requestConfirmation = (tokenHash: string): UserCommand => ({
  type: 'RequestEmailConfirmation',
  tokenHash,
  expiresAt: '2026-11-29T10:00:00.000Z',
});
const requestReset = (tokenHash: string): UserCommand => ({
  type: 'RequestPasswordReset',
  tokenHash,
  expiresAt: '2026-11-22T11:00:00.000Z',
});
const completeReset = (tokenHash: string, at = now): UserCommand => ({
  type: 'CompletePasswordReset',
  tokenHash,
  sealedPassword: 'sp2',
  now: at,
});
const changePassword = (reason: 'admin' | 'user'): UserCommand => ({
  type: 'ChangePassword',
  sealedPassword: 'sp2',
  reason,
  now,
});

describe('user decider', () => {
  const spec = deciderSpec(userDecider);

  describe('SignUp', () => {
    it('signs up a new user and asks them to confirm their address', () => {
      spec
        .given([])
        .when(signUp)
        .then([
          { ...signedUp, data: { ...signedUp.data, engagement: false } } as UserEvent,
          confirmationRequested('first'),
        ]);
    });

    it('records whether they asked for reminders and news (issue 34: opt-in)', () => {
      spec
        .given([])
        .when({ ...signUp, engagement: true })
        .then([
          { ...signedUp, data: { ...signedUp.data, engagement: true } } as UserEvent,
          confirmationRequested('first'),
        ]);
    });

    it('signs a user up once', () => {
      spec.given([signedUp]).when(signUp).thenThrows(UserRuleError, 'user_exists');
    });

    it('does not sign a deleted user up again', () => {
      spec.given([signedUp, deleted]).when(signUp).thenThrows(UserRuleError, 'user_exists');
    });
  });

  describe('RequestEmailConfirmation', () => {
    it('sends a new link to an unconfirmed address (also an account from before confirmation existed)', () => {
      spec
        .given([signedUp, confirmationRequested('first')])
        .when(requestConfirmation('n'))
        .then([confirmationRequested('n')]);
      spec
        .given([signedUp])
        .when(requestConfirmation('n'))
        .then([confirmationRequested('n')]);
    });

    it('sends no new link for an address already confirmed', () => {
      spec
        .given([signedUp, confirmationRequested('t'), confirmed])
        .when(requestConfirmation('n'))
        .then([]);
    });

    it('refuses a user who does not exist', () => {
      spec.given([]).when(requestConfirmation('n')).thenThrows(UserRuleError, 'user_not_found');
    });
  });

  describe('ConfirmEmail', () => {
    it('confirms the address with the newest link before it expires', () => {
      spec
        .given([signedUp, confirmationRequested('old'), confirmationRequested('new')])
        .when(confirm('new'))
        .then([confirmed]);
    });

    it('refuses an older link once a newer one was sent', () => {
      spec
        .given([signedUp, confirmationRequested('old'), confirmationRequested('new')])
        .when(confirm('old'))
        .thenThrows(UserRuleError, 'invalid_confirmation_token');
    });

    it('refuses an expired link and an unknown one', () => {
      const sent = [signedUp, confirmationRequested('t', '2026-11-29T10:00:00.000Z')];
      spec
        .given(sent)
        .when(confirm('t', '2026-11-29T10:00:00.000Z'))
        .thenThrows(UserRuleError, 'invalid_confirmation_token');
      spec
        .given(sent)
        .when(confirm('other'))
        .thenThrows(UserRuleError, 'invalid_confirmation_token');
    });

    it('refuses a link already used', () => {
      spec
        .given([signedUp, confirmationRequested('t'), confirmed])
        .when(confirm('t'))
        .thenThrows(UserRuleError, 'invalid_confirmation_token');
    });

    it('refuses any link for an account from before confirmation existed (it has none)', () => {
      spec
        .given([signedUp])
        .when(confirm('anything'))
        .thenThrows(UserRuleError, 'invalid_confirmation_token');
    });

    it('confirms nothing for a deleted account', () => {
      spec
        .given([signedUp, confirmationRequested('t'), deleted])
        .when(confirm('t'))
        .thenThrows(UserRuleError, 'user_not_found');
    });
  });

  describe('RequestPasswordReset', () => {
    it('records a reset request for an active user', () => {
      spec
        .given([signedUp])
        .when(requestReset('t'))
        .then([resetRequested('t')]);
    });

    it('refuses a user who does not exist, or was deleted', () => {
      spec.given([]).when(requestReset('t')).thenThrows(UserRuleError, 'user_not_found');
      spec
        .given([signedUp, deleted])
        .when(requestReset('t'))
        .thenThrows(UserRuleError, 'user_not_found');
    });
  });

  describe('CompletePasswordReset', () => {
    const requested = [signedUp, resetRequested('old'), resetRequested('new')];

    it('completes a reset with the newest token before it expires', () => {
      spec
        .given(requested)
        .when(completeReset('new'))
        .then([passwordChanged('reset')]);
    });

    it('refuses an older token once a newer one was sent', () => {
      spec
        .given(requested)
        .when(completeReset('old'))
        .thenThrows(UserRuleError, 'invalid_reset_token');
    });

    it('refuses an expired token', () => {
      spec
        .given(requested)
        .when(completeReset('new', '2026-11-22T11:00:00.000Z'))
        .thenThrows(UserRuleError, 'invalid_reset_token');
    });

    it('lets a token work only once, and any password change voids it', () => {
      spec
        .given([signedUp, resetRequested('t'), passwordChanged('reset')])
        .when(completeReset('t'))
        .thenThrows(UserRuleError, 'invalid_reset_token');
      spec
        .given([signedUp, resetRequested('t'), passwordChanged('user')])
        .when(completeReset('t'))
        .thenThrows(UserRuleError, 'invalid_reset_token');
    });

    it('refuses a reset nobody asked for', () => {
      spec
        .given([signedUp])
        .when(completeReset('t'))
        .thenThrows(UserRuleError, 'invalid_reset_token');
    });
  });

  describe('ChangePassword', () => {
    it('records the new password and why it changed', () => {
      spec
        .given([signedUp])
        .when(changePassword('user'))
        .then([passwordChanged('user')]);
      spec
        .given([signedUp])
        .when(changePassword('admin'))
        .then([passwordChanged('admin')]);
    });

    it('refuses a deleted user', () => {
      spec
        .given([signedUp, deleted])
        .when(changePassword('user'))
        .thenThrows(UserRuleError, 'user_not_found');
    });
  });

  describe('GrantAdmin and RevokeAdmin', () => {
    it('grants admin once', () => {
      spec.given([signedUp]).when({ type: 'GrantAdmin' }).then([adminGranted]);
      spec.given([signedUp, adminGranted]).when({ type: 'GrantAdmin' }).then([]);
    });

    it('revokes admin from an admin only', () => {
      spec.given([signedUp, adminGranted]).when({ type: 'RevokeAdmin' }).then([adminRevoked]);
      spec.given([signedUp]).when({ type: 'RevokeAdmin' }).then([]);
      spec.given([signedUp, adminGranted, adminRevoked]).when({ type: 'RevokeAdmin' }).then([]);
    });

    it('refuses a user who does not exist, or was deleted', () => {
      spec.given([]).when({ type: 'GrantAdmin' }).thenThrows(UserRuleError, 'user_not_found');
      spec
        .given([signedUp, adminGranted, deleted])
        .when({ type: 'RevokeAdmin' })
        .thenThrows(UserRuleError, 'user_not_found');
    });
  });

  describe('GrantAuditor and RevokeAuditor', () => {
    it('grants the auditor role once, apart from admin', () => {
      spec.given([signedUp]).when({ type: 'GrantAuditor' }).then([auditorGranted]);
      spec.given([signedUp, auditorGranted]).when({ type: 'GrantAuditor' }).then([]);
      spec.given([signedUp, adminGranted]).when({ type: 'GrantAuditor' }).then([auditorGranted]);
      expect(fold(userDecider, [signedUp, auditorGranted])).toMatchObject({
        isAuditor: true,
        isAdmin: false,
      });
    });

    it('revokes the auditor role from an auditor only, leaving admin alone', () => {
      spec.given([signedUp, auditorGranted]).when({ type: 'RevokeAuditor' }).then([auditorRevoked]);
      spec.given([signedUp, adminGranted]).when({ type: 'RevokeAuditor' }).then([]);
      spec
        .given([signedUp, auditorGranted, auditorRevoked])
        .when({ type: 'RevokeAuditor' })
        .then([]);
      spec.given([signedUp, auditorGranted]).when({ type: 'RevokeAdmin' }).then([]);
    });

    it('refuses a user who does not exist, or was deleted', () => {
      spec.given([]).when({ type: 'GrantAuditor' }).thenThrows(UserRuleError, 'user_not_found');
      spec
        .given([signedUp, auditorGranted, deleted])
        .when({ type: 'RevokeAuditor' })
        .thenThrows(UserRuleError, 'user_not_found');
      expect(fold(userDecider, [signedUp, auditorGranted, deleted]).isAuditor).toBe(false);
    });
  });

  describe('DeleteUser', () => {
    it('deletes an active user', () => {
      spec.given([signedUp, adminGranted]).when({ type: 'DeleteUser', now }).then([deleted]);
    });

    it('deletes a user once, and no user that does not exist', () => {
      spec
        .given([signedUp, deleted])
        .when({ type: 'DeleteUser', now })
        .thenThrows(UserRuleError, 'user_not_found');
      spec.given([]).when({ type: 'DeleteUser', now }).thenThrows(UserRuleError, 'user_not_found');
    });
  });

  it('folds what the read side asks of the state: confirmed, deleted', () => {
    expect(fold(userDecider, [signedUp, confirmationRequested('t')]).emailConfirmed).toBe(false);
    expect(
      fold(userDecider, [signedUp, confirmationRequested('t'), confirmed]).emailConfirmed,
    ).toBe(true);
    expect(fold(userDecider, [signedUp, adminGranted, deleted])).toMatchObject({
      status: 'deleted',
      isAdmin: false,
    });
  });
});
