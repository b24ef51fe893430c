import { describe, expect, it } from 'vitest';
import type { MessageFigures } from './analytics-summary';
import { conversionRate } from './analytics-summary';
import {
  leaderVerdict,
  significantlyAbove,
  verdictSentence,
  wilsonInterval,
} from './conversion-confidence';

const figures = (clicks: number, impressions: number): MessageFigures => ({
  clicks,
  impressions,
  conversionRate: conversionRate(clicks, impressions),
});

describe('conversion confidence', () => {
  it('gives the 95% Wilson interval in percent', () => {
    // Textbook values: 10 of 100 -> 5.52% to 17.44%.
    expect(wilsonInterval(10, 100)).toEqual({ low: 5.52, high: 17.44 });
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: 27.75 });
    expect(wilsonInterval(0, 0)).toBeNull();
    // More clicks than impressions (a double click) never gives a rate above 100%.
    expect(wilsonInterval(5, 3)?.high).toBe(100);
  });

  it('calls a difference significant only when chance is unlikely', () => {
    expect(significantlyAbove(figures(30, 100), figures(10, 100))).toBe(true);
    expect(significantlyAbove(figures(12, 100), figures(10, 100))).toBe(false);
    expect(significantlyAbove(figures(3, 5), figures(1, 5))).toBe(false);
    expect(significantlyAbove(figures(0, 10), figures(0, 10))).toBe(false);
  });

  it('says whether the leader is really ahead or it is too early to tell', () => {
    const name = (id: string) => `tagline ${id}`;
    expect(leaderVerdict({ a: figures(0, 0) })).toEqual({ kind: 'no-data' });
    expect(leaderVerdict({ a: figures(1, 4), b: figures(0, 0) })).toEqual({
      kind: 'only-one',
      leader: 'a',
    });
    const clear = { a: figures(10, 200), b: figures(60, 200), c: figures(12, 200) };
    expect(leaderVerdict(clear)).toEqual({ kind: 'ahead', leader: 'b' });
    expect(verdictSentence(leaderVerdict(clear), clear, name)).toBe(
      "“tagline b” is really ahead: at 30.00%, its conversion rate is above every other tagline's with 95% confidence.",
    );
    const close = { a: figures(11, 100), b: figures(13, 100) };
    expect(leaderVerdict(close)).toEqual({ kind: 'too-early', leader: 'b', runnerUp: 'a' });
    expect(verdictSentence(leaderVerdict(close), close, name)).toMatch(/^Too early to tell: /);
  });
});
