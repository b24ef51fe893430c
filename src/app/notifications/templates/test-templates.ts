// The 19 email types operators can preview and send to themselves from the Emails tab
// (POST /api/admin/test-email-templates), each filled with sample data. The subject says [Test].
import { passwordResetEmail, welcomeEmail } from '../../accounts/account-emails';
import type { Email } from '../email';
import {
  cardExpiringEmail,
  paymentFailedEmail,
  receiptEmail,
  renewalReminderEmail,
  subscriptionCancelledEmail,
  subscriptionExpiredEmail,
  subscriptionStartedEmail,
  type PlanFacts,
} from './billing-templates';
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
} from './engagement-templates';
import type { Site } from './template-kit';
import { TEST_EMAIL_TYPE_NAMES } from '../../../domain/notifications/email-names';

export const TEST_EMAIL_TYPES = [
  'welcome',
  'subscription_started',
  'subscription_cancelled',
  'receipt',
  'renewal_reminder',
  'payment_failure',
  'subscription_expiration',
  'journey_completed',
  'free_journeys_renewal',
  'inactivity_reminder',
  'feedback_request',
  'account_anniversary',
  'feature_announcement',
  'credit_card_expiration',
  'subscription_upgrade',
  'educational_content',
  'reengagement',
  'milestone_achievement',
  'password_reset',
] as const;

export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

/** Each type's readable name on the Emails tab (a type without one does not compile). */
export const TEST_EMAIL_NAMES: Record<TestEmailType, string> = TEST_EMAIL_TYPE_NAMES;

const DAY = 24 * 60 * 60 * 1000;

/** One email of the type, with sample data, to `to`. */
export function sampleEmail(
  type: TestEmailType,
  site: Site & { supportEmail: string },
  to: string,
  now = new Date(),
): Email {
  const username = 'Sample Reader';
  const inAMonth = new Date(now.getTime() + 30 * DAY).toISOString();
  const plan: PlanFacts = { username, plan: 'monthly', amountCents: 1000, periodEnd: inAMonth };
  const who = { username, unsubscribeUrl: `${site.appUrl}/account` };
  const build: Record<TestEmailType, () => Email> = {
    welcome: () => welcomeEmail(site, { to, username, confirmToken: 'sample-token' }),
    subscription_started: () => subscriptionStartedEmail(site, to, plan),
    subscription_cancelled: () => subscriptionCancelledEmail(site, to, plan),
    receipt: () =>
      receiptEmail(site, to, { ...plan, paidAt: now.toISOString(), invoiceNumber: 'LT-0001' }),
    renewal_reminder: () => renewalReminderEmail(site, to, plan),
    payment_failure: () => paymentFailedEmail(site, to, plan),
    subscription_expiration: () =>
      subscriptionExpiredEmail(site, to, { ...plan, periodEnd: now.toISOString() }),
    journey_completed: () => journeyCompletedEmail(site, to, who),
    free_journeys_renewal: () => freeJourneysRenewedEmail(site, to, { ...who, journeys: 3 }),
    inactivity_reminder: () => inactivityReminderEmail(site, to, { ...who, days: 30 }),
    feedback_request: () =>
      feedbackRequestEmail(site, to, { ...who, supportEmail: site.supportEmail }),
    account_anniversary: () => accountAnniversaryEmail(site, to, { ...who, years: 1 }),
    feature_announcement: () =>
      featureAnnouncementEmail(site, to, {
        ...who,
        featureName: 'Read aloud',
        featureDescription: 'Every story can now be read to you in one of six voices.',
      }),
    credit_card_expiration: () =>
      cardExpiringEmail(site, to, { username, expires: 'March 2027', expired: false }),
    subscription_upgrade: () => subscriptionUpgradeEmail(site, to, who),
    educational_content: () =>
      educationalContentEmail(site, to, {
        ...who,
        contentTitle: 'Naming a feeling',
        contentSummary:
          'Putting a feeling into words can take some of its weight. A journey starts with exactly that.',
      }),
    reengagement: () => reengagementEmail(site, to, who),
    milestone_achievement: () => milestoneEmail(site, to, { ...who, journeys: 10 }),
    password_reset: () => passwordResetEmail(site, to, 'sample-token'),
  };
  const email = build[type]();
  return { ...email, subject: `[Test] ${email.subject}` };
}
