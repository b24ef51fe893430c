// What the Emails tab calls each email: the 17 kinds an admin sends and the 19 types of Test All
// Templates, by readable name (their ids stay the API's words). Pure: no I/O.
import type { AdminEmailKind } from './email-kinds';

export const KIND_NAMES: Record<AdminEmailKind, string> = {
  'subscription-started': 'Subscription started',
  'subscription-cancelled': 'Subscription cancelled',
  receipt: 'Receipt',
  'renewal-reminder': 'Renewal reminder',
  'payment-failure': 'Payment failure',
  'subscription-expiration': 'Subscription expiration',
  'credit-card-warnings': 'Credit card warnings',
  'journey-completed': 'Journey completed',
  'free-journeys-renewal': 'Free journeys renewal',
  'milestone-achievements': 'Milestone achievements',
  'inactivity-reminders': 'Inactivity reminders',
  'feedback-requests': 'Feedback requests',
  'account-anniversaries': 'Account anniversaries',
  'feature-announcement': 'Feature announcement',
  'subscription-upgrades': 'Subscription upgrades',
  'educational-content': 'Educational content',
  'reengagement-campaign': 'Re-engagement campaign',
};

/** The 19 test email types (SPEC.md section 7, POST /api/admin/test-email-templates). */
export const TEST_EMAIL_TYPE_NAMES = {
  welcome: 'Welcome',
  subscription_started: 'Subscription started',
  subscription_cancelled: 'Subscription cancelled',
  receipt: 'Receipt',
  renewal_reminder: 'Renewal reminder',
  payment_failure: 'Payment failure',
  subscription_expiration: 'Subscription expiration',
  journey_completed: 'Journey completed',
  free_journeys_renewal: 'Free journeys renewal',
  inactivity_reminder: 'Inactivity reminder',
  feedback_request: 'Feedback request',
  account_anniversary: 'Account anniversary',
  feature_announcement: 'Feature announcement',
  credit_card_expiration: 'Credit card expiration',
  subscription_upgrade: 'Subscription upgrade',
  educational_content: 'Educational content',
  reengagement: 'Re-engagement',
  milestone_achievement: 'Milestone achievement',
  password_reset: 'Password reset',
} as const;

/** A readable name for an email id: its own when known, else the id in words ("new_thing" → "New thing"). */
export function emailName(id: string): string {
  const known: Record<string, string> = { ...KIND_NAMES, ...TEST_EMAIL_TYPE_NAMES };
  if (Object.hasOwn(known, id)) return known[id]!;
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
