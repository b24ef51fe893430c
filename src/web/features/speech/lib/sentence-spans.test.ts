import { describe, expect, it } from 'vitest';
import { sentenceAt, sentenceSpans } from './sentence-spans';

const text =
  'A fox woke. "Where is the lantern?" she asked! The owl said nothing…\nThen dawn came.';

const slices = (ranges: { start: number; end: number }[]) =>
  ranges.map((r) => text.slice(r.start, r.end));

describe('sentenceSpans', () => {
  it('splits on sentence ends (with closing quotes) and line breaks, as offsets into the text', () => {
    expect(slices(sentenceSpans(text))).toEqual([
      'A fox woke.',
      '"Where is the lantern?"',
      'she asked!',
      'The owl said nothing…',
      'Then dawn came.',
    ]);
  });

  it('works on part of a text, keeping offsets into the whole', () => {
    const from = text.indexOf('The owl');
    expect(slices(sentenceSpans(text, from, text.length))).toEqual([
      'The owl said nothing…',
      'Then dawn came.',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(sentenceSpans('   \n ')).toEqual([]);
  });
});

describe('sentenceAt', () => {
  const sentences = [
    { start: 0, end: 10 },
    { start: 11, end: 41 },
    { start: 42, end: 52 },
  ];

  it('weights sentences by length', () => {
    expect(sentenceAt(sentences, 0)).toBe(sentences[0]);
    expect(sentenceAt(sentences, 0.19)).toBe(sentences[0]);
    expect(sentenceAt(sentences, 0.21)).toBe(sentences[1]);
    expect(sentenceAt(sentences, 0.79)).toBe(sentences[1]);
    expect(sentenceAt(sentences, 0.81)).toBe(sentences[2]);
    expect(sentenceAt(sentences, 1)).toBe(sentences[2]);
  });

  it('clamps, and gives null when it cannot tell', () => {
    expect(sentenceAt(sentences, 7)).toBe(sentences[2]);
    expect(sentenceAt(sentences, -1)).toBe(sentences[0]);
    expect(sentenceAt(sentences, Number.NaN)).toBeNull();
    expect(sentenceAt([], 0.5)).toBeNull();
  });
});
