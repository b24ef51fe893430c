import { describe, expect, it } from 'vitest';
import { augment, seededRandom } from './augment';

describe('training augmentation', () => {
  it('is seeded: the same seed gives the same variants', () => {
    const a = augment('I keep thinking about ending it', 5, seededRandom(7));
    const b = augment('I keep thinking about ending it', 5, seededRandom(7));
    expect(a).toEqual(b);
    expect(a).toHaveLength(5);
  });

  it('changes each variant only a little', () => {
    for (const variant of augment(
      'i have been saving up my pills for weeks',
      20,
      seededRandom(1),
    )) {
      const words = variant.split(' ');
      expect(words.length).toBeGreaterThanOrEqual(6);
      expect(words.length).toBeLessThanOrEqual(16);
    }
  });
});
