import { describe, expect, it } from 'vitest';
import { trainSoftmax } from '../../linear-model/softmax';
import { guessFeeling } from './feeling-by-words';
import { FEELING_BITS, feelingFeatures } from './feeling-features';
import { decodeFeelingModel, encodeFeelingModel } from './feeling-model-file';
import { understand } from './understand';

describe('the feeling model', () => {
  it('reads the same words the same way, with or without apostrophes', () => {
    const a = feelingFeatures("can't sleep, can't stop");
    const b = feelingFeatures('cant sleep, cant stop');
    expect([...a.indices]).toEqual([...b.indices]);
    expect(Math.hypot(...a.values)).toBeCloseTo(1, 5);
    expect(Math.max(...a.indices)).toBeLessThan(2 ** FEELING_BITS);
  });

  it('keeps its weights through the committed file format', () => {
    const linear = trainSoftmax(
      [
        { x: feelingFeatures('got the job'), label: 0 },
        { x: feelingFeatures('missed the bus again'), label: 1 },
      ],
      { classes: 2, dims: 2 ** FEELING_BITS, l2: 0, steps: 20, learningRate: 0.1 },
    );
    const file = encodeFeelingModel(
      { linear, classes: ['joy', 'anger'], threshold: 0.3 },
      FEELING_BITS,
    );
    const back = decodeFeelingModel(JSON.parse(JSON.stringify(file)) as typeof file);
    expect(back.classes).toEqual(['joy', 'anger']);
    expect(back.threshold).toBe(0.3);
    for (const [i, w] of back.linear.weights.entries())
      expect(w).toBeCloseTo(linear.weights[i] ?? 0, 3);
  });

  // Moods whose cues name no feeling, in new phrasings (not from the written sets).
  it('reads a situation the cues do not list, and leaves a plain day quiet', () => {
    expect(guessFeeling('got rejected from another job').feeling).toBe('sadness');
    expect(understand('nobody sat with me at lunch again').kind).toBe('loneliness');
    expect(understand('grandad would have been 90 today').kind).toBe('grief');
    expect(understand('had soup, watered the plants, read a bit').kind).toBe('calm');
    // "passed" is a death here, not an exam (the cues read it as joy).
    expect(understand('my dog passed last night').kind).toBe('grief');
    expect(understand('my dog passed last night').lost).toEqual({ type: 'pet', index: 0 });
  });
});
