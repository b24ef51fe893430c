import { describe, expect, it } from 'vitest';
import { denseVector, linearCrisisLogit } from './linear-meaning';
import { meaningReaderAssessment, meaningScores, type MeaningReader } from './meaning-reader';
import { meaningScore, scaleOf } from './meaning-score';

// Three-dimensional stand-ins for sentence embeddings. The nearest phrasings put crisis along the
// first axis; the linear model reads crisis from the third axis only, so the two views can
// disagree and the tests can see each one's part.
const reader: MeaningReader = {
  k: 2,
  mean: [0, 0, 0],
  spread: [1, 1, 1],
  examples: [
    { label: 'suicide', vector: [1, 0, 0] },
    { label: 'suicide', vector: [0.9, 0.1, 0] },
    { label: 'self_harm', vector: [0.8, 0, -0.2] },
    { label: 'ordinary', vector: [0, 1, 0] },
    { label: 'ordinary', vector: [0, 0.9, 0.1] },
  ],
  // Class 0 ordinary, 1 suicide: the suicide score rises with the third dimension.
  linear: {
    classes: 2,
    dims: 3,
    bias: Float32Array.from([0, 0]),
    weights: Float32Array.from([0, 0, 0, 0, 0, 4]),
  },
  calibration: { nearest: { mean: 0, spread: 1 }, linear: { mean: 0, spread: 4 } },
  threshold: 0.5,
};

describe('the meaning reader (nearest phrasings and a linear model, together)', () => {
  it('flags a text both views place with crisis, with the nearest phrasings’ category', () => {
    expect(meaningReaderAssessment([1, 0, 0.5], reader)).toEqual({
      flagged: true,
      category: 'suicide',
      reason: 'meaning close to crisis phrasings',
    });
  });

  it('leaves a text both views place with the ordinary moods unflagged', () => {
    expect(meaningReaderAssessment([0, 1, -0.5], reader)).toEqual({ flagged: false });
  });

  it('weighs the views equally on their ordinary scales', () => {
    const scores = meaningScores([1, 0, 0.5], reader);
    expect(scores.linear).toBeCloseTo(2, 5); // log-odds of e^2 : 1
    expect(scores.combined).toBeCloseTo((scores.nearest / 1 + scores.linear / 4) / 2, 10);
  });

  it('lets a clear reading of one view carry a text the other view is unsure of', () => {
    // Halfway between the crisis and the ordinary phrasings, but far along the linear direction.
    expect(Math.abs(meaningScores([1, 1, 0], reader).nearest)).toBeLessThan(0.2);
    expect(meaningReaderAssessment([1, 1, 3], reader).flagged).toBe(true);
    expect(meaningReaderAssessment([1, 1, 0], reader).flagged).toBe(false);
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

  it('reads a dense embedding with the softmax arithmetic, as log-odds of crisis', () => {
    expect(Array.from(denseVector([0.5, 0, -1]).indices)).toEqual([0, 1, 2]);
    const even = { classes: 2, dims: 2, bias: new Float32Array(2), weights: new Float32Array(4) };
    expect(linearCrisisLogit([1, 1], even)).toBeCloseTo(0, 10);
  });
});
