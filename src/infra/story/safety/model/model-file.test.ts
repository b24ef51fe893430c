import { describe, expect, it } from 'vitest';
import { decodeModel, encodeModel, type ModelFile } from './model-file';
import type { LinearModel } from '../../linear-model/softmax';
import { loadModelFile } from '../../model-files';

const file = loadModelFile<ModelFile>('crisis-model.json');

describe('crisis model file', () => {
  it('round-trips weights through 16-bit quantisation within a tiny error', () => {
    const dims = 2 ** 4;
    const weights = Float32Array.from({ length: 3 * dims }, (_, i) => Math.sin(i) * (i % 3));
    const model: LinearModel = { classes: 3, dims, weights, bias: Float32Array.from([1, -2, 3]) };
    const encoded = encodeModel(model, { bits: 4, classes: ['a', 'b', 'c'], threshold: 0.5 });
    const decoded = decodeModel(JSON.parse(JSON.stringify(encoded)));
    expect(decoded.dims).toBe(dims);
    expect([...decoded.bias]).toEqual([1, -2, 3]);
    decoded.weights.forEach((w, i) => expect(Math.abs(w - weights[i]!)).toBeLessThan(1e-4));
  });

  it('ships a committed model that decodes, with the ordinary class first', () => {
    expect(file.classes).toEqual(['ordinary', 'suicide', 'self_harm', 'abuse']);
    expect(file.threshold).toBeGreaterThan(0.5);
    expect(file.threshold).toBeLessThan(1);
    const model = decodeModel(file);
    expect(model.weights.length).toBe(4 * 2 ** file.bits);
  });

  it('refuses weights that do not fit the declared size', () => {
    expect(() => decodeModel({ ...file, bits: 3 })).toThrow(/do not fit/);
  });
});
