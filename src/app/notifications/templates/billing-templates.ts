// Billing mail (always sent): the plan started, a receipt, a renewal coming, a failed payment,
// the plan ending or ended, a card about to expire, the other plan.
import type { Email } from '../email';
import { button, day, facts, hello, p, planName, planPrice, type Site } from './template-kit';

export interface PlanFacts {
  username?: string;
  plan: 'monthly' | 'annual';
  /** What they pay, in cents: kept for them for as long as the plan lasts. */
  amountCents: number;
  periodEnd: string;
}

const billing = (
  to: string,
  subject: string,
  preheader: string,
  blocks: Email['blocks'],
): Email => ({ to, subject, preheader, category: 'billing', blocks });

export function subscriptionStartedEmail(site: Site, to: string, plan: PlanFacts): Email {
  return billing(
    to,
    `Welcome to Trailblazer`,
    'Your plan is active: journeys without a monthly limit.',
    [
      hello(plan.username),
      p(
        `Thank you for becoming a Trailblazer. Your ${planName(plan.plan)} plan is active: your journeys no longer have a monthly limit.`,
      ),
      facts([
        ['Plan', planName(plan.plan)],
        ['Price', planPrice(plan.plan, plan.amountCents)],
        ['Renews on', day(plan.periodEnd)],
      ]),
      p(
        'Your price stays the same for as long as your plan lasts. You can cancel at any time from your account page; your plan then runs to the end of the period you paid for.',
      ),
      button('Begin a journey', `${site.appUrl}/journey`),
    ],
  );
}

export function receiptEmail(
  site: Site,
  to: string,
  receipt: PlanFacts & { paidAt: string; invoiceNumber: string },
): Email {
  return billing(to, `Your ${site.appName} receipt`, `${planName(receipt.plan)}, paid.`, [
    hello(receipt.username),
    p('Thank you: your payment went through. Here is your receipt.'),
    facts([
      ['Receipt', receipt.invoiceNumber],
      ['Paid on', day(receipt.paidAt)],
      ['Plan', planName(receipt.plan)],
      ['Amount', planPrice(receipt.plan, receipt.amountCents)],
      ['Next renewal', day(receipt.periodEnd)],
    ]),
    button('Manage your plan', `${site.appUrl}/account`),
  ]);
}

export function subscriptionCancelledEmail(site: Site, to: string, plan: PlanFacts): Email {
  return billing(
    to,
    'Your Trailblazer plan will end',
    `Unlimited journeys until ${day(plan.periodEnd)}.`,
    [
      hello(plan.username),
      p(
        `Your ${planName(plan.plan)} plan is cancelled and will not renew. You keep unlimited journeys until ${day(plan.periodEnd)}; after that your account returns to the free plan with 3 journeys a month.`,
      ),
      p('Changed your mind? You can reactivate your plan from your account page until then.'),
      button('Reactivate my plan', `${site.appUrl}/account`),
    ],
  );
}

export function renewalReminderEmail(site: Site, to: string, plan: PlanFacts): Email {
  return billing(to, 'Your Trailblazer plan renews soon', `It renews on ${day(plan.periodEnd)}.`, [
    hello(plan.username),
    p(
      `A reminder: your ${planName(plan.plan)} plan renews on ${day(plan.periodEnd)} at ${planPrice(plan.plan, plan.amountCents)}. Nothing to do if you want to keep it.`,
    ),
    p('To change or cancel it, visit your account page before that date.'),
    button('Manage your plan', `${site.appUrl}/account`),
  ]);
}

export function paymentFailedEmail(site: Site, to: string, plan: PlanFacts): Email {
  return billing(
    to,
    'We could not take your Trailblazer payment',
    'Please update your payment method to keep your plan.',
    [
      hello(plan.username),
      p(
        `We tried to renew your ${planName(plan.plan)} plan, but the payment did not go through. Your card may have expired or been declined.`,
      ),
      p(
        'Please update your payment method from your account page. We will try again in the next few days.',
      ),
      button('Update payment method', `${site.appUrl}/account`),
    ],
  );
}

export function subscriptionExpiredEmail(site: Site, to: string, plan: PlanFacts): Email {
  return billing(
    to,
    'Your Trailblazer plan has ended',
    'Your account is on the free plan again: 3 journeys a month.',
    [
      hello(plan.username),
      p(
        `Your ${planName(plan.plan)} plan ended on ${day(plan.periodEnd)}. Your account is on the free plan again, with 3 journeys each month.`,
      ),
      p('Thank you for the journeys we shared. You are welcome back at any time.'),
      button('See the plans', `${site.appUrl}/subscribe`),
    ],
  );
}

export function cardExpiringEmail(
  site: Site,
  to: string,
  card: { username?: string; expires: string; expired: boolean },
): Email {
  const when = card.expired
    ? `expired at the end of ${card.expires}`
    : `expires at the end of ${card.expires}`;
  return billing(
    to,
    card.expired
      ? 'The card for your Trailblazer plan has expired'
      : 'Your card on file expires soon',
    `The card that pays for your plan ${when}.`,
    [
      hello(card.username),
      p(
        `The card that pays for your Trailblazer plan ${when}. To keep your plan without interruption, please update your payment method${card.expired ? '' : ' before then'}.`,
      ),
      button('Update payment method', `${site.appUrl}/account`),
    ],
  );
}
