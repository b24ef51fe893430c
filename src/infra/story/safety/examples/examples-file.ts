// The committed meaning reader (written by `npm run train:crisis`): the tuning half's embeddings,
// standardised and stored as one signed byte per dimension (only their direction matters, and a
// byte keeps it to within a degree), with one letter per example for its label; the linear
// model's weights; and how the two views' scores are combined.
import { base64ToBytes, bytesToBase64 } from '../../linear-model/base64';
import type { LinearModel } from '../../linear-model/softmax';
import {
  decodeWeights,
  encodeWeights,
  type StoredWeights,
} from '../../linear-model/stored-weights';
import { WORD_BITS } from './linear-meaning';
import type { MeaningReader } from './meaning-reader';
import type { MeaningCalibration } from './meaning-score';
import type { Example, ExampleLabel } from './nearest-examples';

export interface ExamplesFile {
  k: number;
  /** Flag when the combined score passes this. */
  threshold: number;
  dimensions: number;
  mean: number[];
  spread: number[];
  calibration: MeaningCalibration;
  /** The linear model, per class (ordinary first), over 2 ** wordBits word features and then
   *  the embedding's dimensions (see linear-meaning.ts). */
  linear: StoredWeights & { wordBits: number };
  /** One letter per example: o ordinary, s suicide, h self-harm, a abuse. */
  labels: string;
  /** Base64 of every example's bytes, one after another. */
  vectors: string;
}

const LETTERS: Record<ExampleLabel, string> = {
  ordinary: 'o',
  suicide: 's',
  self_harm: 'h',
  abuse: 'a',
};
const LABELS = new Map(Object.entries(LETTERS).map(([label, letter]) => [letter, label]));

/** Scales a vector so its largest component is ±127 and rounds it to bytes. */
export function toBytes(vector: ArrayLike<number>): Int8Array {
  let largest = 0;
  for (let i = 0; i < vector.length; i += 1) largest = Math.max(largest, Math.abs(vector[i]!));
  const bytes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i += 1)
    bytes[i] = largest ? Math.round((vector[i]! / largest) * 127) : 0;
  return bytes;
}

export function encodeExamples(
  settings: {
    k: number;
    threshold: number;
    mean: readonly number[];
    spread: readonly number[];
    calibration: MeaningCalibration;
    linear: LinearModel;
  },
  examples: readonly { label: ExampleLabel; vector: ArrayLike<number> }[],
): ExamplesFile {
  const dimensions = settings.mean.length;
  if (settings.linear.dims !== 2 ** WORD_BITS + dimensions)
    throw new Error('The linear model does not fit the embeddings.');
  const all = new Int8Array(examples.length * dimensions);
  examples.forEach((example, i) => all.set(toBytes(example.vector), i * dimensions));
  const round = (x: number) => Number(x.toFixed(6));
  const { linear, calibration } = settings;
  return {
    k: settings.k,
    threshold: round(settings.threshold),
    dimensions,
    mean: settings.mean.map(round),
    spread: settings.spread.map(round),
    calibration: {
      nearest: { mean: round(calibration.nearest.mean), spread: round(calibration.nearest.spread) },
      linear: { mean: round(calibration.linear.mean), spread: round(calibration.linear.spread) },
    },
    linear: { wordBits: WORD_BITS, ...encodeWeights(linear) },
    labels: examples.map((example) => LETTERS[example.label]).join(''),
    vectors: bytesToBase64(new Uint8Array(all.buffer)),
  };
}

export function decodeExamples(file: ExamplesFile): MeaningReader {
  const bytes = new Int8Array(base64ToBytes(file.vectors).buffer);
  const examples: Example[] = [...file.labels].map((letter, i) => {
    const label = LABELS.get(letter) as ExampleLabel | undefined;
    if (!label) throw new Error(`Unknown example label: ${letter}`);
    return { label, vector: bytes.subarray(i * file.dimensions, (i + 1) * file.dimensions) };
  });
  if (bytes.length !== examples.length * file.dimensions)
    throw new Error('The examples file has vectors of the wrong size.');
  if (file.linear.wordBits !== WORD_BITS)
    throw new Error('The linear model does not fit the word features.');
  return {
    k: file.k,
    threshold: file.threshold,
    mean: file.mean,
    spread: file.spread,
    examples,
    calibration: file.calibration,
    linear: decodeWeights(file.linear, 2 ** WORD_BITS + file.dimensions),
  };
}
