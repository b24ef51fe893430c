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
    };
    expect(when(given(), command)).toEqual([signedUp]);
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
});
