import { describe, expect, it } from 'vitest';
import type { AllowanceEvent } from './allowance.events';
import { deciderSpec } from '../../../tests/support/decider-spec';
import {
  allowanceDecider,
  decideAllowance,
  evolveAllowance,
  initialAllowanceState,
  isJourneyOpen,
  JourneyAlreadyStartedError,
  JourneyLimitReachedError,
  type AllowanceCommand,
} from './allowance.decider';
import { currentPeriodEnd, journeysLeft } from './allowance-rules';

const firstPeriodEnd = '2026-12-01T00:00:00.000Z';
const start = (
  journeyId: string,
  now = '2026-11-22T00:00:00.000Z',
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

/** Given a history, apply commands one by one as the handler would. */
function run(commands: AllowanceCommand[], history: AllowanceEvent[] = []) {
  let state = history.reduce(evolveAllowance, initialAllowanceState());
  const events: AllowanceEvent[] = [];
  for (const command of commands) {
    const decided = decideAllowance(state, command);
    state = decided.reduce(evolveAllowance, state);
    events.push(...decided);
  }
  return { state, events };
}

describe('allowance decider', () => {
  it('starts a journey with its story and counts it once', () => {
    const { events, state } = run([start('a')]);
    expect(events.map((e) => e.type)).toEqual(['AllowancePeriodRenewed', 'JourneyStarted']);
    expect(state.used).toEqual(['a']);
  });

  it('refuses a second story for one journey, and any story once it completed', () => {
    const { state } = run([start('a')]);
    expect(() => decideAllowance(state, start('a'))).toThrow(JourneyAlreadyStartedError);
    const ended = run([
      start('b'),
      {
        type: 'CompleteJourney',
        userId: 1,
        journeyId: 'b',
        emailed: false,
        now: '2026-11-22T01:00:00.000Z',
      },
    ]).state;
    expect(() => decideAllowance(ended, start('b'))).toThrow(JourneyAlreadyStartedError);
    expect(isJourneyOpen(ended, 'b')).toBe(false);
    expect(isJourneyOpen(state, 'a')).toBe(true);
  });

  it('refuses a repeated journey id at 0 journeys left (it used to be free)', () => {
    const { state } = run([start('a'), start('b'), start('c')]);
    expect(() => decideAllowance(state, start('a'))).toThrow(JourneyAlreadyStartedError);
    expect(() => decideAllowance(state, start('d'))).toThrow(JourneyLimitReachedError);
  });

  it('scopes started journeys to their period', () => {
    const { state } = run([start('a'), start('a2', '2026-12-05T00:00:00.000Z')]);
    expect(state.started).toEqual(['a2']);
    // An id of an earlier period is a new journey (and uses one).
    const again = decideAllowance(state, start('a', '2026-12-06T00:00:00.000Z'));
    expect(again.map((e) => e.type)).toEqual(['JourneyStarted']);
  });

  it('refuses a fourth journey in one period', () => {
    const { state } = run([start('a'), start('b'), start('c')]);
    expect(() => decideAllowance(state, start('d'))).toThrow(JourneyLimitReachedError);
  });

  it('renews lazily once the period has ended', () => {
    const { state } = run([start('a'), start('b'), start('c')]);
    const later = decideAllowance(state, start('d', '2026-12-05T00:00:00.000Z'));
    expect(later[0]).toEqual({
      type: 'AllowancePeriodRenewed',
      data: { userId: 1, periodEnd: '2026-12-31T00:00:00.000Z' },
    });
    expect(later[1]?.type).toBe('JourneyStarted');
  });

  it('gives a journey back when its story failed', () => {
    const { state } = run([
      start('a'),
      start('b'),
      start('c'),
      { type: 'GiveBackJourney', userId: 1, journeyId: 'c' },
    ]);
    expect(state.used).toEqual(['a', 'b']);
    expect(decideAllowance(state, start('c')).map((e) => e.type)).toEqual(['JourneyStarted']);
  });

  it('lets subscribers start journeys without limit or count', () => {
    const { state } = run(
      ['a', 'b', 'c', 'd', 'e'].map((id) => start(id, '2026-11-22T00:00:00.000Z', true)),
    );
    expect(state.started).toHaveLength(5);
    expect(state.used).toEqual([]);
  });

  it('completes a started journey once', () => {
    const complete: AllowanceCommand = {
      type: 'CompleteJourney',
      userId: 1,
      journeyId: 'a',
      emailed: true,
      now: '2026-11-22T01:00:00.000Z',
    };
    const { events } = run([start('a'), complete, complete]);
    expect(events.filter((e) => e.type === 'JourneyCompleted')).toHaveLength(1);
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

describe('allowance decider, given / when / then', () => {
  const spec = deciderSpec(allowanceDecider);
  const renewed: AllowanceEvent = {
    type: 'AllowancePeriodRenewed',
    data: { userId: 1, periodEnd: firstPeriodEnd },
  };
  const started = (journeyId: string): AllowanceEvent => ({
    type: 'JourneyStarted',
    data: {
      userId: 1,
      journeyId,
      format: 'fable',
      unlimited: false,
      periodEnd: firstPeriodEnd,
      startedAt: '2026-11-22T00:00:00.000Z',
    },
  });

  it('opens the first period with the first journey', () => {
    spec
      .given([])
      .when(start('a'))
      .then([renewed, started('a')]);
  });

  it('refuses another story for a journey that has one', () => {
    spec
      .given([renewed, started('a')])
      .when(start('a'))
      .thenThrows(JourneyAlreadyStartedError);
  });

  it('refuses a fourth journey in the period', () => {
    spec
      .given([renewed, started('a'), started('b'), started('c')])
      .when(start('d'))
      .thenThrows(JourneyLimitReachedError);
  });

  it('gives back a journey whose story failed, counted', () => {
    spec
      .given([renewed, started('a')])
      .when({ type: 'GiveBackJourney', userId: 1, journeyId: 'a' })
      .then([{ type: 'JourneyGivenBack', data: { userId: 1, journeyId: 'a', counted: true } }]);
  });
});

describe('allowance decider: what an admin may do', () => {
  const now = '2026-11-22T00:00:00.000Z';
  const admin = { userId: 1, now, firstPeriodEnd };

  it('gives the period its journeys back, and records nothing when none were used', () => {
    const used = run([start('a'), start('b'), start('c')]);
    const reset = run([{ type: 'ResetJourneys', ...admin }], used.events);
    expect(reset.events).toEqual([{ type: 'JourneysResetByAdmin', data: { userId: 1 } }]);
    expect(reset.state.used).toEqual([]);
    expect(run([start('d')], [...used.events, ...reset.events]).events.at(-1)?.type).toBe(
      'JourneyStarted',
    );
    const fresh = run([{ type: 'ResetJourneys', ...admin }], used.events.slice(0, 1));
    expect(fresh.events).toEqual([]);
  });

  it('makes journeys unlimited until the grant ends, and counted again after it', () => {
    const until = '2036-11-22T00:00:00.000Z';
    const granted = run([{ type: 'GrantUnlimitedJourneys', userId: 1, until }]);
    const many = run(
      ['a', 'b', 'c', 'd', 'e'].map((id) => start(id)),
      granted.events,
    );
    expect(many.events.filter((e) => e.type === 'JourneyStarted')).toHaveLength(5);
    expect(many.state.used).toEqual([]);
    const later = '2036-12-01T00:00:00.000Z';
    const after = run(
      ['f', 'g', 'h'].map((id) => start(id, later)),
      [...granted.events, ...many.events],
    );
    expect(after.state.used).toEqual(['f', 'g', 'h']);
    expect(() =>
      run([start('i', later)], [...granted.events, ...many.events, ...after.events]),
    ).toThrow(JourneyLimitReachedError);
  });

  it('gives a reset date only to a stream without one', () => {
    expect(run([{ type: 'InitResetDate', ...admin }]).events.map((e) => e.type)).toEqual([
      'AllowancePeriodRenewed',
    ]);
    const started = run([start('a')]).events;
    expect(run([{ type: 'InitResetDate', ...admin }], started).events).toEqual([]);
  });
});
