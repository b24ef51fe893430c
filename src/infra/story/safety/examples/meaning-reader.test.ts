import { describe, expect, it } from 'vitest';
import { featuresOf } from '../model/features';
import { EMBEDDING_WEIGHT, linearCrisisLogit, linearInput, WORD_BITS } from './linear-meaning';
import { meaningReaderAssessment, meaningScores, type MeaningReader } from './meaning-reader';
import { meaningScore, scaleOf } from './meaning-score';

// Three-dimensional stand-ins for sentence embeddings. The nearest phrasings put crisis along the
// first axis; the linear model reads crisis from the embedding's third axis and from the word
// "lantern", so the views can disagree and the tests can see each one's part.
const WORDS = 2 ** WORD_BITS;
const lantern = featuresOf(' lantern', WORD_BITS);
const weights = new Float32Array(2 * (WORDS + 3));
// Class 1 (suicide): the third embedding dimension, and every feature of "lantern".
weights[WORDS + 3 + WORDS + 2] = 8;
lantern.indices.forEach((index) => (weights[WORDS + 3 + index] = 10));

const reader: MeaningReader = {
  k: 2,
  mean: [0, 0, 0],
  spread: [1, 1, 1],
  examples: [
    { label: 'suicide', vector: [1, 0, 0] },
    { label: 'suicide', vector: [0.95, 0.05, 0] },
    { label: 'ordinary', vector: [0, 1, 0] },
    { label: 'ordinary', vector: [0.05, 0.95, 0] },
  ],
  linear: { classes: 2, dims: WORDS + 3, bias: new Float32Array(2), weights },
  calibration: { nearest: { mean: 0, spread: 1 }, linear: { mean: 0, spread: 4 } },
  threshold: 0.5,
};

describe('the meaning reader (nearest phrasings and a linear model, together)', () => {
  it('flags a text both views place with crisis, with the nearest phrasings’ category', () => {
    expect(meaningReaderAssessment('some words', [1, 0, 0.5], reader)).toEqual({
      flagged: true,
      category: 'suicide',
      reason: 'meaning close to crisis phrasings',
      // The meaning reader alone only asks.
      tier: 'check-in',
    });
  });

  it('leaves a text both views place with the ordinary moods unflagged', () => {
    expect(meaningReaderAssessment('some words', [0, 1, -0.5], reader)).toEqual({
      flagged: false,
    });
  });

  it('weighs the views equally on their ordinary scales', () => {
    const scores = meaningScores('some words', [1, 0, 0.5], reader);
    const length = Math.hypot(1, 0, 0.5);
    expect(scores.linear).toBeCloseTo((8 * 0.5 * EMBEDDING_WEIGHT) / length, 4);
    expect(scores.combined).toBeCloseTo((scores.nearest / 1 + scores.linear / 4) / 2, 10);
  });

  it('lets a clear reading of one view carry a text the other view is unsure of', () => {
    // Halfway between the crisis and the ordinary phrasings: the words decide.
    expect(Math.abs(meaningScores('a lantern', [1, 1, 0], reader).nearest)).toBeLessThan(0.2);
    expect(meaningReaderAssessment('a lantern', [1, 1, 0], reader).flagged).toBe(true);
    expect(meaningReaderAssessment('a candle', [1, 1, 0], reader).flagged).toBe(false);
  });
});

describe('the meaning reader’s parts', () => {
  it('puts each score on the scale of the ordinary moods before averaging', () => {
    const calibration = { nearest: { mean: 0.1, spread: 0.2 }, linear: { mean: -3, spread: 2 } };
    expect(meaningScore({ nearest: 0.5, linear: 1 }, calibration)).toBeCloseTo((2 + 2) / 2, 10);
  });

  it('measures the mean and spread of the ordinary moods’ scores', () => {
    expect(scaleOf([1, 3])).toEqual({ mean: 2, spread: 1 });
    expect(scaleOf([])).toEqual({ mean: 0, spread: 0 });
  });

  it('gives the linear model the words first, then the embedding at a fixed length', () => {
    const input = linearInput(' a lantern', [3, 0, -4]);
    const words = featuresOf(' a lantern', WORD_BITS);
    expect(Array.from(input.indices)).toEqual([...words.indices, WORDS, WORDS + 1, WORDS + 2]);
    const embedding = Array.from(input.values.slice(words.indices.length));
    expect(embedding.map((v) => Number(v.toFixed(6)))).toEqual([0.3, 0, -0.4]);
    expect(Math.hypot(...embedding)).toBeCloseTo(EMBEDDING_WEIGHT, 6);
  });

  it('reads the log-odds of crisis against ordinary', () => {
    const even = { classes: 2, dims: 2, bias: new Float32Array(2), weights: new Float32Array(4) };
    expect(linearCrisisLogit({ indices: Int32Array.of(0), values: Float32Array.of(1) }, even)).toBe(
      0,
    );
  });
});
