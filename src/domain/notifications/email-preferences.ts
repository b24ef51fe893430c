// Whether a person accepts the mail they may decline (reminders, milestones, news). Account,
// billing and journey mail is always sent. One stream per person; no stream means yes (every
// such email carries a one-click unsubscribe link).
import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { defineEvent, type EventOf } from '../shared/event-catalogue';

export const emailPreferencesStreamId = (userId: number) => `email-preferences-${userId}`;

export const emailPreferenceEvents = {
  EmailPreferenceChanged: defineEvent(
    'EmailPreferenceChanged',
    z.object({
      userId: z.number().int().positive(),
      engagement: z.boolean(),
      via: z.enum(['account', 'unsubscribe-link']),
    }),
  ),
};

export type EmailPreferenceChanged = EventOf<typeof emailPreferenceEvents.EmailPreferenceChanged>;

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
