import { describe, expect, it } from 'vitest';
import { normaliseForSafety } from '../safety-text';
import { scoreText, windowsOf } from './crisis-score';
import { decodeModel, type ModelFile } from './model-file';
import { loadModelFile } from '../../model-files';

const file = loadModelFile<ModelFile>('crisis-model.json');

const model = decodeModel(file);
const score = (text: string) => scoreText(model, file.bits, normaliseForSafety(text)).probability;

describe('crisis model scoring', () => {
  it('scores the whole text, each sentence and each pair of neighbouring sentences, once each', () => {
    expect(windowsOf(' one two')).toEqual(['one two']);
    expect(windowsOf(' a b. c d. a b.')).toEqual([
      'a b. c d. a b.',
      'a b',
      'c d',
      'a b c d',
      'c d a b',
    ]);
    // A long text is not scored whole: only its sentences and pairs.
    expect(windowsOf(' so tired. '.repeat(500))).toEqual(['so tired', 'so tired so tired']);
  });

  it('does not flag a long entry for holding more words', () => {
    const sentences = Array.from({ length: 12 }, (_, i) => `sentence number ${i} of the day.`);
    expect(windowsOf(` ${sentences.join(' ')}`)).not.toContain(
      sentences.join(' ').replace(/\./g, '').trim(),
    );
    expect(windowsOf(` ${sentences.slice(0, 3).join(' ')}`)[0]).toBe(
      sentences.slice(0, 3).join(' '),
    );
  });

  it('judges a crisis sentence on its own words inside a long everyday message', () => {
    const everyday = 'We went to the market and bought apples and bread for the week. '.repeat(20);
    const crisis = 'i have the pills lined up and i am going to take them all tonight.';
    expect(score(`${everyday}${crisis}`)).toBeCloseTo(score(crisis), 5);
  });

  it('leaves sentences that name no danger, or only a negated one, to the rules', () => {
    expect(score('I have been feeling low')).toBe(0);
    expect(score("I don't want to die")).toBe(0);
  });
});
