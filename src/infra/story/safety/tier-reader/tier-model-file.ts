// The committed tier reader (written by `npm run train:crisis`, scripts/train-tier-reader.ts):
// the embedding's mean and spread, the two linear models' weights and the thresholds chosen by
// cross-validation. Decoded once, on first use.
import { loadModelFile } from '../../model-files';
import type { LinearModel } from '../../linear-model/softmax';
import {
  decodeWeights,
  encodeWeights,
  type StoredWeights,
} from '../../linear-model/stored-weights';
import { WORD_BITS } from '../examples/linear-meaning';
import type { TierReader } from './tier-reader';

export interface TierModelFile {
  format: 1;
  wordBits: number;
  dimensions: number;
  mean: number[];
  spread: number[];
  risk: StoredWeights;
  explicit: StoredWeights;
  thresholds: TierReader['thresholds'];
}

const round = (x: number) => Number(x.toFixed(6));

export function encodeTierModel(reader: {
  mean: readonly number[];
  spread: readonly number[];
  risk: LinearModel;
  explicit: LinearModel;
  thresholds: TierReader['thresholds'];
}): TierModelFile {
  return {
    format: 1,
    wordBits: WORD_BITS,
    dimensions: reader.mean.length,
    mean: reader.mean.map(round),
    spread: reader.spread.map(round),
    risk: encodeWeights(reader.risk),
    explicit: encodeWeights(reader.explicit),
    thresholds: {
      risk: round(reader.thresholds.risk),
      explicit: round(reader.thresholds.explicit),
    },
  };
}

export function decodeTierModel(file: TierModelFile): TierReader {
  if (file.format !== 1 || file.wordBits !== WORD_BITS)
    throw new Error('The tier model does not fit this reader.');
  const dims = 2 ** WORD_BITS + file.dimensions;
  return {
    mean: file.mean,
    spread: file.spread,
    risk: decodeWeights(file.risk, dims),
    explicit: decodeWeights(file.explicit, dims),
    thresholds: file.thresholds,
  };
}

let committed: TierReader | null = null;

/** The committed tier reader (models/tier-model.json). */
export function committedTierReader(): TierReader {
  committed ??= decodeTierModel(loadModelFile<TierModelFile>('tier-model.json'));
  return committed;
}
