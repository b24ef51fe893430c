import { describe, expect, it } from 'vitest';
import {
  cosine,
  encoderInput,
  nearestScore,
  standardise,
  type NearestExamples,
} from './nearest-examples';

// Three-dimensional stand-ins for sentence embeddings: crisis phrasings point one way, ordinary
// moods another.
const examples: NearestExamples = {
  k: 2,
  mean: [0, 0, 0],
  spread: [1, 1, 1],
  examples: [
    { label: 'suicide', vector: [1, 0, 0] },
    { label: 'suicide', vector: [0.9, 0.1, 0] },
    { label: 'self_harm', vector: [0.8, 0, 0.2] },
    { label: 'ordinary', vector: [0, 1, 0] },
    { label: 'ordinary', vector: [0, 0.9, 0.1] },
  ],
};

describe('the nearest labelled phrasings (the meaning reader’s first view)', () => {
  it('scores a text near the crisis phrasings high, one with the ordinary moods low', () => {
    expect(nearestScore([1, 0.05, 0], examples.examples, 2).score).toBeGreaterThan(0.5);
    expect(nearestScore([0.05, 1, 0], examples.examples, 2).score).toBeLessThan(-0.5);
    expect(Math.abs(nearestScore([1, 1, 0], examples.examples, 2).score)).toBeLessThan(0.2);
  });

  it('averages the k nearest of each side and takes the commonest category among them', () => {
    const { score, category } = nearestScore([0.8, 0, 0.3], examples.examples, 2);
    expect(category).toBe('self_harm');
    const nearestCrisis =
      (cosine([0.8, 0, 0.3], [0.8, 0, 0.2]) + cosine([0.8, 0, 0.3], [1, 0, 0])) / 2;
    const nearestOrdinary =
      (cosine([0.8, 0, 0.3], [0, 0.9, 0.1]) + cosine([0.8, 0, 0.3], [0, 1, 0])) / 2;
    expect(score).toBeCloseTo(nearestCrisis - nearestOrdinary, 10);
  });

  it('removes the tuning half mean and spread before comparing', () => {
    expect([...standardise([3, 5], { mean: [1, 1], spread: [2, 4] })]).toEqual([1, 1]);
  });

  it('reads the same text in training and at run time', () => {
    expect(encoderInput('  I Want To Go Home \n')).toBe('i want to go home');
  });

  it('compares directions only, and a zero vector with nothing', () => {
    expect(cosine([1, 2], [2, 4])).toBeCloseTo(1, 12);
    expect(cosine([0, 0], [1, 0])).toBe(0);
  });
});
