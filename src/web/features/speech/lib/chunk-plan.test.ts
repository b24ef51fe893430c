import { describe, expect, it } from 'vitest';
import { SPEECH } from '../../../../domain/speech/voices';
import { LEAD_CHARS, readAloudPieces } from './chunk-plan';

const SENTENCES = [
  'The little fox carried the lantern up the hill, and the light made the dark path feel kinder.',
  'Every few steps she stopped to listen to the wind moving through the tall grass.',
  'An old owl watched from a branch and asked her where she was going so late at night.',
  '"I am looking for the place where worries go to rest," the fox said quietly.',
  'The owl smiled, because he knew the answer was closer than she thought.',
  'Together they sat by the river, and the lantern painted small gold circles on the water.',
];
/** About 2,250 characters in paragraphs of three sentences, like a generated story. */
const STORY = Array.from({ length: 9 }, (_, p) =>
  [0, 1, 2].map((s) => SENTENCES[(p * 3 + s) % SENTENCES.length]).join(' '),
).join('\n\n');

describe('readAloudPieces', () => {
  it('starts a long story with a short first chunk of whole sentences, then chunks of up to 500', () => {
    expect(STORY.length).toBeGreaterThan(2000);
    const pieces = readAloudPieces(STORY);
    // The opening sentences that fit in LEAD_CHARS: the first two (93 + 1 + 80 characters).
    expect(pieces[0]).toBe(`${SENTENCES[0]} ${SENTENCES[1]}`);
    expect(pieces[0]!.length).toBeLessThanOrEqual(LEAD_CHARS);
    for (const piece of pieces.slice(1)) {
      expect(piece.length).toBeLessThanOrEqual(SPEECH.chunkChars);
      expect(piece).toMatch(/[.!?]"?$/);
    }
    // The second chunk is a full one: the rest of the first paragraph and the next.
    expect(pieces[1]!.length).toBeGreaterThan(300);
    // Nothing is lost or repeated: the pieces are the text, in order.
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toBe(STORY.replace(/\s+/g, ' '));
    let cursor = 0;
    for (const piece of pieces) {
      const at = STORY.indexOf(piece, cursor);
      expect(at).toBeGreaterThanOrEqual(cursor);
      cursor = at + piece.length;
    }
  });

  it('keeps text of 500 characters or less whole', () => {
    const short = SENTENCES.slice(0, 5).join(' ');
    expect(short.length).toBeLessThanOrEqual(500);
    expect(readAloudPieces(`  ${short}\n`)).toEqual([short]);
    expect(readAloudPieces(' \n ')).toEqual([]);
  });

  it('cuts a first sentence longer than LEAD_CHARS at a clause', () => {
    const long = `${'In the valley where the river bends, '.repeat(7)}the fox slept.`;
    const pieces = readAloudPieces(`${long} ${SENTENCES.slice(1).join(' ')} ${SENTENCES[0]}`);
    expect(pieces[0]!.length).toBeLessThanOrEqual(LEAD_CHARS);
    expect(pieces[0]).toMatch(/bends,$/);
  });
});
