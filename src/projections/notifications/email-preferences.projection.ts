// email_preferences: who declined the mail they may decline. No row: they accept it. Account
// deletion removes the row.
import type { UserDeleted } from '../../domain/accounts/accounts.events';
import type { EmailPreferenceChanged } from '../../domain/notifications/email-preferences';
import { defineProjection } from '../projection';

export const emailPreferencesProjection = defineProjection<EmailPreferenceChanged | UserDeleted>({
  name: 'email-preferences',
  tables: ['email_preferences'],
  handles: ['EmailPreferenceChanged', 'UserDeleted'],
  async apply(trx, event) {
    if (event.type === 'UserDeleted') {
      await trx('email_preferences').where({ user_id: event.data.userId }).delete();
      return;
    }
    await trx('email_preferences')
      .insert({ user_id: event.data.userId, engagement: event.data.engagement })
      .onConflict('user_id')
      .merge({ engagement: event.data.engagement });
  },
});
