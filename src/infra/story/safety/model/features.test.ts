import { describe, expect, it } from 'vitest';
import { normaliseForSafety } from '../safety-text';
import { featuresOf, wordsOf } from './features';

const vector = (text: string) => featuresOf(normaliseForSafety(text), 16);
function cosine(a: string, b: string): number {
  const x = vector(a);
  const y = vector(b);
  const weights = new Map<number, number>();
  x.indices.forEach((index, i) => weights.set(index, x.values[i]!));
  let dot = 0;
  y.indices.forEach((index, i) => (dot += (weights.get(index) ?? 0) * y.values[i]!));
  return dot;
}

describe('crisis model features', () => {
  it('gives the same unit-length vector for the same text, with sorted unique buckets', () => {
    const a = vector('I keep thinking about ending it');
    const b = vector('I keep thinking about ending it');
    expect([...a.indices]).toEqual([...b.indices]);
    expect([...a.values]).toEqual([...b.values]);
    expect(new Set(a.indices).size).toBe(a.indices.length);
    expect([...a.indices]).toEqual([...a.indices].sort((p, q) => p - q));
    const norm = Math.sqrt(a.values.reduce((sum, v) => sum + v * v, 0));
    expect(norm).toBeCloseTo(1, 5);
    expect(featuresOf('', 16).indices.length).toBe(0);
  });

  it('keeps a typo close to the word it misspells, closer than an unrelated sentence', () => {
    const typo = cosine('i feel suicidal tonight', 'i feel suicidle tonite');
    const unrelated = cosine('i feel suicidal tonight', 'the bus was late again');
    expect(typo).toBeGreaterThan(0.5);
    expect(unrelated).toBeLessThan(0.2);
  });

  it('reads words without apostrophes or punctuation', () => {
    expect(wordsOf(normaliseForSafety("I don't want to be here anymore."))).toEqual([
      'i',
      'do',
      'not',
      'want',
      'to',
      'be',
      'here',
      'anymore',
    ]);
  });
});
