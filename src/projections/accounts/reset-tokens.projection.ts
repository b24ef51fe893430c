// accounts_reset_tokens: the one outstanding reset token hash per user, to find the user from a
// link. A newer request replaces it; a password change or deletion removes it.
import type { UserEvent } from '../../domain/accounts/accounts.events';
import { defineProjection } from '../projection';

export const resetTokensProjection = defineProjection<UserEvent>({
  name: 'accounts-reset-tokens',
  tables: ['accounts_reset_tokens'],
  handles: ['PasswordResetRequested', 'PasswordChanged', 'UserDeleted'],
  async apply(trx, event) {
    switch (event.type) {
      case 'PasswordResetRequested':
        await trx('accounts_reset_tokens').where({ user_id: event.data.userId }).delete();
        await trx('accounts_reset_tokens').insert({
          token_hash: event.data.tokenHash,
          user_id: event.data.userId,
          expires_at: event.data.expiresAt,
        });
        return;
      case 'PasswordChanged':
      case 'UserDeleted':
        await trx('accounts_reset_tokens').where({ user_id: event.data.userId }).delete();
        return;
      default:
        return;
    }
  },
});
