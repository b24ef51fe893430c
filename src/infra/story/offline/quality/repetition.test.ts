// The repetition measure (a pure function): the share of a text's words inside a run found word
// for word in another text. `npm run eval` (tests/eval/pieces.eval.ts) applies it to the pieces.
import { describe, expect, it } from 'vitest';
import { sharedRunShares } from './repetition';

describe('the repetition measure', () => {
  it('measures the shared 8-word runs', () => {
    const a = 'one two three four five six seven eight nine ten';
    expect(sharedRunShares([a, 'zero one two three four five six seven eight', 'x y z'])).toEqual([
      0.8,
      8 / 9,
      0,
    ]);
  });

  it('measures runs of any length', () => {
    expect(sharedRunShares(['a b c d e f', 'x a b c d e'], 5)).toEqual([5 / 6, 5 / 6]);
    expect(sharedRunShares(['a b c d e f', 'x a b c d y'], 5)).toEqual([0, 0]);
  });
});
