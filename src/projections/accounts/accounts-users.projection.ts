// accounts_users: one row per living account, with lookup keys and sealed personal data only.
import type { UserEvent } from '../../domain/accounts/accounts.events';
import { defineProjection } from '../projection';

export const accountsUsersProjection = defineProjection<UserEvent>({
  name: 'accounts-users',
  tables: ['accounts_users'],
  handles: [
    'UserSignedUp',
    'PasswordChanged',
    'EmailConfirmed',
    'AdminGranted',
    'AdminRevoked',
    'AuditorGranted',
    'AuditorRevoked',
    'UserDeleted',
  ],
  async apply(trx, event) {
    switch (event.type) {
      case 'UserSignedUp': {
        const d = event.data;
        await trx('accounts_users')
          .insert({
            user_id: d.userId,
            username_key: d.usernameKey,
            email_key: d.emailKey,
            sealed_identity: d.sealedIdentity,
            sealed_password: d.sealedPassword,
            is_admin: false,
            is_auditor: false,
            signed_up_at: d.signedUpAt,
          })
          .onConflict('user_id')
          .ignore();
        return;
      }
      case 'PasswordChanged':
        await trx('accounts_users')
          .where({ user_id: event.data.userId })
          .update({ sealed_password: event.data.sealedPassword });
        return;
      case 'EmailConfirmed':
        await trx('accounts_users')
          .where({ user_id: event.data.userId })
          .update({ email_confirmed: true });
        return;
      case 'AdminGranted':
      case 'AdminRevoked':
        await trx('accounts_users')
          .where({ user_id: event.data.userId })
          .update({ is_admin: event.type === 'AdminGranted' });
        return;
      case 'AuditorGranted':
      case 'AuditorRevoked':
        await trx('accounts_users')
          .where({ user_id: event.data.userId })
          .update({ is_auditor: event.type === 'AuditorGranted' });
        return;
      case 'UserDeleted':
        await trx('accounts_users').where({ user_id: event.data.userId }).delete();
        return;
      default:
        return;
    }
  },
});
