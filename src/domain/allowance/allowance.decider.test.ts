import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../tests/support/decider-spec';
import { fold } from '../shared/decider';
import type { AllowanceEvent } from './allowance.events';
import {
  allowanceDecider,
  isJourneyOpen,
  JourneyAlreadyStartedError,
  JourneyLimitReachedError,
  UnknownJourneyError,
  type AllowanceCommand,
} from './allowance.decider';
import { currentPeriodEnd, journeysLeft } from './allowance-rules';

const firstPeriodEnd = '2026-12-01T00:00:00.000Z';
/** The period after the first: 30 days on. */
const secondPeriodEnd = '2026-12-31T00:00:00.000Z';
const today = '2026-11-22T00:00:00.000Z';
const start = (
  journeyId: string,
  now = today,
  hasActiveSubscription = false,
): AllowanceCommand => ({
  type: 'StartJourney',
  userId: 1,
  journeyId,
  format: 'fable',
  now,
  firstPeriodEnd,
  hasActiveSubscription,
});
const renewed = (periodEnd = firstPeriodEnd): AllowanceEvent => ({
  type: 'AllowancePeriodRenewed',
  data: { userId: 1, periodEnd },
});
const started = (
  journeyId: string,
  { unlimited = false, periodEnd = firstPeriodEnd, startedAt = today } = {},
): AllowanceEvent => ({
  type: 'JourneyStarted',
  data: { userId: 1, journeyId, format: 'fable', unlimited, periodEnd, startedAt },
});
const givenBack = (journeyId: string, counted = true): AllowanceEvent => ({
  type: 'JourneyGivenBack',
  data: { userId: 1, journeyId, counted },
});
const complete = (journeyId: string): AllowanceCommand => ({
  type: 'CompleteJourney',
  userId: 1,
  journeyId,
  emailed: true,
  now: '2026-11-22T01:00:00.000Z',
});
const completed = (journeyId: string): AllowanceEvent => ({
  type: 'JourneyCompleted',
  data: { userId: 1, journeyId, emailed: true, completedAt: '2026-11-22T01:00:00.000Z' },
});
const granted = (until: string): AllowanceEvent => ({
  type: 'UnlimitedJourneysGranted',
  data: { userId: 1, until },
});
const resetByAdmin: AllowanceEvent = { type: 'JourneysResetByAdmin', data: { userId: 1 } };
const admin = { userId: 1, now: today, firstPeriodEnd };
/** Three journeys used: none left in the first period. */
const threeUsed = [renewed(), started('a'), started('b'), started('c')];

describe('allowance decider', () => {
  const spec = deciderSpec(allowanceDecider);

  describe('StartJourney', () => {
    it('opens the first period with the first journey', () => {
      spec
        .given([])
        .when(start('a'))
        .then([renewed(), started('a')]);
    });

    it('starts another journey in the same period', () => {
      spec
        .given([renewed(), started('a')])
        .when(start('b'))
        .then([started('b')]);
    });

    it('refuses another story for a journey that has one', () => {
      spec
        .given([renewed(), started('a')])
        .when(start('a'))
        .thenThrows(JourneyAlreadyStartedError, 'journey_has_story');
    });

    it('refuses any story for a journey that has ended', () => {
      spec
        .given([renewed(), started('b'), completed('b')])
        .when(start('b'))
        .thenThrows(JourneyAlreadyStartedError);
    });

    it('refuses a repeated journey id at 0 journeys left as a repeat (it used to be free)', () => {
      spec.given(threeUsed).when(start('a')).thenThrows(JourneyAlreadyStartedError);
    });

    it('refuses a fourth journey in the period', () => {
      spec
        .given(threeUsed)
        .when(start('d'))
        .thenThrows(JourneyLimitReachedError, 'journey_limit_reached');
    });

    it('renews lazily once the period has ended', () => {
      const later = '2026-12-05T00:00:00.000Z';
      spec
        .given(threeUsed)
        .when(start('d', later))
        .then([
          renewed(secondPeriodEnd),
          started('d', { periodEnd: secondPeriodEnd, startedAt: later }),
        ]);
    });

    it('scopes started journeys to their period: an earlier period’s id is a new journey', () => {
      const later = '2026-12-06T00:00:00.000Z';
      spec
        .given([
          renewed(),
          started('a'),
          renewed(secondPeriodEnd),
          started('a2', { periodEnd: secondPeriodEnd }),
        ])
        .when(start('a', later))
        .then([started('a', { periodEnd: secondPeriodEnd, startedAt: later })]);
    });

    it('starts a journey given back again, and it counts once', () => {
      spec
        .given([...threeUsed, givenBack('c')])
        .when(start('c'))
        .then([started('c')]);
    });

    it('lets subscribers start journeys without limit or count', () => {
      spec
        .given(threeUsed)
        .when(start('d', today, true))
        .then([started('d', { unlimited: true })]);
    });

    it('makes journeys unlimited while an admin’s grant lasts, and counted again after it', () => {
      const until = '2026-11-25T00:00:00.000Z';
      const during = [
        granted(until),
        renewed(),
        ...['a', 'b', 'c', 'd'].map((id) => started(id, { unlimited: true })),
      ];
      spec
        .given(during)
        .when(start('e'))
        .then([started('e', { unlimited: true })]);
      const after = '2026-11-26T00:00:00.000Z';
      spec
        .given(during)
        .when(start('e', after))
        .then([started('e', { startedAt: after })]);
      spec
        .given([...during, ...['f', 'g', 'h'].map((id) => started(id, { startedAt: after }))])
        .when(start('i', after))
        .thenThrows(JourneyLimitReachedError);
    });
  });

  describe('GiveBackJourney', () => {
    it('gives back a journey whose story failed, counted', () => {
      spec
        .given([renewed(), started('a')])
        .when({ type: 'GiveBackJourney', userId: 1, journeyId: 'a' })
        .then([givenBack('a', true)]);
    });

    it('gives back a journey that was not counted (a subscriber’s) as not counted', () => {
      spec
        .given([renewed(), started('a', { unlimited: true })])
        .when({ type: 'GiveBackJourney', userId: 1, journeyId: 'a' })
        .then([givenBack('a', false)]);
    });

    it('gives back nothing for a journey without a story, or one given back already', () => {
      spec
        .given([renewed(), started('a')])
        .when({ type: 'GiveBackJourney', userId: 1, journeyId: 'x' })
        .then([]);
      spec
        .given([renewed(), started('a'), givenBack('a')])
        .when({ type: 'GiveBackJourney', userId: 1, journeyId: 'a' })
        .then([]);
    });
  });

  describe('CompleteJourney', () => {
    it('completes a started journey', () => {
      spec
        .given([renewed(), started('a')])
        .when(complete('a'))
        .then([completed('a')]);
    });

    it('completes a journey once', () => {
      spec
        .given([renewed(), started('a'), completed('a')])
        .when(complete('a'))
        .then([]);
    });

    it('refuses a journey without a story (never started, or given back)', () => {
      spec
        .given([renewed(), started('a')])
        .when(complete('x'))
        .thenThrows(UnknownJourneyError, 'unknown_journey');
      spec
        .given([renewed(), started('a'), givenBack('a')])
        .when(complete('a'))
        .thenThrows(UnknownJourneyError);
    });
  });

  describe('ResetJourneys (admin)', () => {
    it('gives the period its journeys back, after which another journey starts', () => {
      spec
        .given(threeUsed)
        .when({ type: 'ResetJourneys', ...admin })
        .then([resetByAdmin]);
      spec
        .given([...threeUsed, resetByAdmin])
        .when(start('d'))
        .then([started('d')]);
    });

    it('records nothing when no journey was used this period', () => {
      spec
        .given([renewed()])
        .when({ type: 'ResetJourneys', ...admin })
        .then([]);
    });

    it('starts the current period when the stream has not seen it', () => {
      spec
        .given([])
        .when({ type: 'ResetJourneys', ...admin })
        .then([renewed()]);
      spec
        .given(threeUsed)
        .when({ type: 'ResetJourneys', ...admin, now: '2026-12-05T00:00:00.000Z' })
        .then([renewed(secondPeriodEnd)]);
    });
  });

  describe('GrantUnlimitedJourneys (admin)', () => {
    it('records the grant until its date', () => {
      const until = '2036-11-22T00:00:00.000Z';
      spec
        .given(threeUsed)
        .when({ type: 'GrantUnlimitedJourneys', userId: 1, until })
        .then([granted(until)]);
    });
  });

  describe('InitResetDate (admin)', () => {
    it('gives a stream without a reset date the current period', () => {
      spec
        .given([])
        .when({ type: 'InitResetDate', ...admin })
        .then([renewed()]);
    });

    it('records nothing for a stream that has one, even a past one', () => {
      spec
        .given([renewed(), started('a')])
        .when({ type: 'InitResetDate', ...admin })
        .then([]);
      spec
        .given([renewed()])
        .when({ type: 'InitResetDate', ...admin, now: '2026-12-05T00:00:00.000Z' })
        .then([]);
    });
  });

  it('counts a journey open while it has its story and has not ended', () => {
    expect(isJourneyOpen(fold(allowanceDecider, [renewed(), started('a')]), 'a')).toBe(true);
    expect(isJourneyOpen(fold(allowanceDecider, [renewed(), started('a')]), 'b')).toBe(false);
    expect(
      isJourneyOpen(fold(allowanceDecider, [renewed(), started('a'), completed('a')]), 'a'),
    ).toBe(false);
    expect(
      isJourneyOpen(fold(allowanceDecider, [renewed(), started('a'), givenBack('a')]), 'a'),
    ).toBe(false);
  });
});

describe('allowance rules', () => {
  it('rolls the period forward in 30-day steps', () => {
    const anchor = new Date('2026-01-01T00:00:00.000Z');
    expect(currentPeriodEnd(anchor, new Date('2025-12-15T00:00:00.000Z')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(currentPeriodEnd(anchor, new Date('2026-01-01T00:00:00.000Z')).toISOString()).toBe(
      '2026-01-31T00:00:00.000Z',
    );
    expect(currentPeriodEnd(anchor, new Date('2026-03-15T00:00:00.000Z')).toISOString()).toBe(
      '2026-04-01T00:00:00.000Z',
    );
  });

  it('shows a full allowance once a period has ended', () => {
    expect(journeysLeft(3, new Date('2026-01-01'), new Date('2025-12-31'))).toBe(0);
    expect(journeysLeft(3, new Date('2026-01-01'), new Date('2026-01-02'))).toBe(3);
    expect(journeysLeft(1, new Date('2026-01-01'), new Date('2025-12-31'))).toBe(2);
  });
});
