import { describe, expect, it } from 'vitest';
import { meanAndSpread, standardise } from './standardise';

describe('standardising embeddings', () => {
  it('removes each dimension’s mean and divides by its spread', () => {
    expect([...standardise([3, 5], { mean: [1, 1], spread: [2, 4] })]).toEqual([1, 1]);
  });

  it('finds the mean and spread, and a spread of 1 where a dimension never varies', () => {
    const { mean, spread } = meanAndSpread([
      [1, 7],
      [3, 7],
    ]);
    expect(mean).toEqual([2, 7]);
    expect(spread).toEqual([1, 1]);
    const standardised = [
      [1, 7],
      [3, 7],
    ].map((e) => [...standardise(e, { mean, spread })]);
    expect(standardised).toEqual([
      [-1, 0],
      [1, 0],
    ]);
  });
});
