// Builds the crisis detector's third reader from the tuning half of tests/fixtures/crisis only
// (the held-out half is never read here): embeds every phrasing with the sentence encoder,
// standardises the embeddings, trains the linear view, and by 5-fold cross-validation on that
// half picks the scale of each view's scores on ordinary moods and the flagging threshold (the
// largest budget of ordinary moods flagged by the reader alone that keeps the whole detector's
// estimated false alarms within 3%); writes models/crisis-examples.json.
//   npm run train:crisis (after the statistical reader)
import { writeModelFile } from '../src/infra/story/model-files';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { encodeExamples } from '../src/infra/story/safety/examples/examples-file';
import {
  linearCrisisLogit,
  linearInput,
  WORD_BITS,
} from '../src/infra/story/safety/examples/linear-meaning';
import { meaningScore, scaleOf } from '../src/infra/story/safety/examples/meaning-score';
import {
  encoderInput,
  nearestScore,
  standardise,
  type ExampleLabel,
} from '../src/infra/story/safety/examples/nearest-examples';
import { trainSoftmax } from '../src/infra/story/linear-model/softmax';
import { normaliseForSafety } from '../src/infra/story/safety/safety-text';
import { detectCrisis } from '../src/infra/story/safety/crisis-detector';
import type { MeaningCalibration } from '../src/infra/story/safety/examples/meaning-score';
import {
  fnv1a,
  parseDataset,
  stratifiedFolds,
  type LabelledText,
} from '../tests/fixtures/crisis/dataset';
import { embedSentences } from '../src/infra/story/safety/sentence-encoder';
import { meanAndSpread } from '../src/infra/story/linear-model/standardise';

/** Nearest phrasings averaged per side (1, 3 and 5 were compared by cross-validation: 5 best). */
const K = 5;
const FOLDS = 5;
/** How many ordinary moods the reader alone may flag, chosen by cross-validation: the largest of
 *  these budgets whose estimate for the whole detector (rules, the statistical reader, and this
 *  reader out of fold) stays within WHOLE_FALSE_ALARM_TARGET on the tuning half. A fixed 1% grew
 *  stricter as the ordinary half filled with hard negatives (rounds thirty-one to thirty-four
 *  raised the threshold from 2.07 to 2.21 and cost recall on every held-out round). */
const BUDGETS = [0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04];
/** The first two readers are measured on lines they were tuned on, so their part of this
 *  estimate is low (1.2% on the tuning half against 2.5% held out after the thirty-fourth round).
 *  3% was the target until the fiftieth round; at 3.5% the reader's budget went from 1.5% to 2%,
 *  and on the held-out half recall rose from 88.3% to 90.5% while false alarms rose from 3.3% to
 *  3.8%; on three fresh rounds kept out of the set, 90.7% / 4.0% became 92.1% / 4.5%. 4% (a 2.5%
 *  budget) took the fresh rounds' false alarms to 5.3%, past the 5% bound, so it was not chosen.
 *  After the seventy-ninth round the budgets were tried on two fresh rounds nobody had read (240
 *  crisis, 262 ordinary lines): 2% caught 90.0% at 2.3% false alarms, 3% 90.4% / 2.3%, 3.5%
 *  91.3% / 2.3%, 4% 92.5% / 2.7%; on the tuning half the estimate rose from 3.5% to 4.5% (3%) and
 *  5.0% (3.5%), and the held-out half has run about half a point above it. A point of recall on
 *  plain language was not worth a likely 5% on hard everyday language, so 3.5% stayed.
 *  A missed crisis costs more than a crisis reply to an everyday message. */
const WHOLE_FALSE_ALARM_TARGET = 0.035;
const BATCH = 32;
const CLASSES: ExampleLabel[] = ['ordinary', 'suicide', 'self_harm', 'abuse'];
/** The linear view's L2 penalty. Over the embedding alone 0.03-0.3 did best; over words and
 *  embedding together 0.00001 beat 0.0001 in every run (and embedding length 0.5 beat 1). */
const L2_GRID = [0.00001];
const STEPS = 200;
const LEARNING_RATE = 0.05;

const fixtures = path.join(import.meta.dirname, '../tests/fixtures/crisis');
const read = (file: string) => parseDataset(fs.readFileSync(path.join(fixtures, file), 'utf8'));
const tuning: LabelledText[] = [...read('crisis.tuning.txt'), ...read('ordinary.tuning.txt')];
const started = performance.now();

const embeddings: number[][] = [];
for (let i = 0; i < tuning.length; i += BATCH)
  embeddings.push(
    ...(await embedSentences(tuning.slice(i, i + BATCH).map((item) => encoderInput(item.text)))),
  );

const { mean, spread } = meanAndSpread(embeddings);
const dimensions = mean.length;
const examples = tuning.map((item, i) => ({
  label: item.label as ExampleLabel,
  vector: Array.from(standardise(embeddings[i]!, { mean, spread })),
}));

const fold = stratifiedFolds(tuning, FOLDS, fnv1a);

const isCrisis = (i: number) => examples[i]!.label !== 'ordinary';
const crisisCount = examples.filter((_, i) => isCrisis(i)).length;
const ordinaryCount = examples.length - crisisCount;

const inputs = examples.map((example, i) =>
  linearInput(normaliseForSafety(tuning[i]!.text), example.vector),
);

/** The linear view trained on some examples; crisis and ordinary weigh the same in total. */
const trainLinear = (indices: readonly number[], l2: number) =>
  trainSoftmax(
    indices.map((i) => ({
      x: inputs[i]!,
      label: CLASSES.indexOf(examples[i]!.label),
      weight: examples.length / (2 * (isCrisis(i) ? crisisCount : ordinaryCount)),
    })),
    {
      classes: CLASSES.length,
      dims: 2 ** WORD_BITS + dimensions,
      l2,
      steps: STEPS,
      learningRate: LEARNING_RATE,
    },
  );

const all = examples.map((_, i) => i);
const foldOf = (i: number) => fold.get(tuning[i]!)!;
const nearestOutOfFold = all.map(
  (i) =>
    nearestScore(
      examples[i]!.vector,
      examples.filter((_, j) => foldOf(j) !== foldOf(i)),
      K,
    ).score,
);
function linearOutOfFold(l2: number): number[] {
  const scores: number[] = new Array<number>(examples.length);
  for (let f = 0; f < FOLDS; f += 1) {
    const model = trainLinear(
      all.filter((i) => foldOf(i) !== f),
      l2,
    );
    for (const i of all.filter((j) => foldOf(j) === f))
      scores[i] = linearCrisisLogit(inputs[i]!, model);
  }
  return scores;
}

const ordinaryOnly = (scores: readonly number[]) => scores.filter((_, i) => !isCrisis(i));
/** What the rules and the statistical reader flag already (they read each text first). */
const flaggedBefore = tuning.map((item) => detectCrisis(item.text).flagged);
/** The lowest threshold whose out-of-fold false alarms stay within the budget, its recall, and
 *  the whole detector's estimate with it. */
function atBudget(scores: readonly number[], budget: number) {
  const ordinary = ordinaryOnly(scores).sort((a, b) => b - a);
  const threshold = ordinary[Math.floor(budget * ordinary.length)]!;
  const flagged = (i: number) => scores[i]! > threshold;
  return {
    threshold,
    recall: all.filter((i) => isCrisis(i) && flagged(i)).length / crisisCount,
    falseAlarms: all.filter((i) => !isCrisis(i) && flagged(i)).length / ordinaryCount,
    wholeFalseAlarms:
      all.filter((i) => !isCrisis(i) && (flaggedBefore[i] || flagged(i))).length / ordinaryCount,
    wholeRecall:
      all.filter((i) => isCrisis(i) && (flaggedBefore[i] || flagged(i))).length / crisisCount,
  };
}

type AtBudget = ReturnType<typeof atBudget> & { budget: number };

/** The largest budget whose whole-detector estimate stays within the target (else the smallest). */
const chooseBudget = (options: readonly AtBudget[]): AtBudget =>
  options.filter((f) => f.wholeFalseAlarms <= WHOLE_FALSE_ALARM_TARGET).at(-1) ?? options[0]!;

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const describe = (f: ReturnType<typeof atBudget>) =>
  `recall ${percent(f.recall)}, false alarms ${percent(f.falseAlarms)}`;
console.log(
  `nearest phrasings alone, cross-validated: ${describe(atBudget(nearestOutOfFold, 0.01))} (1% budget)`,
);

let best: (AtBudget & { l2: number; calibration: MeaningCalibration }) | null = null;
for (const l2 of L2_GRID) {
  const linear = linearOutOfFold(l2);
  const calibration = {
    nearest: scaleOf(ordinaryOnly(nearestOutOfFold)),
    linear: scaleOf(ordinaryOnly(linear)),
  };
  const combined = all.map((i) =>
    meaningScore({ nearest: nearestOutOfFold[i]!, linear: linear[i]! }, calibration),
  );
  const options = BUDGETS.map((budget) => ({ budget, ...atBudget(combined, budget) }));
  for (const g of options)
    console.log(
      `l2 ${l2}, budget ${percent(g.budget)}: meaning reader ${describe(g)} at threshold ` +
        `${g.threshold.toFixed(4)}; whole detector estimate: recall ${percent(g.wholeRecall)}, ` +
        `false alarms ${percent(g.wholeFalseAlarms)}`,
    );
  const f = chooseBudget(options);
  console.log(
    `l2 ${l2}: linear view alone ${describe(atBudget(linear, 0.01))} (1% budget); chose budget ` +
      `${percent(f.budget)}: meaning reader ${describe(f)} at threshold ${f.threshold.toFixed(4)}`,
  );
  if (!best || f.wholeRecall > best.wholeRecall) best = { ...f, l2, calibration };
}
if (!best) throw new Error('No L2 value to try.');

const out = path.join(import.meta.dirname, '../models/crisis-examples.json');
const file = encodeExamples(
  {
    k: K,
    threshold: best.threshold,
    mean,
    spread,
    calibration: best.calibration,
    linear: trainLinear(all, best.l2),
  },
  examples,
);
const formatted = await prettier.format(JSON.stringify(file), {
  ...(await prettier.resolveConfig(out)),
  parser: 'json',
});
writeModelFile('crisis-examples.json', formatted); // and its hash in models/manifest.json
console.log(
  `chose l2 ${best.l2}; wrote ${path.relative(process.cwd(), out)} (${tuning.length} phrasings, ` +
    `${Math.round(fs.statSync(out).size / 1024)} KB) in ${Math.round((performance.now() - started) / 1000)} s`,
);
