// Whether a person accepts the mail they may decline (reminders, milestones, news). Account,
// billing and journey mail is always sent. One stream per person for the choices made after
// sign-up; the choice made at sign-up (opt-in: no unless asked for) is in UserSignedUp. Accounts
// from before that question have neither and accept (every such email carries a one-click
// unsubscribe link).
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
  /** null: no choice in this stream yet (the sign-up's, outside it, still stands). */
  { engagement: boolean | null },
  SetEngagementEmails,
  EmailPreferencesEvent
> = {
  initialState: () => ({ engagement: null }),
  evolve: (_state, event) => ({ engagement: event.data.engagement }),
  // Asking for what is already so records nothing: a second click, a mail scanner, a retry. The
  // first choice is always recorded: this stream cannot know what was chosen at sign-up.
  decide: (command, state) =>
    state.engagement === command.engagement
      ? []
      : [{ type: 'EmailPreferenceChanged', data: { ...command } }],
};
