// The Emails tab's sends (SPEC.md section 7, POST /api/admin/email/{kind}): the people a kind goes
// to are decided when the admin asks (from the read models, with the user ids they gave or
// everyone eligible), recorded as one EmailCampaignStarted event with the admin as its actor, and
// answered at once; a reactor then sends each message once (the delivery ledger), in the
// background, so a send to ten thousand people never holds up a request.
import { randomUUID } from 'node:crypto';
import { cardExpiryMonth, cardInvalidFrom } from '../../domain/billing/payment-card';
import {
  emailCampaignEvents,
  type EmailCampaignStarted,
} from '../../domain/notifications/email-campaign.events';
import {
  anniversaryYears,
  emailCampaignStreamId,
  KIND_CATEGORY,
  shouldReceive,
  type AdminEmailKind,
  type KindOptions,
  type RecipientFacts,
} from '../../domain/notifications/email-kinds';
import type { Email } from './email';
import {
  cardExpiringEmail,
  paymentFailedEmail,
  receiptEmail,
  renewalReminderEmail,
  subscriptionCancelledEmail,
  subscriptionExpiredEmail,
  subscriptionStartedEmail,
  type PlanFacts,
} from './templates/billing-templates';
import {
  accountAnniversaryEmail,
  educationalContentEmail,
  featureAnnouncementEmail,
  feedbackRequestEmail,
  freeJourneysRenewedEmail,
  inactivityReminderEmail,
  journeyCompletedEmail,
  milestoneEmail,
  reengagementEmail,
  subscriptionUpgradeEmail,
} from './templates/engagement-templates';
import type { Site } from './templates/template-kit';
import type { DeliveryOutcome } from './deliver-once';
import type { EventStore, RecordedEvent } from '../shared/event-store.port';
import type { Reactor } from '../shared/reactor';

export interface RecipientDirectory {
  /** Facts about these people (those who exist), or about everyone. */
  facts(userIds: readonly number[] | 'everyone'): Promise<RecipientFacts[]>;
  /** Where to write: null once the account is gone. */
  contact(userId: number): Promise<{ email: string; username: string } | null>;
}

export type RecipientStatus = 'queued' | 'not eligible' | 'no such user';

export interface CampaignAnswer {
  campaignId: string | null;
  results: { userId: number; status: RecipientStatus }[];
  queued: number;
  message: string;
}

export async function startCampaign(
  deps: { store: EventStore; directory: RecipientDirectory; now: () => Date },
  request: { kind: AdminEmailKind; userIds: number[]; options: KindOptions },
  who: { actor: string; correlationId: string },
): Promise<CampaignAnswer> {
  const { kind, userIds, options } = request;
  const now = deps.now();
  const everyone = userIds.length === 0;
  const facts = await deps.directory.facts(everyone ? 'everyone' : userIds);
  const known = new Map(facts.map((fact) => [fact.userId, fact]));
  const ids = everyone ? facts.map((fact) => fact.userId) : userIds;
  const results = ids.map((userId) => {
    const fact = known.get(userId);
    const status: RecipientStatus = !fact
      ? 'no such user'
      : shouldReceive(kind, fact, options, now)
        ? 'queued'
        : 'not eligible';
    return { userId, status };
  });
  const queuedIds = results.filter((r) => r.status === 'queued').map((r) => r.userId);
  // Everyone: the answer lists those it goes to (not the whole user list).
  const shown = everyone ? results.filter((r) => r.status === 'queued') : results;
  if (queuedIds.length === 0)
    return {
      campaignId: null,
      results: shown,
      queued: 0,
      message: `No one is eligible for ${kind} emails.`,
    };
  const campaignId = randomUUID();
  const event: EmailCampaignStarted = {
    type: 'EmailCampaignStarted',
    data: { campaignId, kind, userIds: queuedIds, options },
  };
  await deps.store.append(
    emailCampaignStreamId(campaignId),
    [
      {
        id: randomUUID(),
        type: event.type,
        data: emailCampaignEvents.EmailCampaignStarted.schema.parse(event.data),
        metadata: {
          schemaVersion: 1,
          actor: who.actor,
          correlationId: who.correlationId,
          causationId: null,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  const people = queuedIds.length === 1 ? '1 person' : `${queuedIds.length} people`;
  return {
    campaignId,
    results: shown,
    queued: queuedIds.length,
    message: `Sending ${kind} emails to ${people}.`,
  };
}

/** The message of one kind for one person. */
export function emailForKind(
  kind: AdminEmailKind,
  site: Site & { supportEmail: string },
  to: { email: string; username: string; unsubscribeUrl: string },
  facts: RecipientFacts,
  options: KindOptions,
  now: Date,
): Email | null {
  const who = { username: to.username, unsubscribeUrl: to.unsubscribeUrl };
  const plan: PlanFacts | null = facts.plan && {
    username: to.username,
    plan: facts.plan.plan,
    amountCents: facts.plan.amountCents,
    periodEnd: facts.plan.periodEnd.toISOString(),
  };
  const days = Math.floor(
    (now.getTime() - (facts.lastJourneyAt ?? facts.signedUpAt).getTime()) / 86_400_000,
  );
  const needsPlan = (build: (plan: PlanFacts) => Email) => (plan ? build(plan) : null);
  switch (kind) {
    case 'subscription-started':
      return needsPlan((p) => subscriptionStartedEmail(site, to.email, p));
    case 'subscription-cancelled':
      return needsPlan((p) => subscriptionCancelledEmail(site, to.email, p));
    case 'receipt':
      return needsPlan((p) =>
        receiptEmail(site, to.email, {
          ...p,
          paidAt: now.toISOString(),
          invoiceNumber: `LT-${facts.userId}-${now.toISOString().slice(0, 10).replace(/-/g, '')}`,
        }),
      );
    case 'renewal-reminder':
      return needsPlan((p) => renewalReminderEmail(site, to.email, p));
    case 'payment-failure':
      return needsPlan((p) => paymentFailedEmail(site, to.email, p));
    case 'subscription-expiration':
      return needsPlan((p) => subscriptionExpiredEmail(site, to.email, p));
    case 'credit-card-warnings': {
      const card = facts.plan?.card;
      return card
        ? cardExpiringEmail(site, to.email, {
            username: to.username,
            expires: cardExpiryMonth(card),
            expired: cardInvalidFrom(card).getTime() <= now.getTime(),
          })
        : null;
    }
    case 'subscription-upgrades':
      return subscriptionUpgradeEmail(site, to.email, who);
    case 'journey-completed':
      return journeyCompletedEmail(site, to.email, who);
    case 'free-journeys-renewal':
      return freeJourneysRenewedEmail(site, to.email, { ...who, journeys: 3 });
    case 'milestone-achievements':
      return milestoneEmail(site, to.email, { ...who, journeys: facts.journeysCompleted });
    case 'inactivity-reminders':
      return inactivityReminderEmail(site, to.email, { ...who, days });
    case 'feedback-requests':
      return feedbackRequestEmail(site, to.email, { ...who, supportEmail: site.supportEmail });
    case 'account-anniversaries':
      return accountAnniversaryEmail(site, to.email, {
        ...who,
        years: Math.max(1, anniversaryYears(facts.signedUpAt, now)),
      });
    case 'feature-announcement':
      return featureAnnouncementEmail(site, to.email, {
        ...who,
        featureName: options.featureName ?? 'Something new',
        featureDescription: options.featureDescription ?? '',
      });
    case 'educational-content':
      return educationalContentEmail(site, to.email, {
        ...who,
        contentTitle: options.contentTitle ?? 'A few words on stories',
        contentSummary: options.contentSummary ?? '',
      });
    case 'reengagement-campaign':
      return reengagementEmail(site, to.email, who);
  }
}

/** Ledger keys of a campaign's messages: progress is read by this prefix. */
export const campaignKeyPrefix = (campaignId: string) => `campaign-${campaignId}/`;

export interface CampaignMailDeps {
  directory: RecipientDirectory;
  deliverOnce(key: string, email: Email): Promise<DeliveryOutcome>;
  /** Records that a message will not go (the person left, or declined in the meantime). */
  skip(key: string, category: Email['category']): Promise<void>;
  unsubscribeUrl(userId: number): string;
  site: Site & { supportEmail: string };
  now: () => Date;
}

export function campaignMailReactor(deps: CampaignMailDeps): Reactor {
  return {
    name: 'campaign-mail',
    handles: ['EmailCampaignStarted'],
    async react(recorded: RecordedEvent, signal?: AbortSignal) {
      const { campaignId, kind, userIds, options } = recorded.data as EmailCampaignStarted['data'];
      const category = KIND_CATEGORY[kind];
      for (const userId of userIds) {
        // Shutting down: stop here; after the restart the ledger skips whoever already got it.
        if (signal?.aborted) throw new Error('stopped before the send was finished');
        const key = `${campaignKeyPrefix(campaignId)}${userId}`;
        const [facts] = await deps.directory.facts([userId]);
        const contact = facts ? await deps.directory.contact(userId) : null;
        // A choice made since the admin asked still counts (the facts are read now).
        const declined = category !== 'billing' && !facts?.acceptsEngagement;
        const email =
          facts && contact && !declined
            ? emailForKind(
                kind,
                deps.site,
                { ...contact, unsubscribeUrl: deps.unsubscribeUrl(userId) },
                facts,
                options,
                deps.now(),
              )
            : null;
        if (email) await deps.deliverOnce(key, email);
        else await deps.skip(key, category);
      }
    },
  };
}
