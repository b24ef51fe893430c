import { describe, expect, it } from 'vitest';
import { splitIntoChunks } from './text-chunks';
import { SPEECH, VOICES, VOICE_IDS, findVoice, isVoiceId } from './voices';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

function sentence(n: number, length = 80): string {
  const body = `Sentence ${n} walks through the quiet lantern-lit woods and listens`;
  return `${body.padEnd(length - 1, ' x').slice(0, length - 1)}.`;
}

/** Every chunk fits, is trimmed, is a slice of the text, and together they keep every word. */
function expectWellFormed(text: string, chunks: string[], max: number) {
  let from = 0;
  for (const chunk of chunks) {
    expect(chunk.length).toBeLessThanOrEqual(max);
    expect(chunk).toBe(chunk.trim());
    expect(chunk.length).toBeGreaterThan(0);
    const at = text.indexOf(chunk, from);
    expect(at).toBeGreaterThanOrEqual(from);
    from = at + chunk.length;
  }
  expect(words(chunks.join(' '))).toEqual(words(text));
}

describe('splitIntoChunks', () => {
  it('keeps text up to the limit as one trimmed chunk', () => {
    expect(splitIntoChunks('  Hello there.  ')).toEqual(['Hello there.']);
    const exact = 'a'.repeat(SPEECH.chunkChars);
    expect(splitIntoChunks(exact)).toEqual([exact]);
  });

  it('gives no chunks for empty or blank text', () => {
    expect(splitIntoChunks('')).toEqual([]);
    expect(splitIntoChunks(' \n\n\t ')).toEqual([]);
  });

  it('breaks on paragraph boundaries first and keeps a fitting paragraph whole', () => {
    const p1 = [sentence(1), sentence(2), sentence(3)].join(' '); // 242
    const p2 = [sentence(4), sentence(5), sentence(6), sentence(7), sentence(8)].join(' '); // 404
    const text = `${p1}\n\n${p2}`;
    const chunks = splitIntoChunks(text, 500);
    expect(chunks).toEqual([p1, p2]);
  });

  it('packs short paragraphs together', () => {
    const text = 'One.\n\nTwo.\n\nThree.';
    expect(splitIntoChunks(text, 500)).toEqual([text]);
    expect(splitIntoChunks(text, 11)).toEqual(['One.\n\nTwo.', 'Three.']);
  });

  it('splits a long paragraph on sentence boundaries', () => {
    const text = Array.from({ length: 12 }, (_, i) => sentence(i + 1)).join(' ');
    const chunks = splitIntoChunks(text, 500);
    expectWellFormed(text, chunks, 500);
    expect(chunks.length).toBe(2);
    for (const chunk of chunks) expect(chunk.endsWith('.')).toBe(true);
  });

  it('treats ?, !, closing quotes and line breaks as sentence ends', () => {
    const text = 'Is it? "Yes!" she said. Then\nthe next line\nand the last one';
    const chunks = splitIntoChunks(text, 16);
    expectWellFormed(text, chunks, 16);
    expect(chunks).toEqual([
      'Is it? "Yes!"',
      'she said. Then',
      'the next line',
      'and the last one',
    ]);
  });

  it('falls back to clauses, then words, never cutting a word that fits', () => {
    const text = `${'river stone, '.repeat(30)}and the end`;
    const chunks = splitIntoChunks(text, 50);
    expectWellFormed(text, chunks, 50);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith(',')).toBe(true);

    const noPunctuation = 'lantern '.repeat(100).trim();
    const wordChunks = splitIntoChunks(noPunctuation, 50);
    expectWellFormed(noPunctuation, wordChunks, 50);
    for (const chunk of wordChunks) expect(words(chunk).every((w) => w === 'lantern')).toBe(true);
  });

  it('cuts only a single word longer than the limit', () => {
    const long = 'x'.repeat(1200);
    const text = `Before. ${long} After.`;
    const chunks = splitIntoChunks(text, 500);
    expect(chunks).toEqual([
      'Before.',
      'x'.repeat(500),
      'x'.repeat(500),
      `${'x'.repeat(200)} After.`,
    ]);
  });

  it('never splits a surrogate pair', () => {
    const text = '🙂'.repeat(10); // 20 UTF-16 units, one "word"
    const chunks = splitIntoChunks(text, 5);
    for (const chunk of chunks) expect(chunk).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    expect(chunks.join('')).toBe(text);
  });

  it('handles a 2,000-character story within the default limit', () => {
    const story = Array.from({ length: 5 }, (_, p) =>
      Array.from({ length: 5 }, (_, s) => sentence(p * 5 + s, 80)).join(' '),
    ).join('\n\n');
    expect(story.length).toBeGreaterThan(2000);
    const chunks = splitIntoChunks(story);
    expectWellFormed(story, chunks, SPEECH.chunkChars);
    expect(chunks.length).toBe(5); // each 404-character paragraph stays whole
  });

  it('rejects a non-positive limit', () => {
    expect(() => splitIntoChunks('text', 0)).toThrow(RangeError);
  });
});

describe('voices', () => {
  it('lists the six voices, nova first and default, each with name, description and sample', () => {
    expect(VOICES.map((v) => v.id)).toEqual([...VOICE_IDS]);
    expect(SPEECH.defaultVoice).toBe('nova');
    for (const voice of VOICES) {
      expect(voice.name.length).toBeGreaterThan(0);
      expect(voice.description.length).toBeGreaterThan(0);
      expect(voice.sampleText.length).toBeGreaterThan(0);
    }
  });

  it('matches the speech constants of the spec', () => {
    expect(SPEECH).toMatchObject({
      defaultModel: 'tts-1',
      defaultSpeed: 1,
      storyVoice: 'fable',
      storySpeed: 0.9,
      reflectionSpeed: 0.95,
      chunkChars: 500,
      cacheMaxBytes: 200 * 1024,
    });
  });

  it('recognises voice ids', () => {
    expect(isVoiceId('shimmer')).toBe(true);
    expect(isVoiceId('Shimmer')).toBe(false);
    expect(isVoiceId(3)).toBe(false);
    expect(findVoice('onyx')?.name).toBe('Onyx');
    expect(findVoice('robot')).toBeUndefined();
  });
});
