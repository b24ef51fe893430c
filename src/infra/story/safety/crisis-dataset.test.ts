// The labelled dataset in tests/fixtures/crisis (a tuning half the rules were tuned on and a
// held-out half they never were) and the detector (the rules and the statistical reader) on a
// fixed sample of it. The whole dataset, with each half's figures, is measured by `npm run eval`
// (tests/eval/crisis-dataset.eval.ts). On failure the sample names tuning lines only: held-out
// lines stay unseen, so they keep measuring phrasings the rules were not fitted to.
import { describe, expect, it } from 'vitest';
import {
  fnv1a,
  halfOf,
  stratifiedFolds,
  type LabelledText,
} from '../../../../tests/fixtures/crisis/dataset';
import { EARLIER_SET, HELD_OUT, TUNING } from '../../../../tests/fixtures/crisis/halves';
import { detectCrisis } from './crisis-detector';

describe('crisis dataset', () => {
  const all = [TUNING, HELD_OUT];
  const crisis = all.flatMap((h) => h.crisis);
  const ordinary = all.flatMap((h) => h.ordinary);

  it('has at least 300 crisis phrasings of every kind and 300 ordinary moods', () => {
    expect(crisis.length).toBeGreaterThanOrEqual(300);
    expect(ordinary.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(crisis.map((c) => `${c.label} ${c.kind}`.trim()));
    for (const kind of [
      'suicide direct',
      'suicide passive',
      'suicide burden',
      'suicide relief',
      'suicide means',
      'suicide plan',
      'suicide goodbye',
      'suicide edge',
      'suicide hopelessness',
      'suicide slang',
      'self_harm',
      'abuse',
    ])
      expect(kinds, kind).toContain(kind);
    const hardNegatives = ordinary.filter((o) => o.kind.startsWith('hard-negative'));
    expect(hardNegatives.length).toBeGreaterThanOrEqual(150);
  });

  it('keeps every line in the half the fixed rule gives it, with no line in both', () => {
    for (const half of all)
      for (const item of [...half.crisis, ...half.ordinary])
        expect(halfOf(item.text), item.text).toBe(half.half);
    const texts = [...crisis, ...ordinary].map((item) => item.text);
    expect(new Set(texts).size).toBe(texts.length);
    // Both halves are sizeable, so the held-out figures mean something.
    for (const half of all) {
      expect(half.crisis.length).toBeGreaterThanOrEqual(150);
      expect(half.ordinary.length).toBeGreaterThanOrEqual(150);
    }
  });

  it('gives the training scripts folds fixed by each text, every label spread evenly over them', () => {
    const items = [...TUNING.crisis, ...TUNING.ordinary];
    const folds = stratifiedFolds(items, 5, fnv1a);
    const reversed = stratifiedFolds([...items].reverse(), 5, fnv1a);
    for (const item of items) expect(reversed.get(item)).toBe(folds.get(item));
    for (const label of new Set(items.map((item) => item.label))) {
      const sizes = [0, 1, 2, 3, 4].map(
        (fold) => items.filter((item) => item.label === label && folds.get(item) === fold).length,
      );
      expect(Math.max(...sizes) - Math.min(...sizes), label).toBeLessThanOrEqual(1);
    }
  });
});

// ---- A fixed regression sample of the dataset ---------------------------------------------
// The whole dataset is measured by `npm run eval` (tests/eval/crisis-dataset.eval.ts, which
// prints the figures; under a minute). Here a fixed sample of it is read in a few seconds: one
// line in 25 of each half and one in three of the earlier set, chosen by a hash of each text, so
// the same lines every run (a line added to the dataset joins the sample when its hash says so).
// Every sampled line must be read as it was when the sample was drawn: a crisis line flagged
// under its own category, an ordinary line let through, except the lines listed below, which the
// detector got wrong then. A line read worse fails the test, and so does one read better (take
// it off the list: the list stays what the detector gets wrong). On failure the tuning half and
// the earlier set name their lines; the held-out half gives ids only, so its lines stay unseen.

/** A line's id: its hash in hex (the ids below). */
const idOf = (text: string) => fnv1a(text).toString(16).padStart(8, '0');
/** One line in `every`, by the hash above its low eight bits (the low ones decide the half). */
const sampled = <T extends LabelledText>(items: readonly T[], every: number) =>
  items.filter((item) => (fnv1a(item.text) >>> 8) % every === 0);

/** Ids written as a block of text, a few to a line. */
const ids = (list: string) => list.trim().split(/\s+/);

type SampleName = 'tuning' | 'held-out' | 'earlier set';

/** The sampled lines the rules and the statistical reader got wrong when the sample was drawn
 *  (after the eighty-third round), by id. */
const KNOWN_WRONG: Record<SampleName, readonly string[]> = {
  // 19 of 209 crisis lines (18 missed, 1 under another category), 1 of 218 ordinary lines.
  tuning: ids(`
    09b7cb96 1e68dd1a 1ee72222 25ef22c6 284b5506 2f27c7ee 2f4e737a 30de5ae4 34f90994 3ac9065c
    44a02aec 479cd012 486d81de 52670534 5314f2d6 872b9d40 879993fc 8b3ee064 cf4955bc f38bc1d8
  `),
  // 48 of 196 crisis lines (46 missed, 2 under another category), 10 of 216 ordinary lines.
  'held-out': ids(`
    07736c75 0bb81979 0db52ef1 10477b63 16d00ae5 1b1d9aa5 1baa85d5 1dce2da5 211d8a1b 22bbe5a5
    23f23f9b 25b0259d 2629ba43 273ca1b3 28970499 2cc72fdb 2d52d517 2d929a85 2e892f89 30066f91
    337796c3 3aa81d5b 4003cbd5 445c1963 47a80bcf 4ec7305d 4f632585 515f27cd 517f7ae7 59cd8d89
    5ad42605 5cd8c0f5 620c1961 66518e1f 68a704d1 68e19c2b 7e7e3ac9 80a9674b 8220fd21 879c8185
    98a07657 9a7d83bd 9e736131 9ea5f73d a00681f1 c06fde2f ca924d0b cd55a045 ce59fa2b d5f700a3
    db260d29 db3aa875 e050e7d1 e53c6075 edc28123 eee346df f0f208a9 ff1b8529
  `),
  // None of 57 crisis lines and 55 ordinary lines.
  'earlier set': [],
};

interface Sample {
  name: SampleName;
  every: number;
  crisis: readonly LabelledText[];
  ordinary: readonly LabelledText[];
  /** Whether a failure may quote the lines (not the held-out half's). */
  named: boolean;
}

const SAMPLES: Sample[] = [
  { name: 'tuning', every: 25, ...TUNING, named: true },
  { name: 'held-out', every: 25, ...HELD_OUT, named: false },
  {
    name: 'earlier set',
    every: 3,
    crisis: EARLIER_SET.filter((item) => item.label !== 'ordinary'),
    ordinary: EARLIER_SET.filter((item) => item.label === 'ordinary'),
    named: true,
  },
];

describe('crisis detector on a fixed sample of the dataset', () => {
  for (const { name, every, named, ...set } of SAMPLES)
    it(`reads the ${name} sample as it did when the sample was drawn`, () => {
      const crisis = sampled(set.crisis, every);
      const ordinary = sampled(set.ordinary, every);
      expect(crisis.length, 'sampled crisis lines').toBeGreaterThanOrEqual(50);
      expect(ordinary.length, 'sampled ordinary lines').toBeGreaterThanOrEqual(50);
      const wrong = [
        ...crisis.filter((item) => {
          const verdict = detectCrisis(item.text);
          return !verdict.flagged || verdict.category !== item.label;
        }),
        ...ordinary.filter((item) => detectCrisis(item.text).flagged),
      ];
      const known = new Set(KNOWN_WRONG[name]);
      const wrongIds = new Set(wrong.map((item) => idOf(item.text)));
      const show = (item: LabelledText) =>
        named ? `${idOf(item.text)} (${item.label}) ${item.text}` : idOf(item.text);
      expect(
        {
          readWorse: wrong.filter((item) => !known.has(idOf(item.text))).map(show),
          readBetter: [...known].filter((id) => !wrongIds.has(id)),
        },
        `the ${name} sample: ${crisis.length} crisis and ${ordinary.length} ordinary lines, ` +
          `${wrong.length} read wrong now: ${JSON.stringify([...wrongIds].sort())}`,
      ).toEqual({ readWorse: [], readBetter: [] });
    });
});

describe('crisis detector: long messages', () => {
  // Time per message is measured by `npm run bench` (tests/bench/crisis-rules.bench.ts), not
  // here: a timed loop over the whole dataset flaked on a busy machine. What stays a test is the
  // guard against a runaway pattern: long messages built to make a regular expression backtrack.
  it('reads long, repetitive messages without a runaway pattern', () => {
    const long = [
      'I feel stuck and tired, like walking through fog, and the days blur. ',
      'i i i i i i ',
      'not not not ',
      'after the after the ',
      'my my my ',
      '. . . ',
      'pills pills tablets ',
      'want to want to ',
    ].map((piece) => piece.repeat(400).slice(0, 2000));
    for (const text of long) {
      detectCrisis(text); // the first reading also compiles the patterns; time the second
      const started = performance.now();
      detectCrisis(text);
      const ms = performance.now() - started;
      // Measured 1-60 ms; a runaway pattern takes seconds.
      expect(ms, text.slice(0, 30)).toBeLessThan(500);
    }
  });
});
