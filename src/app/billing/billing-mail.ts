// Billing mail follows the subscription's events (SPEC.md section 13): the plan started (with its
// first receipt), a renewal's receipt, a cancellation, a failed payment, the plan ended. A reactor
// sends each from its event, once: each message is keyed by its event's id in the delivery ledger,
// so running an event again (a retry, a restart) sends nothing twice.
import { subscriptionStreamId, type SubscriptionEvent } from '../../domain/billing/billing.events';
import { subscriptionDecider } from '../../domain/billing/subscription.decider';
import { fold } from '../../domain/shared/decider';
import type { Email } from '../notifications/email';
import {
  paymentFailedEmail,
  receiptEmail,
  subscriptionCancelledEmail,
  subscriptionExpiredEmail,
  subscriptionStartedEmail,
  type PlanFacts,
} from '../notifications/templates/billing-templates';
import type { Site } from '../notifications/templates/template-kit';
import { asDomainEvents, type EventStore, type RecordedEvent } from '../shared/event-store.port';
import type { Reactor } from '../shared/reactor';

export interface BillingMailDeps {
  store: EventStore;
  /** Sends a message unless the one with this key went already (see deliver-once.ts). */
  deliverOnce(key: string, email: Email): Promise<unknown>;
  site: Site;
  /** The person's address and name; null once the account is gone. */
  recipient(userId: number): Promise<{ email: string; username: string } | null>;
}

/** A short receipt number from the event's id: the same event, the same number. */
const receiptNumber = (eventId: string) =>
  `LT-${eventId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export function billingMailReactor(deps: BillingMailDeps): Reactor {
  return {
    name: 'billing-mail',
    handles: [
      'SubscriptionActivated',
      'SubscriptionRenewed',
      'CancellationScheduled',
      'PaymentFailed',
      'SubscriptionEnded',
    ],
    async react(recorded: RecordedEvent) {
      const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
      const person = await deps.recipient(event.data.userId);
      if (!person) return;
      // The plan as it stood right after this event (the stream, not a read model that may lag).
      const history = asDomainEvents<SubscriptionEvent>(
        await deps.store.readStream(subscriptionStreamId(event.data.subscriptionId)),
      );
      const upTo = history.slice(0, Number(recorded.revision) + 1);
      const state = fold(subscriptionDecider, upTo);
      if (!state.plan || state.amountCents === null || !state.periodEnd) return;
      const plan: PlanFacts = {
        username: person.username,
        plan: state.plan,
        amountCents: state.amountCents,
        periodEnd: state.periodEnd,
      };
      const receipt = () =>
        receiptEmail(deps.site, person.email, {
          ...plan,
          paidAt: recorded.recordedAt.toISOString(),
          invoiceNumber: receiptNumber(recorded.id),
        });
      const emails: Email[] = {
        SubscriptionActivated: () => [
          subscriptionStartedEmail(deps.site, person.email, plan),
          receipt(),
        ],
        SubscriptionRenewed: () => [receipt()],
        // The provider bills a switch itself (prorated); the renewals after it get their receipts.
        PlanChanged: () => [],
        CancellationScheduled: () => [subscriptionCancelledEmail(deps.site, person.email, plan)],
        PaymentFailed: () => [paymentFailedEmail(deps.site, person.email, plan)],
        SubscriptionEnded: () => [subscriptionExpiredEmail(deps.site, person.email, plan)],
        CancellationWithdrawn: () => [],
        PaymentCardChanged: () => [],
        PaymentRecovered: () => [],
        SubscriptionCancelledByAdmin: () => [],
      }[event.type]();
      for (const [index, email] of emails.entries())
        await deps.deliverOnce(`${recorded.id}/${index}`, email);
    },
  };
}
