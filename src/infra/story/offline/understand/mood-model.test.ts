// The mood reader's pure part (an embedding in, a reading out) and its fallbacks, without the
// sentence encoder: the embeddings here are made up.
import { describe, expect, it } from 'vitest';
import { FEELINGS, REGISTERS, SITUATIONS } from '../library/vocabulary';
import {
  decideRegister,
  decodeMoodModel,
  encodeMoodModel,
  moodInput,
  moodWordFeatures,
  readMoodFromEmbedding,
  type MoodModel,
} from './mood-model';
import { createMoodReader, gentleReading } from './mood-reading';

const DIMENSIONS = 4;
const features = { wordBits: 6, embeddingWeight: 1, charGrams: false };
const dims = 2 ** features.wordBits + DIMENSIONS;

/** A model whose heads read only the embedding's first dimension: positive → `bright`. */
function toyModel(): MoodModel {
  const head = (classes: number, bright: number, dark: number) => {
    const weights = new Float32Array(classes * dims);
    weights[bright * dims + 2 ** features.wordBits] = 8;
    weights[dark * dims + 2 ** features.wordBits] = -8;
    return { classes, dims, weights, bias: new Float32Array(classes) };
  };
  return {
    features,
    mean: [0, 0, 0, 0],
    spread: [1, 1, 1, 1],
    feeling: head(FEELINGS.length, FEELINGS.indexOf('joy'), FEELINGS.indexOf('grief')),
    situation: head(
      SITUATIONS.length,
      SITUATIONS.indexOf('achievement'),
      SITUATIONS.indexOf('person-death'),
    ),
    register: head(REGISTERS.length, REGISTERS.indexOf('glad'), REGISTERS.indexOf('hard')),
    rule: { gladAtLeast: 0.8, hardAtMost: 0.1, hardAtLeast: 0.5 },
  };
}

const p = (hard: number, gentle: number, glad: number) => [hard, gentle, glad];

describe('the register rule', () => {
  const rule = { gladAtLeast: 0.8, hardAtMost: 0.1, hardAtLeast: 0.5 };
  it('is glad only when glad is likely and hard unlikely', () => {
    expect(decideRegister(p(0.05, 0.05, 0.9), rule)).toBe('glad');
    expect(decideRegister(p(0.15, 0, 0.85), rule)).toBe('gentle');
    expect(decideRegister(p(0.05, 0.25, 0.7), rule)).toBe('gentle');
  });
  it('is hard when hard is likely and likeliest, and gentle when unsure', () => {
    expect(decideRegister(p(0.6, 0.3, 0.1), rule)).toBe('hard');
    expect(decideRegister(p(0.45, 0.3, 0.25), rule)).toBe('gentle');
    expect(decideRegister(p(0.3, 0.4, 0.3), rule)).toBe('gentle');
    expect(decideRegister(p(0.2, 0.2, 0.6), rule)).toBe('gentle');
  });
});

describe('reading a mood from its embedding', () => {
  it('reads each head from the embedding and the words', () => {
    const model = toyModel();
    expect(readMoodFromEmbedding(model, 'passed!', [1, 0, 0, 0])).toEqual({
      feeling: 'joy',
      situation: 'achievement',
      register: 'glad',
    });
    expect(readMoodFromEmbedding(model, 'she died', [-1, 0, 0, 0])).toEqual({
      feeling: 'grief',
      situation: 'person-death',
      register: 'hard',
    });
  });

  it('keeps the same reading through the stored file (16-bit weights)', () => {
    const model = toyModel();
    const decoded = decodeMoodModel(
      JSON.parse(JSON.stringify(encodeMoodModel(model))) as ReturnType<typeof encodeMoodModel>,
    );
    for (const e of [
      [1, 0, 0, 0],
      [-1, 0.5, 0, 0],
      [0.01, 0, 0, 0],
    ])
      expect(readMoodFromEmbedding(decoded, 'a day', e)).toEqual(
        readMoodFromEmbedding(model, 'a day', e),
      );
  });

  it('refuses a file written for another vocabulary', () => {
    const file = encodeMoodModel(toyModel());
    expect(() => decodeMoodModel({ ...file, situations: file.situations.slice(1) })).toThrow(
      /vocabulary/,
    );
  });

  it('reads words as words: unit length, apostrophes dropped, the embedding after them', () => {
    const a = moodWordFeatures("I can't sleep", 12);
    const b = moodWordFeatures('i cant sleep', 12);
    expect([...a.indices]).toEqual([...b.indices]);
    expect(Math.hypot(...a.values)).toBeCloseTo(1, 5);
    const x = moodInput('i cant sleep', [3, 4, 0, 0], features);
    expect(x.indices.at(-1)).toBe(dims - 1);
    expect(Math.hypot(...x.values.slice(-DIMENSIONS))).toBeCloseTo(1, 5);
  });
});

describe('the mood reader', () => {
  it('never throws: a failing encoder gives the word reader’s feeling, gently', async () => {
    const read = createMoodReader(() => Promise.reject(new Error('no encoder')));
    const reading = await read('My dad died on Sunday and I miss him');
    expect(reading).toEqual({ feeling: 'grief', situation: 'none', register: 'gentle' });
    expect(await read('')).toEqual(gentleReading(''));
  });

  it('an embedding of the wrong size is a failure too', async () => {
    const read = createMoodReader(() => Promise.resolve([[1, 2, 3]]));
    expect((await read('passed my driving test!')).register).toBe('gentle');
  });

  it('reads through the committed model when the encoder answers', async () => {
    const read = createMoodReader((texts) =>
      Promise.resolve(texts.map(() => Array.from({ length: 512 }, (_, d) => Math.sin(d)))),
    );
    const reading = await read('just a day');
    expect(FEELINGS).toContain(reading.feeling);
    expect(SITUATIONS).toContain(reading.situation);
    expect(REGISTERS).toContain(reading.register);
  });
});
