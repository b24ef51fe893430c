// Trains the tier reader (src/infra/story/safety/tier-reader) from tuning data only: the tuning
// halves of tests/fixtures/safety-real (moods and answers) and tests/fixtures/crisis, and the
// explicitness set (tests/fixtures/explicitness). The held-out halves are never read here.
//   - `risk`: risk (any tier) against none, over words and the sentence embedding;
//   - `explicit`: crisis against check-in, among texts with risk and the sad or look-alike texts
//     another reader already asks about.
// The thresholds come from 5-fold cross-validation over safety-real's tuning half (the other sets
// stay in every fold's training): the pair that notices and escalates the most risk while, for
// moods and for answers alike, sad-but-safe texts get crisis care at most 1.2% and a check-in at
// most 8.5% of the time and everyday texts crisis care at most 0.3% (the targets are 2%, 10%
// and 0.5%; the held-out half has run a little above the tuning estimate). Deterministic;
// writes models/tier-model.json and its hash in models/manifest.json.
//   npm run train:crisis (after the other two readers)
import { resolveCrisisResources } from '../src/domain/story/safety/crisis-resources';
import type { SafetyTier } from '../src/domain/story/safety/safety-tier';
import { trainSoftmax, type Example } from '../src/infra/story/linear-model/softmax';
import { MODELS_DIR, writeModelFile } from '../src/infra/story/model-files';
import { linearInput, WORD_BITS } from '../src/infra/story/safety/examples/linear-meaning';
import { encoderInput, standardise } from '../src/infra/story/safety/examples/nearest-examples';
import { detectCrisis } from '../src/infra/story/safety/crisis-detector';
import { createMeaningCheck } from '../src/infra/story/safety/meaning-check';
import { createSafetyCheck } from '../src/infra/story/safety/safety-check';
import { normaliseForSafety } from '../src/infra/story/safety/safety-text';
import { embedSentences } from '../src/infra/story/safety/sentence-encoder';
import { encodeTierModel } from '../src/infra/story/safety/tier-reader/tier-model-file';
import {
  tierFromScores,
  tierScores,
  type TierReader,
} from '../src/infra/story/safety/tier-reader/tier-reader';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { fnv1a, parseDataset } from '../tests/fixtures/crisis/dataset';
import { loadExplicitness } from '../tests/fixtures/explicitness/explicitness';
import { loadSafetyReal } from '../tests/fixtures/safety-real/safety-real';
import { meanAndSpread } from '../src/infra/story/linear-model/standardise';

const FOLDS = 5;
const L2 = 0.0001;
const STEPS = 200;
const LEARNING_RATE = 0.05;
const LIMITS = { sadCrisis: 0.012, sadCheckIn: 0.085, everydayCrisis: 0.003 };

interface Line {
  text: string;
  /** The tier the line should get. */
  tier: SafetyTier;
  /** Whether it is sad-but-safe, everyday or a look-alike (for the limits), or risk. */
  kind: 'risk' | 'sad-safe' | 'everyday' | 'look-alike';
  group: 'moods' | 'answers' | 'crisis-set' | 'explicitness';
  /** Today's tier from the other readers (safety-real only). */
  before?: SafetyTier;
  /** The opening mood of an answer. */
  mood?: string;
  /** For the crisis set: the rules' tier, its only word on explicitness. */
  ruleTier?: SafetyTier;
}

const set = loadSafetyReal();
const real: Line[] = (['moods', 'answers'] as const).flatMap((group) =>
  set[group].tuning.map((item) => ({
    text: item.text,
    tier: item.tier,
    kind: item.kind,
    group,
    mood: 'mood' in item ? item.mood : undefined,
  })),
);
function ruleTierOf(text: string): SafetyTier {
  const verdict = detectCrisis(text);
  return verdict.flagged ? (verdict.tier ?? 'crisis') : 'none';
}
const fixtures = path.join(import.meta.dirname, '../tests/fixtures/crisis');
const crisisSet: Line[] = ['crisis.tuning.txt', 'ordinary.tuning.txt'].flatMap((file) =>
  parseDataset(fs.readFileSync(path.join(fixtures, file), 'utf8')).map((item) => ({
    text: item.text,
    tier: item.label === 'ordinary' ? 'none' : 'check-in',
    kind: item.label === 'ordinary' ? 'sad-safe' : 'risk',
    group: 'crisis-set' as const,
    ruleTier: ruleTierOf(item.text),
  })),
);
const explicitness: Line[] = loadExplicitness().map((line) => ({
  text: line.text,
  tier: line.tier,
  kind: line.tier !== 'none' ? 'risk' : line.kind === 'look-alike' ? 'look-alike' : 'sad-safe',
  group: 'explicitness',
}));
const started = performance.now();

// Today's tiers, from the rules, the statistical reader and the meaning reader without this one.
const before = createSafetyCheck({
  resources: resolveCrisisResources(undefined),
  meaning: createMeaningCheck(embedSentences, () => null),
});
for (let i = 0; i < real.length; i += 16)
  await Promise.all(
    real.slice(i, i + 16).map(async (line) => {
      const verdict =
        line.group === 'moods'
          ? await before.check(line.text)
          : await before.checkDialogue({ earlier: [line.mood!], latest: line.text });
      line.before = verdict.tier;
    }),
  );

const lines = [...real, ...crisisSet, ...explicitness];
const embeddings: number[][] = [];
for (let i = 0; i < lines.length; i += 64)
  embeddings.push(
    ...(await embedSentences(lines.slice(i, i + 64).map((line) => encoderInput(line.text)))),
  );
const { mean, spread } = meanAndSpread(embeddings);
const dimensions = mean.length;
const inputs = lines.map((line, i) =>
  linearInput(normaliseForSafety(line.text), standardise(embeddings[i]!, { mean, spread })),
);
const indexOf = new Map(lines.map((line, i) => [line, i]));

/** Both classes weigh the same in total. */
function balanced(rows: { i: number; label: number }[]): Example[] {
  const totals = [0, 1].map((c) => rows.filter((r) => r.label === c).length);
  return rows.map(({ i, label }) => ({
    x: inputs[i]!,
    label,
    weight: rows.length / (2 * totals[label]!),
  }));
}
const options = { classes: 2, dims: 2 ** WORD_BITS + dimensions, l2: L2, steps: STEPS };
function train(training: readonly Line[]): Pick<TierReader, 'risk' | 'explicit'> {
  const rows = training.map((line) => ({ line, i: indexOf.get(line)! }));
  const risk = balanced(rows.map(({ line, i }) => ({ i, label: line.kind === 'risk' ? 1 : 0 })));
  // The crisis set says only "risk", not which tier: of its lines, only those the rules place
  // teach explicitness (the rules' crisis against their check-in).
  const explicit = balanced(
    rows
      .filter(
        ({ line }) =>
          line.group !== 'crisis-set' || (line.kind === 'risk' && line.ruleTier !== 'none'),
      )
      .filter(
        ({ line }) =>
          line.kind === 'risk' ||
          line.kind === 'look-alike' ||
          (line.before && line.before !== 'none'),
      )
      .map(({ line, i }) => ({ i, label: (line.ruleTier ?? line.tier) === 'crisis' ? 1 : 0 })),
  );
  return {
    risk: trainSoftmax(risk, { ...options, learningRate: LEARNING_RATE }),
    explicit: trainSoftmax(explicit, { ...options, learningRate: LEARNING_RATE }),
  };
}

const thresholdFree = { mean, spread, thresholds: { risk: 1, explicit: 1 } };
const foldOf = (line: Line) => fnv1a(`${line.text}fold`) % FOLDS;
const outOfFold = new Map<Line, ReturnType<typeof tierScores>>();
for (let f = 0; f < FOLDS; f += 1) {
  const models = train(
    lines.filter(
      (line) => (line.group !== 'moods' && line.group !== 'answers') || foldOf(line) !== f,
    ),
  );
  for (const line of real.filter((l) => foldOf(l) === f))
    outOfFold.set(
      line,
      tierScores(line.text, embeddings[indexOf.get(line)!]!, { ...thresholdFree, ...models }),
    );
}

const share = (of: readonly Line[], counts: (line: Line) => boolean) =>
  of.length ? of.filter(counts).length / of.length : 0;
function figures(of: readonly Line[], tierOf: (line: Line) => SafetyTier) {
  const risk = of.filter((l) => l.kind === 'risk');
  const sad = of.filter((l) => l.kind === 'sad-safe');
  const everyday = of.filter((l) => l.kind === 'everyday');
  return {
    noticed: share(risk, (l) => tierOf(l) !== 'none'),
    explicit: share(
      risk.filter((l) => l.tier === 'crisis'),
      (l) => tierOf(l) === 'crisis',
    ),
    sadCrisis: share(sad, (l) => tierOf(l) === 'crisis'),
    sadCheckIn: share(sad, (l) => tierOf(l) === 'check-in'),
    everydayCrisis: share(everyday, (l) => tierOf(l) === 'crisis'),
  };
}
const RANK: Record<SafetyTier, number> = { none: 0, 'check-in': 1, crisis: 2 };
const higher = (a: SafetyTier, b: SafetyTier) => (RANK[b] > RANK[a] ? b : a);
const withReader = (thresholds: TierReader['thresholds']) => (line: Line) =>
  higher(line.before!, tierFromScores(outOfFold.get(line)!, { thresholds }, line.before!));

const grid = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) =>
    Number((from + i * step).toFixed(3)),
  );
let best: { thresholds: TierReader['thresholds']; value: number } | null = null;
// Risk alone does not ask (threshold above 1): on the tuning half it noticed 1.4 more points of
// the moods and none of the answers, and it asked about honest answers seen in the browser ("i
// guess im scared i wont matter to her anymore"). So the reader only turns what another reader
// asks about into crisis care when it is explicit.
for (const risk of [1.01])
  for (const explicit of [...grid(0.3, 0.98, 0.04), 1.01]) {
    const tierOf = withReader({ risk, explicit });
    const groups = (['moods', 'answers'] as const).map((g) =>
      figures(
        real.filter((l) => l.group === g),
        tierOf,
      ),
    );
    if (
      groups.some(
        (f) =>
          f.sadCrisis > LIMITS.sadCrisis ||
          f.sadCheckIn > LIMITS.sadCheckIn ||
          f.everydayCrisis > LIMITS.everydayCrisis,
      )
    )
      continue;
    const f = figures(real, tierOf);
    const value = f.noticed + f.explicit;
    if (!best || value > best.value) best = { thresholds: { risk, explicit }, value };
  }
if (!best) throw new Error('No thresholds keep within the limits.');

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const show = (name: string, f: ReturnType<typeof figures>) =>
  console.log(
    `${name}: risk noticed ${percent(f.noticed)}, explicit given crisis care ${percent(f.explicit)}, ` +
      `sad-but-safe crisis ${percent(f.sadCrisis)} / check-in ${percent(f.sadCheckIn)}, everyday crisis ${percent(f.everydayCrisis)}`,
  );
for (const group of ['moods', 'answers'] as const) {
  const of = real.filter((l) => l.group === group);
  show(
    `${group}, tuning half, without the tier reader`,
    figures(of, (l) => l.before!),
  );
  show(`${group}, tuning half, with it (out of fold)`, figures(of, withReader(best.thresholds)));
}
console.log(`thresholds: risk ${best.thresholds.risk}, explicit ${best.thresholds.explicit}`);

const models = train(lines);
const file = encodeTierModel({ mean, spread, ...models, thresholds: best.thresholds });
const out = path.join(MODELS_DIR, 'tier-model.json');
const text = await prettier.format(JSON.stringify(file), {
  ...(await prettier.resolveConfig(out)),
  parser: 'json',
});
console.log(
  `wrote ${writeModelFile('tier-model.json', text)} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
