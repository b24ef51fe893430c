// Whether a person accepts the mail they may decline (reminders, milestones, news). Account,
// billing and journey mail is always sent. One stream per person; no stream means yes (every
// such email carries a one-click unsubscribe link).
import type { Decider } from '../shared/decider';

export const emailPreferencesStreamId = (userId: number) => `email-preferences-${userId}`;

export interface EmailPreferenceChanged {
  type: 'EmailPreferenceChanged';
  data: { userId: number; engagement: boolean; via: 'account' | 'unsubscribe-link' };
}

export type EmailPreferencesEvent = EmailPreferenceChanged;

export interface SetEngagementEmails {
  userId: number;
  engagement: boolean;
  via: EmailPreferenceChanged['data']['via'];
}

export const emailPreferencesDecider: Decider<
  { engagement: boolean },
  SetEngagementEmails,
  EmailPreferencesEvent
> = {
  initialState: () => ({ engagement: true }),
  evolve: (_state, event) => ({ engagement: event.data.engagement }),
  // Asking for what is already so records nothing: a second click, a mail scanner, a retry.
  decide: (command, state) =>
    state.engagement === command.engagement
      ? []
      : [{ type: 'EmailPreferenceChanged', data: { ...command } }],
};
