import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../tests/support/decider-spec';
import { fold } from '../shared/decider';
import type { SubscriptionEvent } from './billing.events';
import { hasUnlimitedJourneys, RENEWAL_GRACE_MS } from './subscription-access';
import {
  subscriptionDecider,
  type SubscriptionSnapshot,
  type SubscriptionState,
} from './subscription.decider';

const now = '2026-11-27T12:00:00.000Z';
const snapshot = (changes: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  userId: 7,
  mode: 'production',
  plan: 'monthly',
  priceId: 'price_m',
  amountCents: 1000,
  status: 'active',
  cancelAtPeriodEnd: false,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  ...changes,
});
const observe = (changes: Partial<SubscriptionSnapshot> = {}) => ({
  type: 'Observe' as const,
  snapshot: snapshot(changes),
  now,
});
const ids = { userId: 7, subscriptionId: 'sub_1' };
const activated: SubscriptionEvent = {
  type: 'SubscriptionActivated',
  data: {
    ...ids,
    customerId: 'cus_1',
    plan: 'monthly',
    priceId: 'price_m',
    amountCents: 1000,
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    mode: 'production',
  },
};
const spec = deciderSpec(subscriptionDecider);

describe('subscription decider', () => {
  it('records an active subscription it has not seen', () => {
    spec.given([]).when(observe()).then([activated]);
  });

  it('records a switched plan with its price and new period, shorter or longer', () => {
    const annual = {
      plan: 'annual' as const,
      priceId: 'price_a',
      amountCents: 9900,
      periodStart: '2026-11-20T00:00:00.000Z',
      periodEnd: '2027-11-20T00:00:00.000Z',
    };
    const toAnnual: SubscriptionEvent = { type: 'PlanChanged', data: { ...ids, ...annual } };
    spec.given([activated]).when(observe(annual)).then([toAnnual]);
    spec.given([activated, toAnnual]).when(observe(annual)).then([]);
    // Back to monthly: the period ends sooner than the annual one did; still the plan's period.
    const monthly = {
      plan: 'monthly' as const,
      priceId: 'price_m',
      amountCents: 1000,
      periodStart: '2027-01-05T00:00:00.000Z',
      periodEnd: '2027-02-05T00:00:00.000Z',
    };
    spec
      .given([activated, toAnnual])
      .when(observe(monthly))
      .then([{ type: 'PlanChanged', data: { ...ids, ...monthly } }]);
    const state = fold(subscriptionDecider, [
      activated,
      toAnnual,
      { type: 'PlanChanged', data: { ...ids, ...monthly } },
    ]);
    expect(state).toMatchObject({
      plan: 'monthly',
      priceId: 'price_m',
      periodEnd: monthly.periodEnd,
    });
  });

  it('records the expiry of the card a plan is charged to, and only when it changes', () => {
    const card = { expMonth: 3, expYear: 2027 };
    const cardChanged = (c: typeof card): SubscriptionEvent => ({
      type: 'PaymentCardChanged',
      data: { ...ids, ...c },
    });
    spec
      .given([])
      .when(observe({ card }))
      .then([activated, cardChanged(card)]);
    spec
      .given([activated, cardChanged(card)])
      .when(observe({ card }))
      .then([]);
    spec
      .given([activated, cardChanged(card)])
      .when(observe({ card: { expMonth: 9, expYear: 2030 } }))
      .then([cardChanged({ expMonth: 9, expYear: 2030 })]);
    // A provider that names no card does not make the known one go away.
    spec
      .given([activated, cardChanged(card)])
      .when(observe({ card: null }))
      .then([]);
    spec
      .given([activated])
      .when(observe({ card }))
      .then([cardChanged(card)]);
  });

  it('records nothing while the first payment is pending, or when it never went through', () => {
    spec
      .given([])
      .when(observe({ status: 'incomplete' }))
      .then([]);
    spec
      .given([])
      .when(observe({ status: 'incomplete_expired' }))
      .then([]);
  });

  it('records a paid plan that ended before any webhook arrived as begun and ended', () => {
    spec
      .given([])
      .when(observe({ status: 'canceled' }))
      .then([activated, { type: 'SubscriptionEnded', data: { ...ids, endedAt: now } }]);
  });

  it('records a plan first seen late as it is now: its card, a failed payment, a cancellation', () => {
    const card = { expMonth: 3, expYear: 2027 };
    spec
      .given([])
      .when(observe({ status: 'past_due', cancelAtPeriodEnd: true, card }))
      .then([
        activated,
        { type: 'PaymentCardChanged', data: { ...ids, ...card } },
        { type: 'PaymentFailed', data: ids },
        {
          type: 'CancellationScheduled',
          data: { ...ids, periodEnd: '2026-12-01T00:00:00.000Z' },
        },
      ]);
  });

  it('counts a trial as active', () => {
    spec
      .given([])
      .when(observe({ status: 'trialing' }))
      .then([activated]);
  });

  it('records nothing when the provider says what we already know (a redelivery)', () => {
    spec.given([activated]).when(observe()).then([]);
  });

  it('records a renewal when the period moved on', () => {
    spec
      .given([activated])
      .when(
        observe({ periodStart: '2026-12-01T00:00:00.000Z', periodEnd: '2027-01-01T00:00:00.000Z' }),
      )
      .then([
        {
          type: 'SubscriptionRenewed',
          data: {
            ...ids,
            periodStart: '2026-12-01T00:00:00.000Z',
            periodEnd: '2027-01-01T00:00:00.000Z',
          },
        },
      ]);
  });

  it('records a cancellation at period end and its withdrawal', () => {
    const scheduled: SubscriptionEvent = {
      type: 'CancellationScheduled',
      data: { ...ids, periodEnd: '2026-12-01T00:00:00.000Z' },
    };
    spec
      .given([activated])
      .when(observe({ cancelAtPeriodEnd: true }))
      .then([scheduled]);
    spec
      .given([activated, scheduled])
      .when(observe())
      .then([{ type: 'CancellationWithdrawn', data: ids }]);
  });

  it('records a failed payment and its recovery', () => {
    spec
      .given([activated])
      .when(observe({ status: 'past_due' }))
      .then([{ type: 'PaymentFailed', data: ids }]);
    spec
      .given([activated, { type: 'PaymentFailed', data: ids }])
      .when(observe())
      .then([{ type: 'PaymentRecovered', data: ids }]);
  });

  it('records the end once; an ended subscription never comes back', () => {
    const ended: SubscriptionEvent = { type: 'SubscriptionEnded', data: { ...ids, endedAt: now } };
    spec
      .given([activated])
      .when(observe({ status: 'canceled' }))
      .then([ended]);
    spec
      .given([activated, ended])
      .when(observe({ status: 'canceled' }))
      .then([]);
    spec.given([activated, ended]).when(observe()).then([]);
  });
});

describe('an admin’s cancel', () => {
  const cancel = { type: 'CancelAsAdmin' as const, ...ids };
  it('is recorded for a live plan, and not for one that never began or has ended', () => {
    spec
      .given([activated])
      .when(cancel)
      .then([{ type: 'SubscriptionCancelledByAdmin', data: ids }]);
    spec.given([]).when(cancel).then([]);
    spec
      .given([activated, { type: 'SubscriptionEnded', data: { ...ids, endedAt: now } }])
      .when(cancel)
      .then([]);
  });
});

describe('what a subscription gives', () => {
  const end = '2026-12-01T00:00:00.000Z';
  const at = (iso: string, offsetMs = 0) => new Date(Date.parse(iso) + offsetMs);
  it('unlimited journeys while active, also while cancelling until the period ends', () => {
    const active = { phase: 'active' as const, cancelAtPeriodEnd: false, periodEnd: end };
    expect(hasUnlimitedJourneys(active, at(end, -1000))).toBe(true);
    expect(hasUnlimitedJourneys({ ...active, cancelAtPeriodEnd: true }, at(end, -1000))).toBe(true);
    expect(hasUnlimitedJourneys({ ...active, cancelAtPeriodEnd: true }, at(end))).toBe(false);
  });
  it('a renewing plan keeps access for a short grace while the renewal is on its way', () => {
    const active = { phase: 'active' as const, cancelAtPeriodEnd: false, periodEnd: end };
    expect(hasUnlimitedJourneys(active, at(end, RENEWAL_GRACE_MS - 1000))).toBe(true);
    expect(hasUnlimitedJourneys(active, at(end, RENEWAL_GRACE_MS))).toBe(false);
  });
  it('nothing while a payment failed or after the end', () => {
    expect(
      hasUnlimitedJourneys(
        { phase: 'past_due', cancelAtPeriodEnd: false, periodEnd: end },
        at(end, -DAY),
      ),
    ).toBe(false);
    expect(
      hasUnlimitedJourneys(
        { phase: 'ended', cancelAtPeriodEnd: false, periodEnd: end },
        at(end, -DAY),
      ),
    ).toBe(false);
  });
});

const DAY = 24 * 60 * 60 * 1000;

// ---- convergence: whatever order (and however often) webhooks arrive, the record ends as the
// provider's subscription is. Each delivery makes us read the provider's state at that moment.

type Step = 'renew' | 'fail' | 'recover' | 'schedule' | 'withdraw' | 'end' | 'switch';

/** The provider's subscription after each change of a lifecycle that starts active. */
function lifecycle(steps: Step[]): SubscriptionSnapshot[] {
  let current = snapshot();
  const states = [current];
  for (const step of steps) {
    if (current.status === 'canceled') break;
    const next = { ...current };
    if (step === 'renew' || step === 'fail') {
      next.periodStart = current.periodEnd;
      next.periodEnd = new Date(Date.parse(current.periodEnd) + 30 * DAY).toISOString();
      next.status = step === 'renew' ? 'active' : 'past_due';
    }
    if (step === 'recover') next.status = 'active';
    if (step === 'switch') {
      // Monthly to annual or back: a new price and a new period from the switch on.
      const annual = current.plan === 'monthly';
      next.plan = annual ? 'annual' : 'monthly';
      next.priceId = annual ? 'price_a' : 'price_m';
      next.amountCents = annual ? 9900 : 1000;
      next.periodStart = new Date(Date.parse(current.periodStart) + 10 * DAY).toISOString();
      next.periodEnd = new Date(
        Date.parse(next.periodStart) + (annual ? 365 : 30) * DAY,
      ).toISOString();
      next.status = 'active';
    }
    if (step === 'schedule') next.cancelAtPeriodEnd = true;
    if (step === 'withdraw') next.cancelAtPeriodEnd = false;
    if (step === 'end') {
      next.status = 'canceled';
      next.cancelAtPeriodEnd = false;
    }
    states.push(next);
    current = next;
  }
  return states;
}

function record(observations: SubscriptionSnapshot[]): SubscriptionState {
  const events: SubscriptionEvent[] = [];
  for (const seen of observations) {
    const state = fold(subscriptionDecider, events);
    events.push(...subscriptionDecider.decide({ type: 'Observe', snapshot: seen, now }, state));
  }
  return fold(subscriptionDecider, events);
}

/** What people see of it: ended is ended; a live plan shows its phase, period and flag. */
const visible = (state: SubscriptionState) =>
  state.phase === 'ended'
    ? { phase: 'ended' }
    : {
        phase: state.phase,
        periodEnd: state.periodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        plan: state.plan,
        amountCents: state.amountCents,
      };

describe('subscription convergence (property)', () => {
  it('every delivery order, with duplicates, ends in the state of observing each change in turn', () => {
    const steps = fc.array(
      fc.constantFrom<Step>('renew', 'fail', 'recover', 'schedule', 'withdraw', 'end', 'switch'),
      {
        maxLength: 8,
      },
    );
    fc.assert(
      fc.property(
        steps,
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.array(fc.nat({ max: 3 }), { maxLength: 12 }),
        (path, schedule, copies) => {
          const states = lifecycle(path);
          // Change i emits event i; a delivery can happen only after its change. A schedule picks,
          // at each moment, either the next change or one of the waiting deliveries.
          const waiting: number[] = [];
          const observations: SubscriptionSnapshot[] = [];
          let changed = 0; // the provider is at states[changed]
          waiting.push(0, ...Array.from({ length: copies[0] ?? 0 }, () => 0));
          for (const pick of schedule) {
            const moreChanges = changed < states.length - 1;
            if (moreChanges && (waiting.length === 0 || pick % 2 === 0)) {
              changed += 1;
              waiting.push(changed, ...Array.from({ length: copies[changed] ?? 0 }, () => changed));
            } else if (waiting.length > 0) {
              waiting.splice(pick % waiting.length, 1);
              observations.push(states[changed]!);
            }
          }
          // Then the rest happens: remaining changes, each followed by its delivery, and the rest.
          while (changed < states.length - 1) {
            changed += 1;
            observations.push(states[changed]!);
          }
          for (let n = 0; n < waiting.length; n++) observations.push(states[changed]!);
          if (observations.length === 0) observations.push(states[changed]!);
          expect(visible(record(observations))).toEqual(visible(record(states)));
        },
      ),
      { numRuns: 500 },
    );
  });
});
