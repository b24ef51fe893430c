// email_preferences: whether each person accepts the mail they may decline: the choice made at
// sign-up (opt-in), then each change. No row: an account from before sign-up asked, which accepts
// it. Account deletion removes the row.
import type { UserDeleted, UserSignedUp } from '../../domain/accounts/accounts.events';
import type { EmailPreferenceChanged } from '../../domain/notifications/email-preferences';
import { defineProjection } from '../projection';

export const emailPreferencesProjection = defineProjection<
  EmailPreferenceChanged | UserSignedUp | UserDeleted
>({
  name: 'email-preferences',
  tables: ['email_preferences'],
  handles: ['UserSignedUp', 'EmailPreferenceChanged', 'UserDeleted'],
  async apply(trx, event) {
    if (event.type === 'UserDeleted') {
      await trx('email_preferences').where({ user_id: event.data.userId }).delete();
      return;
    }
    if (event.type === 'UserSignedUp') {
      if (event.data.engagement === undefined) return; // signed up before the question
      await trx('email_preferences')
        .insert({ user_id: event.data.userId, engagement: event.data.engagement })
        .onConflict('user_id')
        .ignore();
      return;
    }
    await trx('email_preferences')
      .insert({ user_id: event.data.userId, engagement: event.data.engagement })
      .onConflict('user_id')
      .merge({ engagement: event.data.engagement });
  },
});
