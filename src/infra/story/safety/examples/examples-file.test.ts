import { describe, expect, it } from 'vitest';
import { decodeExamples, encodeExamples, toBytes, type ExamplesFile } from './examples-file';
import { WORD_BITS } from './linear-meaning';
import { cosine } from './nearest-examples';
import { loadModelFile } from '../../model-files';

const file = loadModelFile<ExamplesFile>('crisis-examples.json');

describe('the examples file', () => {
  it('keeps each vector to within a degree of its direction in one byte per dimension', () => {
    const vector = Array.from({ length: 512 }, (_, i) => Math.sin(i * 1.7) + 0.3 * Math.cos(i));
    const angle = Math.acos(Math.min(1, cosine(vector, toBytes(vector)))) * (180 / Math.PI);
    expect(angle).toBeLessThan(1);
  });

  it('round-trips labels, settings, vectors and the linear model', () => {
    const dims = 2 ** WORD_BITS + 2;
    const weights = Float32Array.from({ length: 2 * dims }, (_, i) => Math.sin(i));
    const linear = { classes: 2, dims, bias: Float32Array.from([0.5, -0.5]), weights };
    const calibration = { nearest: { mean: 0.1, spread: 0.2 }, linear: { mean: -3, spread: 2 } };
    const encoded = encodeExamples(
      { k: 3, threshold: 0.123456789, mean: [0.5, -1], spread: [1, 2], calibration, linear },
      [
        { label: 'abuse', vector: [1, -0.25] },
        { label: 'ordinary', vector: [-2, 2] },
      ],
    );
    const decoded = decodeExamples(JSON.parse(JSON.stringify(encoded)));
    expect(decoded).toMatchObject({ k: 3, threshold: 0.123457, mean: [0.5, -1], spread: [1, 2] });
    expect(decoded.calibration).toEqual(calibration);
    expect(Array.from(decoded.linear.bias)).toEqual([0.5, -0.5]);
    decoded.linear.weights.forEach((w, i) => expect(Math.abs(w - weights[i]!)).toBeLessThan(1e-4));
    expect(decoded.examples.map((e) => e.label)).toEqual(['abuse', 'ordinary']);
    expect(Array.from(decoded.examples[0]!.vector)).toEqual([127, -32]);
    expect(Array.from(decoded.examples[1]!.vector)).toEqual([-127, 127]);
  });

  it('ships examples of the tuning half that decode, crisis and ordinary both', () => {
    const decoded = decodeExamples(file);
    const labels = new Set(decoded.examples.map((e) => e.label));
    expect(labels).toEqual(new Set(['ordinary', 'suicide', 'self_harm', 'abuse']));
    expect(decoded.examples.length).toBeGreaterThan(900);
    expect(decoded.examples.every((e) => e.vector.length === 512)).toBe(true);
  });

  it('refuses an unknown label, vectors of the wrong size or a linear model that does not fit', () => {
    const good = file;
    expect(() => decodeExamples({ ...good, labels: `x${good.labels.slice(1)}` })).toThrow(/label/);
    expect(() => decodeExamples({ ...good, labels: `${good.labels}o` })).toThrow(/size/);
    const short = { ...good.linear, weights: good.linear.weights.slice(8) };
    expect(() => decodeExamples({ ...good, linear: short })).toThrow(/do not fit/);
    expect(() => decodeExamples({ ...good, linear: { ...good.linear, wordBits: 12 } })).toThrow(
      /word features/,
    );
  });
});
