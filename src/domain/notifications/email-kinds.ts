// The 17 kinds of mail an admin sends from the Emails tab (SPEC.md section 7, POST
// /api/admin/email/{kind}) and who may get each: pure rules over what the read models know about a
// person. Account and billing kinds go to everyone eligible; engagement and marketing kinds only to
// people who accept reminders and news.
import { cardExpiresWithin, type CardExpiry } from '../billing/payment-card';

export const ADMIN_EMAIL_KINDS = [
  'subscription-started',
  'subscription-cancelled',
  'receipt',
  'renewal-reminder',
  'payment-failure',
  'subscription-expiration',
  'credit-card-warnings',
  'journey-completed',
  'free-journeys-renewal',
  'milestone-achievements',
  'inactivity-reminders',
  'feedback-requests',
  'account-anniversaries',
  'feature-announcement',
  'subscription-upgrades',
  'educational-content',
  'reengagement-campaign',
] as const;
export type AdminEmailKind = (typeof ADMIN_EMAIL_KINDS)[number];

/** The Emails tab's sub-tabs and the kinds under each. */
export const EMAIL_KIND_GROUPS = {
  Subscription: [
    'subscription-started',
    'subscription-cancelled',
    'receipt',
    'renewal-reminder',
    'payment-failure',
    'subscription-expiration',
    'credit-card-warnings',
    'subscription-upgrades',
  ],
  Journey: [
    'journey-completed',
    'free-journeys-renewal',
    'milestone-achievements',
    'inactivity-reminders',
  ],
  Engagement: [
    'feedback-requests',
    'account-anniversaries',
    'feature-announcement',
    'educational-content',
    'reengagement-campaign',
  ],
} as const satisfies Record<string, readonly AdminEmailKind[]>;

export type KindCategory = 'billing' | 'engagement' | 'marketing';

export const KIND_CATEGORY: Record<AdminEmailKind, KindCategory> = {
  'subscription-started': 'billing',
  'subscription-cancelled': 'billing',
  receipt: 'billing',
  'renewal-reminder': 'billing',
  'payment-failure': 'billing',
  'subscription-expiration': 'billing',
  'credit-card-warnings': 'billing',
  'journey-completed': 'engagement',
  'free-journeys-renewal': 'engagement',
  'milestone-achievements': 'engagement',
  'inactivity-reminders': 'engagement',
  'feedback-requests': 'engagement',
  'account-anniversaries': 'engagement',
  'feature-announcement': 'marketing',
  'subscription-upgrades': 'marketing',
  'educational-content': 'marketing',
  'reengagement-campaign': 'engagement',
};

/** The extras of SPEC.md section 7, with the defaults of section 9. */
export interface KindOptions {
  warningMonths: number;
  milestones: number[];
  minDays: number;
  maxDays: number;
  featureName?: string;
  featureDescription?: string;
  contentTitle?: string;
  contentSummary?: string;
  storyFormats: Array<'story' | 'fable' | 'poem'>;
}

export const DEFAULT_KIND_OPTIONS: KindOptions = {
  warningMonths: 1,
  milestones: [1, 5, 10, 25, 50, 100],
  minDays: 14,
  maxDays: 90,
  storyFormats: ['story', 'fable', 'poem'],
};

/** What the read models know about a person, enough to decide each kind. */
export interface RecipientFacts {
  userId: number;
  signedUpAt: Date;
  journeysStarted: number;
  journeysCompleted: number;
  lastJourneyAt: Date | null;
  /** When the free journeys last renewed (the start of this 30-day period; null in the first). */
  freeJourneysRenewedAt: Date | null;
  plan: null | {
    plan: 'monthly' | 'annual';
    amountCents: number;
    status: 'active' | 'past_due' | 'ended';
    cancelAtPeriodEnd: boolean;
    periodEnd: Date;
    endedAt: Date | null;
    /** The card it is charged to; null when the provider has not told us yet. */
    card: CardExpiry | null;
  };
  acceptsEngagement: boolean;
}

const DAY = 24 * 60 * 60 * 1000;
const daysBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / DAY;

/** Whole years since sign-up when its anniversary fell in the last 7 days; else 0. */
export function anniversaryYears(signedUpAt: Date, now: Date): number {
  for (
    let years = Math.max(1, now.getUTCFullYear() - signedUpAt.getUTCFullYear());
    years >= 1;
    years--
  ) {
    const anniversary = new Date(signedUpAt);
    anniversary.setUTCFullYear(signedUpAt.getUTCFullYear() + years);
    const since = daysBetween(anniversary, now);
    if (since >= 0 && since < 7) return years;
  }
  return 0;
}

function inactiveDays(facts: RecipientFacts, now: Date): number {
  return daysBetween(facts.lastJourneyAt ?? facts.signedUpAt, now);
}

/** Whether a person may get this kind now (before their email preference is applied). */
export function isEligible(
  kind: AdminEmailKind,
  facts: RecipientFacts,
  options: KindOptions,
  now: Date,
): boolean {
  const plan = facts.plan;
  const live = plan !== null && plan.status !== 'ended';
  const renewsWithin = (days: number) =>
    live &&
    !plan.cancelAtPeriodEnd &&
    daysBetween(now, plan.periodEnd) >= 0 &&
    daysBetween(now, plan.periodEnd) <= days;
  switch (kind) {
    case 'subscription-started':
    case 'receipt':
      return live && plan.status === 'active';
    case 'subscription-cancelled':
      return (
        (live && plan.cancelAtPeriodEnd) ||
        (plan?.status === 'ended' && plan.endedAt !== null && daysBetween(plan.endedAt, now) <= 30)
      );
    case 'renewal-reminder':
      return plan?.status === 'active' && renewsWithin(7);
    case 'payment-failure':
      return plan?.status === 'past_due';
    case 'subscription-expiration':
      return live && plan.cancelAtPeriodEnd && daysBetween(now, plan.periodEnd) <= 7;
    case 'credit-card-warnings':
      // A plan that carries on, charged to a card that stops working within the window.
      return (
        live &&
        !plan.cancelAtPeriodEnd &&
        plan.card !== null &&
        cardExpiresWithin(plan.card, options.warningMonths, now)
      );
    case 'subscription-upgrades':
      return !live;
    case 'journey-completed':
      return (
        facts.journeysCompleted > 0 &&
        facts.lastJourneyAt !== null &&
        daysBetween(facts.lastJourneyAt, now) <= 1
      );
    case 'free-journeys-renewal':
      return (
        !live &&
        facts.freeJourneysRenewedAt !== null &&
        daysBetween(facts.freeJourneysRenewedAt, now) <= 7
      );
    case 'milestone-achievements':
      return options.milestones.includes(facts.journeysCompleted);
    case 'inactivity-reminders':
    case 'reengagement-campaign': {
      const days = inactiveDays(facts, now);
      return days >= options.minDays && days <= options.maxDays;
    }
    case 'feedback-requests':
      return facts.journeysCompleted >= 3;
    case 'account-anniversaries':
      return anniversaryYears(facts.signedUpAt, now) > 0;
    case 'feature-announcement':
    case 'educational-content':
      return true;
  }
}

/** Eligible and willing: engagement and marketing kinds respect the person's choice. */
export function shouldReceive(
  kind: AdminEmailKind,
  facts: RecipientFacts,
  options: KindOptions,
  now: Date,
): boolean {
  if (KIND_CATEGORY[kind] !== 'billing' && !facts.acceptsEngagement) return false;
  return isEligible(kind, facts, options, now);
}

/** "1, 2,x, 3" -> [1, 2, 3]: non-numeric entries are dropped; empty means everyone eligible. */
export function parseUserIds(input: string | undefined): number[] {
  if (!input) return [];
  return [
    ...new Set(
      input
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d+$/.test(part))
        .map(Number),
    ),
  ];
}

export const emailCampaignStreamId = (campaignId: string) => `email-campaign-${campaignId}`;

/** Who each kind goes to, in the words the Emails tab shows. */
export const KIND_AUDIENCE: Record<AdminEmailKind, string> = {
  'subscription-started': 'People with an active Trailblazer plan.',
  'subscription-cancelled': 'Plans set to end, or ended in the last 30 days.',
  receipt: 'People with an active Trailblazer plan.',
  'renewal-reminder': 'Active plans that renew in the next 7 days.',
  'payment-failure': 'Plans whose last payment failed.',
  'subscription-expiration': 'Plans set to end in the next 7 days.',
  'credit-card-warnings':
    'Plans that carry on, charged to a card that expires within warningMonths (or has expired).',
  'subscription-upgrades': 'People on the free plan who accept news.',
  'journey-completed': 'People who finished a journey in the last day.',
  'free-journeys-renewal': 'Free-plan people whose journeys renewed in the last 7 days.',
  'milestone-achievements': 'People whose finished journeys reach one of the milestones.',
  'inactivity-reminders':
    'People whose last journey (or sign-up) was between minDays and maxDays ago.',
  'feedback-requests': 'People who finished at least 3 journeys.',
  'account-anniversaries': 'People whose sign-up anniversary fell in the last 7 days.',
  'feature-announcement': 'Everyone who accepts news.',
  'educational-content': 'Everyone who accepts news.',
  'reengagement-campaign':
    'People whose last journey (or sign-up) was between minDays and maxDays ago.',
};
