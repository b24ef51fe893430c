// An admin's send of one of the 17 kinds: who asked (the event's actor), the kind, the people it
// goes to (decided when it was asked) and its extras. Mail follows from it (a reactor).
import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/event-catalogue';
import { ADMIN_EMAIL_KINDS } from './email-kinds';

export const emailCampaignEvents = {
  EmailCampaignStarted: defineEvent(
    'EmailCampaignStarted',
    z.object({
      campaignId: z.string().uuid(),
      kind: z.enum(ADMIN_EMAIL_KINDS),
      userIds: z.array(z.number().int().positive()),
      options: z.object({
        warningMonths: z.number().int().positive(),
        milestones: z.array(z.number().int().positive()),
        minDays: z.number().int().nonnegative(),
        maxDays: z.number().int().nonnegative(),
        featureName: z.string().optional(),
        featureDescription: z.string().optional(),
        contentTitle: z.string().optional(),
        contentSummary: z.string().optional(),
        storyFormats: z.array(z.enum(['story', 'fable', 'poem'])),
      }),
    }),
  ),
};

export type EmailCampaignStarted = EventOf<typeof emailCampaignEvents.EmailCampaignStarted>;
