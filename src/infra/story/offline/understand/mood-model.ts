// The mood reader's arithmetic, pure (no encoder, no file): what its linear models read (a mood's
// hashed words beside its sentence embedding, as the crisis detector's linear view reads them,
// see safety/examples/linear-meaning.ts), the committed file's shape (models/mood-reader.json,
// written by `npm run train:moods`) and the rule that turns three sets of probabilities into a
// reading. Thresholds and sizes were chosen by cross-validation on the tuning part of
// tests/fixtures/moods-real (scripts/train-mood-reader.ts); the held-out quarter chose nothing.
import { base64ToBytes, bytesToBase64 } from '../../linear-model/base64';
import { hashFeature, type SparseVector } from '../../linear-model/sparse-vector';
import { probabilities, type LinearModel } from '../../linear-model/softmax';
import {
  decodeWeights,
  encodeWeights,
  type StoredWeights,
} from '../../linear-model/stored-weights';
import {
  FEELINGS,
  REGISTERS,
  SITUATIONS,
  type FeelingFamily,
  type MoodReading,
  type Register,
  type Situation,
} from '../library/vocabulary';
import { standardise } from '../../linear-model/standardise';

/** What each head reads: the feature settings stored in the file. */
export interface MoodFeatureSettings {
  /** Hashed word features take the first 2 ** wordBits inputs; the embedding follows. */
  wordBits: number;
  /** Length of the embedding part (the word part has length 1). */
  embeddingWeight: number;
  /** Whether character 3-5-grams join the words (they carry typos, and cost training time). */
  charGrams: boolean;
}

/** When the glad register may be used (only when p(glad) is high and p(hard) low), and when the
 *  hard one (p(hard) high enough that no glad mood was read hard out of fold). */
export interface RegisterRule {
  gladAtLeast: number;
  hardAtMost: number;
  hardAtLeast: number;
}

/** The nearest tuning moods, blended into each head's probabilities (see nearestVotes). */
export interface NearestMoods {
  k: number;
  /** Each head's share of the blend: p = (1 - w) * linear + w * nearest (0: not used). */
  weights: Record<'feeling' | 'situation' | 'register', number>;
  /** Per mood: its standardised embedding at unit length, and its labels' indices. */
  vectors: Float32Array[];
  labels: { feeling: number; situation: number; register: number }[];
}

export interface MoodModel {
  features: MoodFeatureSettings;
  /** Per dimension of the encoder's embedding: its mean and spread over the tuning moods. */
  mean: number[];
  spread: number[];
  feeling: LinearModel;
  situation: LinearModel;
  register: LinearModel;
  rule: RegisterRule;
  nearest?: NearestMoods;
}

export interface MoodModelFile {
  format: 1;
  features: MoodFeatureSettings;
  dimensions: number;
  mean: number[];
  spread: number[];
  rule: RegisterRule;
  /** Class names in weight order: FEELINGS, SITUATIONS and REGISTERS when the file was written. */
  feelings: FeelingFamily[];
  situations: Situation[];
  registers: Register[];
  feeling: StoredWeights;
  situation: StoredWeights;
  register: StoredWeights;
  /** The nearest moods, when the blend uses them: one signed byte per dimension, base64, and
   *  three class indices per mood. */
  nearest?: {
    k: number;
    weights: NearestMoods['weights'];
    vectors: string;
    labels: number[];
  };
}

/** A word's weight beside each character n-gram: there are far fewer words. */
const WORD_WEIGHT = 2;
const NEGATORS = new Set(['not', 'never', 'no', 'nor', 'without', 'dont', 'didnt', 'cant', 'isnt']);

/** The words of a mood: lower-cased, apostrophes dropped ("can't" and "cant" read alike). */
export function moodWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Hashed words, word pairs, negated words and (when asked) character 3-5-grams, scaled to unit
 *  length. */
export function moodWordFeatures(text: string, bits: number, charGrams = false): SparseVector {
  const words = moodWords(text);
  const mask = 2 ** bits - 1;
  const sums = new Map<number, number>();
  const add = (names: ReadonlySet<string>, weight: number) => {
    for (const name of names) {
      const bucket = hashFeature(name) & mask;
      sums.set(bucket, (sums.get(bucket) ?? 0) + weight);
    }
  };
  const wordNames = new Set<string>();
  let negated = 0;
  words.forEach((word, i) => {
    wordNames.add(`w:${word}`);
    if (negated > 0) wordNames.add(`n:${word}`);
    if (i > 0) wordNames.add(`b:${words[i - 1]} ${word}`);
    negated = NEGATORS.has(word) ? 3 : Math.max(0, negated - 1);
  });
  const padded = ` ${words.join(' ')} `;
  const charNames = new Set<string>();
  if (charGrams)
    for (let n = 3; n <= 5; n += 1)
      for (let i = 0; i + n <= padded.length; i += 1) charNames.add(`c:${padded.slice(i, i + n)}`);
  add(wordNames, WORD_WEIGHT);
  add(charNames, 1);
  const indices = Int32Array.from([...sums.keys()].sort((a, b) => a - b));
  const values = Float32Array.from(indices, (bucket) => sums.get(bucket) ?? 0);
  let norm = 0;
  for (const value of values) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  values.forEach((value, i) => (values[i] = value / norm));
  return { indices, values };
}

/** A head's input: the mood's word features, then its standardised embedding at a fixed length. */
export function moodInput(
  text: string,
  standardised: ArrayLike<number>,
  features: MoodFeatureSettings,
): SparseVector {
  const words = moodWordFeatures(text, features.wordBits, features.charGrams);
  let norm = 0;
  for (let d = 0; d < standardised.length; d += 1) norm += standardised[d]! * standardised[d]!;
  const scale = norm > 0 ? features.embeddingWeight / Math.sqrt(norm) : 0;
  const size = words.indices.length + standardised.length;
  const indices = new Int32Array(size);
  const values = new Float32Array(size);
  indices.set(words.indices);
  values.set(words.values);
  const offset = 2 ** features.wordBits;
  for (let d = 0; d < standardised.length; d += 1) {
    indices[words.indices.length + d] = offset + d;
    values[words.indices.length + d] = standardised[d]! * scale;
  }
  return { indices, values };
}

const argmax = (p: ArrayLike<number>) => {
  let best = 0;
  for (let i = 1; i < p.length; i += 1) if (p[i]! > p[best]!) best = i;
  return best;
};

const GLAD = REGISTERS.indexOf('glad');
const HARD = REGISTERS.indexOf('hard');

/**
 * The register from its probabilities. Glad only when p(glad) is high and p(hard) low (a reply
 * of "wonderful news" to a loss costs far more than a gentle one to good news); hard when p(hard)
 * is high and the likeliest; else gentle, the safe choice when unsure.
 */
export function decideRegister(p: ArrayLike<number>, rule: RegisterRule): Register {
  if (p[GLAD]! >= rule.gladAtLeast && p[HARD]! <= rule.hardAtMost) return 'glad';
  if (p[HARD]! >= rule.hardAtLeast && argmax(p) === HARD) return 'hard';
  return 'gentle';
}

export interface MoodProbabilities {
  feeling: Float64Array;
  situation: Float64Array;
  register: Float64Array;
}

/** The three heads' probabilities for a mood and its (raw) sentence embedding. */
export function moodProbabilities(
  model: MoodModel,
  text: string,
  embedding: ArrayLike<number>,
): MoodProbabilities {
  const standardised = standardise(embedding, model);
  const x = moodInput(text, standardised, model.features);
  const p = {
    feeling: probabilities(model.feeling, x),
    situation: probabilities(model.situation, x),
    register: probabilities(model.register, x),
  };
  if (model.nearest) blend(p, nearestVotes(model.nearest, standardised), model.nearest.weights);
  return p;
}

/** Per head, the similarity-weighted votes of the k nearest moods (cosine of the standardised
 *  embeddings), as probabilities. */
export function nearestVotes(
  nearest: Pick<NearestMoods, 'k' | 'vectors' | 'labels'>,
  standardised: ArrayLike<number>,
  skip?: (index: number) => boolean,
): MoodProbabilities {
  let norm = 0;
  for (let d = 0; d < standardised.length; d += 1) norm += standardised[d]! * standardised[d]!;
  norm = Math.sqrt(norm) || 1;
  const top: { i: number; s: number }[] = [];
  nearest.vectors.forEach((vector, i) => {
    if (skip?.(i)) return;
    let dot = 0;
    for (let d = 0; d < vector.length; d += 1) dot += vector[d]! * standardised[d]!;
    const s = dot / norm;
    if (top.length < nearest.k || s > top[top.length - 1]!.s) {
      top.push({ i, s });
      top.sort((a, b) => b.s - a.s);
      if (top.length > nearest.k) top.pop();
    }
  });
  const votes = {
    feeling: new Float64Array(FEELINGS.length),
    situation: new Float64Array(SITUATIONS.length),
    register: new Float64Array(REGISTERS.length),
  };
  for (const { i, s } of top)
    for (const head of ['feeling', 'situation', 'register'] as const)
      votes[head][nearest.labels[i]![head]]! += Math.max(s, 0);
  for (const head of ['feeling', 'situation', 'register'] as const) {
    const total = votes[head].reduce((a, b) => a + b, 0);
    if (total > 0) votes[head].forEach((v, c) => (votes[head][c] = v / total));
  }
  return votes;
}

/** Mixes the nearest moods' votes into the linear probabilities, per head, in place. */
export function blend(
  p: MoodProbabilities,
  votes: MoodProbabilities,
  weights: NearestMoods['weights'],
): void {
  for (const head of ['feeling', 'situation', 'register'] as const) {
    const w = weights[head];
    if (w > 0) p[head].forEach((x, c) => (p[head][c] = (1 - w) * x + w * votes[head][c]!));
  }
}

/** The reading from the heads' probabilities. */
export function readingOf(p: MoodProbabilities, rule: RegisterRule): MoodReading {
  return {
    feeling: FEELINGS[argmax(p.feeling)]!,
    situation: SITUATIONS[argmax(p.situation)]!,
    register: decideRegister(p.register, rule),
  };
}

/** A mood read from its text and its sentence embedding (the pure part of the mood reader). */
export function readMoodFromEmbedding(
  model: MoodModel,
  text: string,
  embedding: ArrayLike<number>,
): MoodReading {
  return readingOf(moodProbabilities(model, text, embedding), model.rule);
}

const round = (x: number) => Number(x.toFixed(6));

export function encodeMoodModel(model: MoodModel): MoodModelFile {
  return {
    format: 1,
    features: model.features,
    dimensions: model.mean.length,
    mean: model.mean.map(round),
    spread: model.spread.map(round),
    rule: {
      gladAtLeast: round(model.rule.gladAtLeast),
      hardAtMost: round(model.rule.hardAtMost),
      hardAtLeast: round(model.rule.hardAtLeast),
    },
    feelings: [...FEELINGS],
    situations: [...SITUATIONS],
    registers: [...REGISTERS],
    feeling: encodeWeights(model.feeling),
    situation: encodeWeights(model.situation),
    register: encodeWeights(model.register),
    ...(model.nearest && {
      nearest: {
        k: model.nearest.k,
        weights: model.nearest.weights,
        vectors: bytesToBase64(toBytes(model.nearest.vectors)),
        labels: model.nearest.labels.flatMap((l) => [l.feeling, l.situation, l.register]),
      },
    }),
  };
}

/** Unit vectors as one signed byte per dimension (direction kept to within about a degree). */
function toBytes(vectors: readonly Float32Array[]): Uint8Array {
  const dimensions = vectors[0]?.length ?? 0;
  const bytes = new Int8Array(vectors.length * dimensions);
  vectors.forEach((vector, i) => {
    const largest = vector.reduce((max, x) => Math.max(max, Math.abs(x)), 0) || 1;
    vector.forEach((x, d) => (bytes[i * dimensions + d] = Math.round((x / largest) * 127)));
  });
  return new Uint8Array(bytes.buffer);
}

function fromBytes(text: string, dimensions: number): Float32Array[] {
  const bytes = new Int8Array(base64ToBytes(text).buffer);
  const vectors: Float32Array[] = [];
  for (let at = 0; at + dimensions <= bytes.length; at += dimensions) {
    const vector = Float32Array.from(bytes.subarray(at, at + dimensions));
    const length = Math.hypot(...vector) || 1;
    vector.forEach((x, d) => (vector[d] = x / length));
    vectors.push(vector);
  }
  return vectors;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function decodeMoodModel(file: MoodModelFile): MoodModel {
  if (
    file.format !== 1 ||
    !sameList(file.feelings, FEELINGS) ||
    !sameList(file.situations, SITUATIONS) ||
    !sameList(file.registers, REGISTERS) ||
    file.mean.length !== file.dimensions ||
    file.spread.length !== file.dimensions
  )
    throw new Error('The mood reader file does not fit this vocabulary: retrain it.');
  const dims = 2 ** file.features.wordBits + file.dimensions;
  return {
    features: file.features,
    mean: file.mean,
    spread: file.spread,
    rule: file.rule,
    feeling: decodeWeights(file.feeling, dims),
    situation: decodeWeights(file.situation, dims),
    register: decodeWeights(file.register, dims),
    ...(file.nearest && {
      nearest: {
        k: file.nearest.k,
        weights: file.nearest.weights,
        vectors: fromBytes(file.nearest.vectors, file.dimensions),
        labels: Array.from({ length: file.nearest.labels.length / 3 }, (_, i) => ({
          feeling: file.nearest!.labels[3 * i]!,
          situation: file.nearest!.labels[3 * i + 1]!,
          register: file.nearest!.labels[3 * i + 2]!,
        })),
      },
    }),
  };
}
