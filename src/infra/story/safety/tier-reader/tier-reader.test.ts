import { describe, expect, it } from 'vitest';
import { WORD_BITS } from '../examples/linear-meaning';
import { decodeTierModel, encodeTierModel } from './tier-model-file';
import { tierFromScores, tierScores, type TierReader } from './tier-reader';

const thresholds = { risk: 0.8, explicit: 0.6 };

describe('tier reader', () => {
  it('asks when risk passes its threshold, and gives crisis care only to explicit risk', () => {
    expect(tierFromScores({ risk: 0.5, explicit: 0.9 }, { thresholds }, 'none')).toBe('none');
    expect(tierFromScores({ risk: 0.9, explicit: 0.2 }, { thresholds }, 'none')).toBe('check-in');
    expect(tierFromScores({ risk: 0.9, explicit: 0.7 }, { thresholds }, 'none')).toBe('crisis');
  });

  it('can turn another reader’s check-in into crisis care, never lower it', () => {
    expect(tierFromScores({ risk: 0.1, explicit: 0.7 }, { thresholds }, 'check-in')).toBe('crisis');
    expect(tierFromScores({ risk: 0.1, explicit: 0.1 }, { thresholds }, 'check-in')).toBe(
      'check-in',
    );
  });

  it('reads explicitness only as far as there is risk', () => {
    const dims = 2 ** WORD_BITS + 2;
    // Biases alone: risk 0.25 (sigmoid of -ln 3), explicit 0.75.
    const model = (bias: number) => ({
      classes: 2,
      dims,
      weights: new Float32Array(2 * dims),
      bias: Float32Array.from([0, bias]),
    });
    const reader: TierReader = {
      mean: [0, 0],
      spread: [1, 1],
      risk: model(-Math.log(3)),
      explicit: model(Math.log(3)),
      thresholds,
    };
    const scores = tierScores('words', [0.5, -0.5], reader);
    expect(scores.risk).toBeCloseTo(0.25, 5);
    expect(scores.explicit).toBeCloseTo(0.75 * 0.5, 5);
    // The stored file gives the same reader back.
    const again = decodeTierModel(
      JSON.parse(JSON.stringify(encodeTierModel({ ...reader, mean: [0, 0], spread: [1, 1] }))),
    );
    expect(tierScores('words', [0.5, -0.5], again)).toEqual(scores);
  });
});
