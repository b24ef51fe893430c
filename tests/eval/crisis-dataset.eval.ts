// The crisis detector (the rules and the statistical reader) against the whole labelled dataset
// in tests/fixtures/crisis: a tuning half the rules were tuned on and a held-out half they never
// were. Prints both halves' figures and the earlier set's. On failure it names the missed tuning
// items only: held-out items stay unseen, so they keep measuring phrasings the rules were not
// fitted to. `npm test` reads a fixed sample of the dataset instead
// (src/infra/story/safety/crisis-dataset.test.ts).
import { describe, expect, it } from 'vitest';
import type { LabelledText } from '../fixtures/crisis/dataset';
import { EARLIER_SET, HELD_OUT, TUNING, type DatasetHalf } from '../fixtures/crisis/halves';
import { detectCrisis } from '../../src/infra/story/safety/crisis-detector';

interface Figures {
  recall: number;
  falseAlarmRate: number;
  categoryAgreement: number;
  missed: LabelledText[];
  falseAlarms: LabelledText[];
  summary: string;
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

function measure(name: string, crisis: LabelledText[], ordinary: LabelledText[]): Figures {
  const verdicts = crisis.map((item) => ({ item, result: detectCrisis(item.text) }));
  const missed = verdicts.filter((v) => !v.result.flagged).map((v) => v.item);
  const sameCategory = verdicts.filter((v) => v.result.category === v.item.label).length;
  const falseAlarms = ordinary.filter((item) => detectCrisis(item.text).flagged);
  const recall = 1 - missed.length / crisis.length;
  const falseAlarmRate = falseAlarms.length / ordinary.length;
  const summary =
    `${name}: recall ${percent(recall)} (${crisis.length - missed.length}/${crisis.length}), ` +
    `false alarms ${percent(falseAlarmRate)} (${falseAlarms.length}/${ordinary.length}), ` +
    `category agreement ${percent(sameCategory / crisis.length)}`;
  return {
    recall,
    falseAlarmRate,
    categoryAgreement: sameCategory / crisis.length,
    missed,
    falseAlarms,
    summary,
  };
}

const ofHalf = (half: DatasetHalf) => measure(half.half, half.crisis, half.ordinary);

// About 21,000 texts through the rules and the statistical reader: about 20 s alone, 55 s beside
// the meaning reader's evaluation on two cores.
const WHOLE_DATASET = 180_000;

describe('crisis detector on the dataset', () => {
  it(
    'prints both halves and holds the measured level (no false-alarm rise, no recall loss)',
    {
      timeout: WHOLE_DATASET,
    },
    () => {
      const tuning = ofHalf(TUNING);
      const heldOut = ofHalf(HELD_OUT);
      // Figures only (fixture text, not journeys).
      console.log(`crisis detector\n  ${tuning.summary}\n  ${heldOut.summary}`);
      // 88.9% after the eighty-third round: the tuning half took in 248 crisis lines of rounds
      // 80-83 that the statistical reader was not retrained on (a retrain was measured and not
      // kept; see tests/fixtures/crisis/README.md). 89.7% measured after the seventy-ninth round
      // (91.3% after the seventy-first, on a smaller half: the six rounds since added 379 crisis
      // lines of which the rules and the statistical reader catch about two thirds; only twelve
      // rules' worth were written from them). Rules are kept only when they flag no ordinary line
      // of the tuning half, so about one crisis line in ten stays with the meaning reader (the
      // rules and the statistical reader are what this evaluation measures).
      expect(
        tuning.recall,
        `missed (tuning): ${tuning.missed.map((m) => m.text).join(' | ')}`,
      ).toBeGreaterThanOrEqual(0.885);
      expect(
        tuning.falseAlarmRate,
        `false alarms (tuning): ${tuning.falseAlarms.map((m) => m.text).join(' | ')}`,
      ).toBeLessThanOrEqual(0.05);
      // Measured on the held-out half after the seventy-ninth round: rules and the statistical
      // reader (retrained on the grown tuning half) 69.7% / 2.5%, as were those of the
      // seventy-first round on the same half (70.4% / 2.4% then, before it took in 347 crisis
      // lines of six more rounds measured before any change); after the fifty-sixth round
      // 68.8% / 2.8%.
      // Earlier: 76.0% / 2.8% after the fifteenth round, on a smaller and easier half (rounds eight
      // to thirteen and sixteen to thirty-four were harder than the first ones: long accounts with
      // the risk inside, many voices, hard negatives built on the rules' own cues). The whole
      // detector, with the meaning reader, is measured in tests/eval/crisis-meaning.eval.ts.
      expect(heldOut.recall, 'held-out recall').toBeGreaterThanOrEqual(0.69);
      expect(heldOut.falseAlarmRate, 'held-out false alarms').toBeLessThanOrEqual(0.05);
    },
  );

  it('still handles the earlier, smaller set it was first written against', () => {
    const earlier = measure(
      'earlier set',
      EARLIER_SET.filter((item) => item.label !== 'ordinary'),
      EARLIER_SET.filter((item) => item.label === 'ordinary'),
    );
    console.log(`crisis detector\n  ${earlier.summary}`);
    expect(
      earlier.recall,
      `missed: ${earlier.missed.map((m) => m.text).join(' | ')}`,
    ).toBeGreaterThanOrEqual(0.95);
    expect(
      earlier.falseAlarmRate,
      `false alarms: ${earlier.falseAlarms.map((m) => m.text).join(' | ')}`,
    ).toBeLessThanOrEqual(0.05);
    expect(earlier.categoryAgreement).toBeGreaterThanOrEqual(0.9);
  });
});
