import { describe, expect, it } from 'vitest';
import type { UserEvent } from './accounts.events';
import {
  decideUser,
  evolveUser,
  initialUserState,
  UserRuleError,
  type UserCommand,
} from './user.decider';

const given = (...events: UserEvent[]) => events.reduce(evolveUser, initialUserState());
const when = (state: ReturnType<typeof given>, command: UserCommand) => decideUser(state, command);
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

describe('user decider', () => {
  it('signs up a new user once', () => {
    const command: UserCommand = {
      type: 'SignUp',
      userId: 7,
      usernameKey: 'u',
      emailKey: 'e',
      sealedIdentity: 'si',
      sealedPassword: 'sp',
      now,
      confirmation: firstLink,
    };
    expect(when(given(), command)).toEqual([signedUp, confirmationRequested('first')]);
    expect(() => when(given(signedUp), command)).toThrow(UserRuleError);
  });

  it('completes a reset with the newest token before it expires', () => {
    const state = given(signedUp, resetRequested('old'), resetRequested('new'));
    const complete = (tokenHash: string, at = now): UserCommand => ({
      type: 'CompletePasswordReset',
      tokenHash,
      sealedPassword: 'sp2',
      now: at,
    });
    expect(when(state, complete('new'))).toEqual([
      {
        type: 'PasswordChanged',
        data: { userId: 7, sealedPassword: 'sp2', reason: 'reset', changedAt: now },
      },
    ]);
    expect(() => when(state, complete('old'))).toThrow('invalid_reset_token'); // a newer token voids older ones
    expect(() => when(state, complete('new', '2026-11-22T11:00:00.000Z'))).toThrow(
      'invalid_reset_token',
    ); // expired
  });

  it('lets a reset token work only once', () => {
    const used = given(signedUp, resetRequested('t'), {
      type: 'PasswordChanged',
      data: { userId: 7, sealedPassword: 'sp2', reason: 'reset', changedAt: now },
    });
    expect(() =>
      when(used, { type: 'CompletePasswordReset', tokenHash: 't', sealedPassword: 'x', now }),
    ).toThrow('invalid_reset_token');
  });

  it('grants and revokes admin idempotently', () => {
    expect(when(given(signedUp), { type: 'GrantAdmin' })).toEqual([
      { type: 'AdminGranted', data: { userId: 7 } },
    ]);
    expect(
      when(given(signedUp, { type: 'AdminGranted', data: { userId: 7 } }), { type: 'GrantAdmin' }),
    ).toEqual([]);
    expect(when(given(signedUp), { type: 'RevokeAdmin' })).toEqual([]);
  });

  it('deletes a user, after which nothing else is allowed', () => {
    const deleted = given(signedUp, { type: 'UserDeleted', data: { userId: 7, deletedAt: now } });
    expect(deleted.status).toBe('deleted');
    expect(() => when(deleted, { type: 'GrantAdmin' })).toThrow('user_not_found');
    expect(() => when(given(), { type: 'DeleteUser', now })).toThrow('user_not_found');
  });

  describe('email confirmation', () => {
    const confirm = (tokenHash: string, at = now): UserCommand => ({
      type: 'ConfirmEmail',
      tokenHash,
      now: at,
    });

    it('confirms the address with the newest link before it expires', () => {
      const state = given(signedUp, confirmationRequested('old'), confirmationRequested('new'));
      expect(state.emailConfirmed).toBe(false);
      expect(when(state, confirm('new'))).toEqual([confirmed]);
      expect(given(signedUp, confirmationRequested('new'), confirmed).emailConfirmed).toBe(true);
    });

    it('refuses an older link once a newer one was sent', () => {
      const state = given(signedUp, confirmationRequested('old'), confirmationRequested('new'));
      expect(() => when(state, confirm('old'))).toThrow('invalid_confirmation_token');
    });

    it('refuses an expired link, an unknown one, and one already used', () => {
      const state = given(signedUp, confirmationRequested('t', '2026-11-29T10:00:00.000Z'));
      expect(() => when(state, confirm('t', '2026-11-29T10:00:00.000Z'))).toThrow(
        'invalid_confirmation_token',
      );
      expect(() => when(state, confirm('other'))).toThrow('invalid_confirmation_token');
      const used = given(signedUp, confirmationRequested('t'), confirmed);
      expect(() => when(used, confirm('t'))).toThrow('invalid_confirmation_token');
    });

    it('counts an account from before confirmation existed as unconfirmed, able to ask for a link', () => {
      const before = given(signedUp);
      expect(before.emailConfirmed).toBe(false);
      expect(() => when(before, confirm('anything'))).toThrow('invalid_confirmation_token');
      expect(
        when(before, {
          type: 'RequestEmailConfirmation',
          tokenHash: 'n',
          expiresAt: '2026-11-29T10:00:00.000Z',
        }),
      ).toEqual([confirmationRequested('n')]);
    });

    it('sends no new link for an address already confirmed', () => {
      const state = given(signedUp, confirmationRequested('t'), confirmed);
      expect(
        when(state, { type: 'RequestEmailConfirmation', tokenHash: 'n', expiresAt: now }),
      ).toEqual([]);
    });

    it('confirms nothing for a deleted account', () => {
      const deleted = given(signedUp, confirmationRequested('t'), {
        type: 'UserDeleted',
        data: { userId: 7, deletedAt: now },
      });
      expect(() => when(deleted, confirm('t'))).toThrow('user_not_found');
    });
  });
});
