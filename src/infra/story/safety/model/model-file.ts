// The crisis model as a compact JSON file: every class's weights quantised to 16-bit integers
// (one scale per class) and base64-encoded, so the committed file stays small and exact.
import type { LinearModel } from '../../linear-model/softmax';
import { decodeWeights, encodeWeights } from '../../linear-model/stored-weights';

export interface ModelFile {
  format: 1;
  /** Feature buckets are 2 ** bits. */
  bits: number;
  /** Class names in weight order; the first is the ordinary (not a crisis) class. */
  classes: string[];
  /** Flag when the probability of not being ordinary reaches this. */
  threshold: number;
  bias: number[];
  /** Per class: weight = stored integer * scale. */
  scales: number[];
  /** Little-endian int16, class-major, base64. */
  weights: string;
}

export function encodeModel(
  model: LinearModel,
  meta: { bits: number; classes: string[]; threshold: number },
): ModelFile {
  return {
    format: 1,
    bits: meta.bits,
    classes: meta.classes,
    threshold: meta.threshold,
    ...encodeWeights(model),
  };
}

export function decodeModel(file: ModelFile): LinearModel {
  if (file.bias.length !== file.classes.length) throw new Error('Crisis model weights do not fit.');
  return decodeWeights(file, 2 ** file.bits);
}
