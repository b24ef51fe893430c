// A multinomial logistic regression over sparse vectors: the arithmetic of the crisis model and of
// the storyteller's feeling model, shared by the training scripts and the readers. Training is
// full-batch Adam with an L2 penalty, a fixed number of steps and no randomness, so the same data
// always gives the same weights.
import type { SparseVector } from './sparse-vector';

export interface LinearModel {
  classes: number;
  dims: number;
  /** Row-major: class c's weight for bucket i is at c * dims + i. */
  weights: Float32Array;
  bias: Float32Array;
}

export interface Example {
  x: SparseVector;
  label: number;
  /** How much this example counts (default 1), e.g. to balance the classes. */
  weight?: number;
}

export interface TrainOptions {
  classes: number;
  dims: number;
  /** L2 penalty on the weights (not the biases). */
  l2: number;
  steps: number;
  learningRate: number;
}

/** Class probabilities of one vector (softmax of the linear scores). */
export function probabilities(model: LinearModel, x: SparseVector): Float64Array {
  const scores = new Float64Array(model.classes);
  for (let c = 0; c < model.classes; c += 1) {
    let score = model.bias[c]!;
    const offset = c * model.dims;
    for (let k = 0; k < x.indices.length; k += 1)
      score += model.weights[offset + x.indices[k]!]! * x.values[k]!;
    scores[c] = score;
  }
  const max = Math.max(...scores);
  let total = 0;
  for (let c = 0; c < scores.length; c += 1) {
    scores[c] = Math.exp(scores[c]! - max);
    total += scores[c]!;
  }
  for (let c = 0; c < scores.length; c += 1) scores[c] = scores[c]! / total;
  return scores;
}

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;

export function trainSoftmax(examples: readonly Example[], options: TrainOptions): LinearModel {
  const { classes, dims } = options;
  const model: LinearModel = {
    classes,
    dims,
    weights: new Float32Array(classes * dims),
    bias: new Float32Array(classes),
  };
  const size = classes * dims + classes;
  const gradient = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const totalWeight = examples.reduce((sum, e) => sum + (e.weight ?? 1), 0) || 1;
  const biasAt = classes * dims;

  for (let step = 1; step <= options.steps; step += 1) {
    gradient.fill(0);
    for (const example of examples) {
      const p = probabilities(model, example.x);
      const w = (example.weight ?? 1) / totalWeight;
      for (let c = 0; c < classes; c += 1) {
        const error = (p[c]! - (c === example.label ? 1 : 0)) * w;
        if (error === 0) continue;
        const offset = c * dims;
        for (let k = 0; k < example.x.indices.length; k += 1)
          gradient[offset + example.x.indices[k]!]! += error * example.x.values[k]!;
        gradient[biasAt + c]! += error;
      }
    }
    const correction1 = 1 - BETA1 ** step;
    const correction2 = 1 - BETA2 ** step;
    for (let i = 0; i < size; i += 1) {
      const isBias = i >= biasAt;
      const current = isBias ? model.bias[i - biasAt]! : model.weights[i]!;
      const g = gradient[i]! + (isBias ? 0 : options.l2 * current);
      if (g === 0 && m[i] === 0) continue;
      m[i] = BETA1 * m[i]! + (1 - BETA1) * g;
      v[i] = BETA2 * v[i]! + (1 - BETA2) * g * g;
      const delta =
        (options.learningRate * (m[i]! / correction1)) / (Math.sqrt(v[i]! / correction2) + EPSILON);
      if (isBias) model.bias[i - biasAt] = current - delta;
      else model.weights[i] = current - delta;
    }
  }
  return model;
}
