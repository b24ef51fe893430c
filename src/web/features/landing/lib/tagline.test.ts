import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_MESSAGES } from '../../../../domain/analytics/hero-messages';
import {
  boostedMoods,
  pickTagline,
  TAGLINE_MS_PER_CHAR,
  TIME_OF_DAY_BOOST,
  weightsAt,
} from './tagline';

/** A local time on a fixed day: the boost follows the visitor's own clock. */
const at = (hour: number, minute = 0) => new Date(2026, 10, 22, hour, minute);

describe('hero messages', () => {
  it('are the ten messages of SPEC.md section 3, each with a mood and a weight', () => {
    expect(HERO_MESSAGES.map((m) => m.id)).toEqual([
      'reflective-1',
      'gentle-1',
      'focused-1',
      'uplifting-1',
      'reassuring-1',
      'healing-1',
      'grounded-1',
      'intimate-1',
      'validating-1',
      'curious-1',
    ]);
    for (const message of HERO_MESSAGES) {
      expect(message.id.startsWith(`${message.mood}-`)).toBe(true);
      expect(message.text.length).toBeGreaterThan(10);
      expect(message.weight).toBeGreaterThan(0);
    }
  });

  it('have weights that sum to 1.0', () => {
    const total = HERO_MESSAGES.reduce((sum, m) => sum + m.weight, 0);
    expect(total).toBeCloseTo(1.0, 10);
  });

  it('type at 40 ms per character and boost by 1.5', () => {
    expect(TAGLINE_MS_PER_CHAR).toBe(40);
    expect(TIME_OF_DAY_BOOST).toBe(1.5);
  });
});

describe('time-of-day boost (SPEC.md section 9)', () => {
  it.each([
    [0, ['healing', 'reassuring']],
    [5, ['healing', 'reassuring']],
    [6, ['reflective', 'focused']],
    [11, ['reflective', 'focused']],
    [12, ['uplifting', 'curious']],
    [17, ['uplifting', 'curious']],
    [18, ['gentle', 'intimate']],
    [23, ['gentle', 'intimate']],
  ])('at %i:00 boosts %j', (hour, moods) => {
    expect(boostedMoods(hour)).toEqual(moods);
  });

  it('multiplies exactly the matching moods by 1.5 and leaves the rest alone', () => {
    const weights = weightsAt(HERO_MESSAGES, at(9, 30));
    HERO_MESSAGES.forEach((message, index) => {
      const boosted = message.mood === 'reflective' || message.mood === 'focused';
      expect(weights[index]).toBeCloseTo(message.weight * (boosted ? 1.5 : 1), 10);
    });
  });
});

describe('weighted pick', () => {
  it('walks the cumulative weights: the start of the range picks the first message', () => {
    expect(pickTagline(HERO_MESSAGES, at(14), () => 0).id).toBe('reflective-1');
    expect(pickTagline(HERO_MESSAGES, at(14), () => 0.999999).id).toBe('curious-1');
  });

  it('gives each message a share of picks proportional to its boosted weight', () => {
    const now = at(20); // evening: gentle and intimate boosted
    const weights = weightsAt(HERO_MESSAGES, now);
    const total = weights.reduce((sum, w) => sum + w, 0);
    const steps = 20_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < steps; i++) {
      const message = pickTagline(HERO_MESSAGES, now, () => (i + 0.5) / steps);
      counts.set(message.id, (counts.get(message.id) ?? 0) + 1);
    }
    HERO_MESSAGES.forEach((message, index) => {
      expect((counts.get(message.id) ?? 0) / steps).toBeCloseTo((weights[index] ?? 0) / total, 3);
    });
  });

  it('favours the boosted moods at their time of day', () => {
    const share = (hour: number, id: string) => {
      const now = at(hour);
      let hits = 0;
      for (let i = 0; i < 1000; i++) {
        if (pickTagline(HERO_MESSAGES, now, () => (i + 0.5) / 1000).id === id) hits++;
      }
      return hits;
    };
    expect(share(8, 'focused-1')).toBeGreaterThan(share(15, 'focused-1'));
    expect(share(15, 'curious-1')).toBeGreaterThan(share(8, 'curious-1'));
    expect(share(2, 'healing-1')).toBeGreaterThan(share(20, 'healing-1'));
  });

  it('never picks the excluded message twice in a row', () => {
    for (let i = 0; i < 100; i++) {
      expect(pickTagline(HERO_MESSAGES, at(10), () => i / 100, 'reflective-1').id).not.toBe(
        'reflective-1',
      );
    }
  });
});

describe('with a fixed system clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the local hour of the clock it is given', () => {
    vi.setSystemTime(at(7, 15));
    const weights = weightsAt(HERO_MESSAGES, new Date());
    expect(weights[0]).toBeCloseTo(0.14 * 1.5, 10); // reflective-1
    expect(weights[2]).toBeCloseTo(0.1 * 1.5, 10); // focused-1
    expect(weights[3]).toBeCloseTo(0.12, 10); // uplifting-1
  });
});
