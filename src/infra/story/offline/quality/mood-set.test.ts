// The written mood set (tests/fixtures/moods/moods.json): its size and spread, and a fixed sample
// of it checked as mood-set.ts checks every mood (the feeling is recognised, its pieces fit
// the feeling in every format, and the reply answers in kind). The whole set, with the share that
// pass on the tuned part and on the held-out part, is measured by `npm run eval`
// (tests/eval/mood-set.eval.ts).
import { describe, expect, it } from 'vitest';
import fixture from '../../../../../tests/fixtures/moods/moods.json';
import { hashFeature } from '../../linear-model/sparse-vector';
import { FEELINGS } from '../library/vocabulary';
import { checkMood, type MoodCase } from './mood-set';

const cases = fixture.moods as MoodCase[];

/** One mood in two, chosen by a hash of its text (FNV-1a, the bits above the lowest eight): the
 *  same moods every run; a mood added to the set joins the sample when its hash says so. */
const SAMPLE = cases.filter((c) => (hashFeature(c.mood) >>> 8) % 2 === 0);

/** The sampled moods that failed when the sample was drawn (the evaluation prints why): none of
 *  the 38 tuned moods sampled, 1 of the 14 held-out ones. */
const KNOWN_FAILING: readonly string[] = [
  "My grandmother's piano went to a stranger today and I cried the whole afternoon",
];

describe('the written mood set', () => {
  it('has at least 100 varied moods, with a held-out part', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    expect(cases.filter((c) => c.split === 'held-out').length).toBeGreaterThanOrEqual(25);
    const feelings = new Set(cases.map((c) => c.feeling));
    for (const f of [...FEELINGS.filter((f) => f !== 'calm'), 'mixed'])
      expect(feelings).toContain(f);
  });

  // Every sampled mood must pass as it did when the sample was drawn, except the ones listed
  // above. A mood that now fails fails the test, and so does a listed one that now passes (take
  // it off the list: the list stays what the storyteller gets wrong).
  it('passes on a fixed sample of both parts as it did when the sample was drawn', async () => {
    expect(SAMPLE.length).toBeGreaterThanOrEqual(50);
    expect(SAMPLE.filter((c) => c.split === 'held-out').length).toBeGreaterThanOrEqual(12);
    const results = [];
    for (const c of SAMPLE) results.push({ c, r: await checkMood(c) });
    const failing = results.filter((x) => !x.r.pass);
    const failingMoods = new Set(failing.map((f) => f.c.mood));
    expect(
      {
        nowFailing: failing
          .filter((f) => !KNOWN_FAILING.includes(f.c.mood))
          .map((f) => `${f.c.split}: ${f.c.mood}: ${f.r.problems.join('; ')}`),
        nowPassing: KNOWN_FAILING.filter((mood) => !failingMoods.has(mood)),
      },
      `the sample: ${SAMPLE.length} moods, ${failing.length} failing now`,
    ).toEqual({ nowFailing: [], nowPassing: [] });
  });
});
