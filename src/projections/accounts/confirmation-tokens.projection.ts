// accounts_confirmation_tokens: the one outstanding email confirmation token hash per user, to find
// the user from a link (opened on any device, signed in or not). A newer link replaces it;
// confirming or deleting the account removes it.
import type { UserEvent } from '../../domain/accounts/accounts.events';
import { defineProjection } from '../projection';

export const confirmationTokensProjection = defineProjection<UserEvent>({
  name: 'accounts-confirmation-tokens',
  tables: ['accounts_confirmation_tokens'],
  handles: ['EmailConfirmationRequested', 'EmailConfirmed', 'UserDeleted'],
  async apply(trx, event) {
    switch (event.type) {
      case 'EmailConfirmationRequested':
        await trx('accounts_confirmation_tokens').where({ user_id: event.data.userId }).delete();
        await trx('accounts_confirmation_tokens')
          .insert({
            token_hash: event.data.tokenHash,
            user_id: event.data.userId,
            expires_at: event.data.expiresAt,
          })
          .onConflict('token_hash')
          .ignore();
        return;
      case 'EmailConfirmed':
      case 'UserDeleted':
        await trx('accounts_confirmation_tokens').where({ user_id: event.data.userId }).delete();
        return;
      default:
        return;
    }
  },
});
