// A linear model's weights as stored in a committed JSON file: biases, one scale per class and the
// weights quantised to 16-bit integers, base64-encoded, so the file stays small and exact.
import { bytesToBase64 } from './base64';
import type { LinearModel } from './softmax';

const INT16_MAX = 32767;

/** A linear model's weights as stored: biases, one scale per class, int16 weights in base64. */
export interface StoredWeights {
  bias: number[];
  /** Per class: weight = stored integer * scale. */
  scales: number[];
  /** Little-endian int16, class-major, base64. */
  weights: string;
}

export function encodeWeights(model: LinearModel): StoredWeights {
  const bytes = new Uint8Array(model.weights.length * 2);
  const view = new DataView(bytes.buffer);
  const scales: number[] = [];
  for (let c = 0; c < model.classes; c += 1) {
    const row = model.weights.subarray(c * model.dims, (c + 1) * model.dims);
    const largest = row.reduce((max, w) => Math.max(max, Math.abs(w)), 0);
    const scale = largest > 0 ? largest / INT16_MAX : 1;
    scales.push(scale);
    row.forEach((w, i) => view.setInt16((c * model.dims + i) * 2, Math.round(w / scale), true));
  }
  return { bias: [...model.bias], scales, weights: bytesToBase64(bytes) };
}

export function decodeWeights(stored: StoredWeights, dims: number): LinearModel {
  const classes = stored.bias.length;
  const binary = atob(stored.weights);
  if (binary.length !== classes * dims * 2 || stored.scales.length !== classes)
    throw new Error('Model weights do not fit.');
  const weights = new Float32Array(classes * dims);
  for (let i = 0; i < weights.length; i += 1) {
    const raw = binary.charCodeAt(2 * i) | (binary.charCodeAt(2 * i + 1) << 8);
    weights[i] = (raw > INT16_MAX ? raw - 65536 : raw) * stored.scales[Math.floor(i / dims)]!;
  }
  return { classes, dims, weights, bias: Float32Array.from(stored.bias) };
}
