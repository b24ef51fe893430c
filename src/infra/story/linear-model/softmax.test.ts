import { describe, expect, it } from 'vitest';
import { probabilities, trainSoftmax, type Example } from './softmax';

const sparse = (indices: number[]) => ({
  indices: Int32Array.from(indices),
  values: Float32Array.from(indices.map(() => 1 / Math.sqrt(indices.length))),
});

// Three classes told apart by which buckets are present.
const examples: Example[] = [
  { x: sparse([0, 1]), label: 0 },
  { x: sparse([0, 2]), label: 0 },
  { x: sparse([3, 4]), label: 1 },
  { x: sparse([3, 5]), label: 1 },
  { x: sparse([6, 7]), label: 2 },
  { x: sparse([6, 1]), label: 2, weight: 2 },
];
const options = { classes: 3, dims: 8, l2: 1e-4, steps: 150, learningRate: 0.1 };

describe('softmax regression', () => {
  it('learns to tell the classes apart, probabilities summing to one', () => {
    const model = trainSoftmax(examples, options);
    for (const example of examples) {
      const p = probabilities(model, example.x);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
      expect(p.indexOf(Math.max(...p))).toBe(example.label);
    }
    // An unseen mix leans towards the class of its stronger cue.
    const p = probabilities(model, sparse([3, 3, 1]));
    expect(p[1]).toBeGreaterThan(p[2]!);
  });

  it('is deterministic: the same data gives the same weights', () => {
    const a = trainSoftmax(examples, options);
    const b = trainSoftmax(examples, options);
    expect([...a.weights]).toEqual([...b.weights]);
    expect([...a.bias]).toEqual([...b.bias]);
  });
});
