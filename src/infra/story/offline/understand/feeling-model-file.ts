// The feeling model as a committed JSON file (written by `npm run train:feelings`): its classes,
// the probability a guess needs, and its weights stored small and exact.
import type { LinearModel } from '../../linear-model/softmax';
import {
  decodeWeights,
  encodeWeights,
  type StoredWeights,
} from '../../linear-model/stored-weights';
import type { Feeling } from './types';

export interface FeelingModelFile extends StoredWeights {
  format: 1;
  bits: number;
  /** Class names in weight order. */
  classes: Feeling[];
  /** A guess counts only when its probability reaches this. */
  threshold: number;
}

export interface FeelingModel {
  linear: LinearModel;
  classes: Feeling[];
  threshold: number;
}

export function encodeFeelingModel(model: FeelingModel, bits: number): FeelingModelFile {
  return {
    format: 1,
    bits,
    classes: model.classes,
    threshold: model.threshold,
    ...encodeWeights(model.linear),
  };
}

export function decodeFeelingModel(file: FeelingModelFile): FeelingModel {
  if (file.bias.length !== file.classes.length)
    throw new Error('Feeling model weights do not fit.');
  return {
    linear: decodeWeights(file, 2 ** file.bits),
    classes: file.classes,
    threshold: file.threshold,
  };
}
