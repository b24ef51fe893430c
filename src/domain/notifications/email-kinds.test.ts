import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL_KINDS,
  anniversaryYears,
  DEFAULT_KIND_OPTIONS,
  EMAIL_KIND_GROUPS,
  isEligible,
  parseUserIds,
  shouldReceive,
  type AdminEmailKind,
  type RecipientFacts,
} from './email-kinds';

const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const person = (overrides: Partial<RecipientFacts> = {}): RecipientFacts => ({
  userId: 1,
  signedUpAt: daysAgo(200),
  journeysStarted: 0,
  journeysCompleted: 0,
  lastJourneyAt: null,
  freeJourneysRenewedAt: null,
  plan: null,
  acceptsEngagement: true,
  ...overrides,
});
const plan = (overrides: Partial<NonNullable<RecipientFacts['plan']>> = {}) => ({
  plan: 'monthly' as const,
  amountCents: 1000,
  status: 'active' as const,
  cancelAtPeriodEnd: false,
  periodEnd: daysAgo(-20),
  endedAt: null,
  card: null,
  ...overrides,
});
const eligibleFor = (facts: RecipientFacts) =>
  ADMIN_EMAIL_KINDS.filter((kind) => isEligible(kind, facts, DEFAULT_KIND_OPTIONS, now));

describe('who may get each admin email kind', () => {
  it('puts every one of the 17 kinds under exactly one Emails sub-tab', () => {
    const grouped: AdminEmailKind[] = Object.values(EMAIL_KIND_GROUPS).flat();
    expect(grouped.toSorted()).toEqual([...ADMIN_EMAIL_KINDS].sort());
    expect(ADMIN_EMAIL_KINDS).toHaveLength(17);
  });

  it('sends subscription mail by the state of the plan', () => {
    expect(eligibleFor(person({ plan: plan() }))).toEqual(
      expect.arrayContaining(['subscription-started', 'receipt']),
    );
    expect(eligibleFor(person({ plan: plan() }))).not.toContain('renewal-reminder');
    expect(eligibleFor(person({ plan: plan({ periodEnd: daysAgo(-5) }) }))).toContain(
      'renewal-reminder',
    );
    expect(eligibleFor(person({ plan: plan({ status: 'past_due' }) }))).toContain(
      'payment-failure',
    );
    const ending = eligibleFor(
      person({ plan: plan({ cancelAtPeriodEnd: true, periodEnd: daysAgo(-3) }) }),
    );
    expect(ending).toEqual(
      expect.arrayContaining(['subscription-cancelled', 'subscription-expiration']),
    );
    expect(ending).not.toContain('renewal-reminder');
    expect(eligibleFor(person())).toContain('subscription-upgrades');
    expect(eligibleFor(person({ plan: plan() }))).not.toContain('subscription-upgrades');
  });

  it('warns of a card that stops working within warningMonths, and only of a known card', () => {
    // now is 2026-11-27: a card expiring 12/2026 works until 2027-01-01.
    const warned = (card: { expMonth: number; expYear: number } | null, months = 1, extra = {}) =>
      isEligible(
        'credit-card-warnings',
        person({ plan: plan({ card, ...extra }) }),
        { ...DEFAULT_KIND_OPTIONS, warningMonths: months },
        now,
      );
    expect(warned({ expMonth: 11, expYear: 2026 })).toBe(true);
    expect(warned({ expMonth: 12, expYear: 2026 })).toBe(false);
    expect(warned({ expMonth: 12, expYear: 2026 }, 2)).toBe(true);
    expect(warned({ expMonth: 3, expYear: 2024 })).toBe(true);
    expect(warned({ expMonth: 1, expYear: 2030 }, 12)).toBe(false);
    expect(warned(null)).toBe(false);
    expect(warned({ expMonth: 11, expYear: 2026 }, 1, { cancelAtPeriodEnd: true })).toBe(false);
    expect(warned({ expMonth: 11, expYear: 2026 }, 1, { status: 'ended' })).toBe(false);
  });

  it('reads journeys: completed lately, milestones, inactivity between minDays and maxDays', () => {
    const active = person({
      journeysCompleted: 5,
      journeysStarted: 6,
      lastJourneyAt: daysAgo(0.5),
    });
    expect(eligibleFor(active)).toEqual(
      expect.arrayContaining(['journey-completed', 'milestone-achievements', 'feedback-requests']),
    );
    expect(eligibleFor(active)).not.toContain('inactivity-reminders');
    const quiet = person({ journeysCompleted: 2, lastJourneyAt: daysAgo(20) });
    expect(eligibleFor(quiet)).toEqual(
      expect.arrayContaining(['inactivity-reminders', 'reengagement-campaign']),
    );
    expect(eligibleFor(person({ lastJourneyAt: daysAgo(120) }))).not.toContain(
      'inactivity-reminders',
    );
    const options = { ...DEFAULT_KIND_OPTIONS, minDays: 100, maxDays: 200 };
    expect(
      isEligible('reengagement-campaign', person({ lastJourneyAt: daysAgo(120) }), options, now),
    ).toBe(true);
    expect(eligibleFor(person({ freeJourneysRenewedAt: daysAgo(2) }))).toContain(
      'free-journeys-renewal',
    );
  });

  it('finds anniversaries of sign-up in the last week', () => {
    expect(anniversaryYears(new Date('2025-11-24T09:00:00Z'), now)).toBe(1);
    expect(anniversaryYears(new Date('2023-11-27T09:00:00Z'), now)).toBe(3);
    expect(anniversaryYears(new Date('2025-11-10T09:00:00Z'), now)).toBe(0);
    expect(anniversaryYears(new Date('2026-11-25T09:00:00Z'), now)).toBe(0);
  });

  it('keeps engagement and marketing mail from people who declined it; billing mail goes', () => {
    const declined = person({ acceptsEngagement: false, plan: plan(), journeysCompleted: 1 });
    expect(shouldReceive('receipt', declined, DEFAULT_KIND_OPTIONS, now)).toBe(true);
    expect(shouldReceive('feature-announcement', declined, DEFAULT_KIND_OPTIONS, now)).toBe(false);
    expect(shouldReceive('milestone-achievements', declined, DEFAULT_KIND_OPTIONS, now)).toBe(
      false,
    );
  });

  it('reads user id lists: comma-separated integers, others dropped, empty means everyone', () => {
    expect(parseUserIds('1, 2,x, 3,2, 4.5, -1')).toEqual([1, 2, 3]);
    expect(parseUserIds('')).toEqual([]);
    expect(parseUserIds(undefined)).toEqual([]);
  });
});
