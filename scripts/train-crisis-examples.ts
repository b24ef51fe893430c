// Builds the crisis detector's third reader from the tuning half of tests/fixtures/crisis only
// (the held-out half is never read here): embeds every phrasing with the sentence encoder,
// standardises the embeddings, picks the flagging threshold by 5-fold cross-validation on that
// half (ordinary moods flagged by the reader alone within the same 1% budget as the statistical
// reader), and writes src/domain/safety/examples/crisis-examples.json.
//   npm run train:crisis (after the statistical reader)
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { encodeExamples } from '../src/domain/safety/examples/examples-file';
import {
  encoderInput,
  nearestScore,
  standardise,
  type ExampleLabel,
} from '../src/domain/safety/examples/nearest-examples';
import {
  fnv1a,
  parseDataset,
  stratifiedFolds,
  type LabelledText,
} from '../tests/fixtures/crisis/dataset';
import { embedSentences } from '../src/infra/story/sentence-encoder';

/** Nearest phrasings averaged per side (1, 3 and 5 were compared by cross-validation: 5 best). */
const K = 5;
const FOLDS = 5;
const FALSE_ALARM_BUDGET = 0.01;
const BATCH = 32;

const fixtures = path.join(import.meta.dirname, '../tests/fixtures/crisis');
const read = (file: string) => parseDataset(fs.readFileSync(path.join(fixtures, file), 'utf8'));
const tuning: LabelledText[] = [...read('crisis.tuning.txt'), ...read('ordinary.tuning.txt')];
const started = performance.now();

const embeddings: number[][] = [];
for (let i = 0; i < tuning.length; i += BATCH)
  embeddings.push(
    ...(await embedSentences(tuning.slice(i, i + BATCH).map((item) => encoderInput(item.text)))),
  );

const dimensions = embeddings[0]!.length;
const mean = Array.from(
  { length: dimensions },
  (_, d) => embeddings.reduce((sum, e) => sum + e[d]!, 0) / embeddings.length,
);
const spread = mean.map(
  (m, d) =>
    Math.sqrt(embeddings.reduce((sum, e) => sum + (e[d]! - m) ** 2, 0) / embeddings.length) || 1,
);
const examples = tuning.map((item, i) => ({
  label: item.label as ExampleLabel,
  vector: Array.from(standardise(embeddings[i]!, { mean, spread })),
}));

const fold = stratifiedFolds(tuning, FOLDS, fnv1a);

const outOfFold = examples.map((example, i) => ({
  crisis: example.label !== 'ordinary',
  score: nearestScore(
    example.vector,
    examples.filter((_, j) => fold.get(tuning[j]!) !== fold.get(tuning[i]!)),
    K,
  ).score,
}));
const ordinaryScores = outOfFold
  .filter((r) => !r.crisis)
  .map((r) => r.score)
  .sort((a, b) => b - a);
const threshold = ordinaryScores[Math.floor(FALSE_ALARM_BUDGET * ordinaryScores.length)]!;
const crisis = outOfFold.filter((r) => r.crisis);
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `meaning reader alone, cross-validated: recall ${percent(crisis.filter((r) => r.score > threshold).length / crisis.length)}, ` +
    `false alarms ${percent(ordinaryScores.filter((s) => s > threshold).length / ordinaryScores.length)} ` +
    `at threshold ${threshold.toFixed(4)}`,
);

const out = path.join(import.meta.dirname, '../src/domain/safety/examples/crisis-examples.json');
const file = encodeExamples({ k: K, threshold, mean, spread }, examples);
const formatted = await prettier.format(JSON.stringify(file), {
  ...(await prettier.resolveConfig(out)),
  parser: 'json',
});
fs.writeFileSync(out, formatted);
console.log(
  `wrote ${path.relative(process.cwd(), out)} (${tuning.length} phrasings, ` +
    `${Math.round(fs.statSync(out).size / 1024)} KB) in ${Math.round((performance.now() - started) / 1000)} s`,
);
