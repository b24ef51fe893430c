// Repetition between journeys. For every mood of the written set and every format, three
// journeys (seeds 11, 22, 33) are written; for each text we take the share of its words that lie
// inside an 8-word run (lower-cased words, punctuation ignored) found word for word in one of the
// other two texts. The figure is the median of those shares over all texts.
import { describe, expect, it } from 'vitest';
import fixture from '../../../../../tests/fixtures/moods/moods.json';
import { STORY_FORMATS } from '../../../../domain/story/story-format';
import { composeFor } from '../compose';
import { mean, median, quantile, sharedRunShares } from './repetition';

const MOODS = (fixture.moods as { mood: string }[]).map((m) => m.mood);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const summary = (shares: readonly number[]) =>
  `median ${pct(median(shares))}, mean ${pct(mean(shares))}, p90 ${pct(quantile(shares, 0.9))} of words in shared 8-word runs; ${pct(shares.filter((x) => x === 0).length / shares.length)} of texts share none`;

describe('repetition between three journeys of the same mood', () => {
  it('measures the shared 8-word runs (a pure function)', () => {
    const a = 'one two three four five six seven eight nine ten';
    expect(sharedRunShares([a, 'zero one two three four five six seven eight', 'x y z'])).toEqual([
      0.8,
      8 / 9,
      0,
    ]);
  });

  it('keeps the median share of words in shared 8-word runs low', () => {
    const all: number[] = [];
    for (const format of STORY_FORMATS) {
      const shares: number[] = [];
      for (const mood of MOODS) {
        const texts = [11, 22, 33].map((seed) => {
          const { title, content } = composeFor({ mood, format, seed });
          return `${title}\n${content}`;
        });
        shares.push(...sharedRunShares(texts));
      }
      console.log(`repetition (${format}): ${summary(shares)}`);
      // Every format on its own meets the goal, so a good format cannot hide a poor one.
      expect(median(shares), format).toBeLessThan(0.05);
      all.push(...shares);
    }
    const overall = median(all);
    console.log(`repetition (all formats): ${summary(all)} (goal: median under 5%)`);
    expect(overall).toBeLessThan(0.05);
  });
});
