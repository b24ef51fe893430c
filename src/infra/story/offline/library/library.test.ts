// The library of pieces is complete and every piece renders cleanly, with its fallbacks and with
// a person's details in every slot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORY_FORMATS } from '../../../../domain/story/story-format';
import { fillSlots, type SlotValues } from './fill-slots';
import { library, loadLibrary, missingPieces, LibraryError } from './library';
import { FEELINGS, SITUATIONS } from './vocabulary';

const SAMPLES: readonly SlotValues[] = [
  {},
  {
    person: 'your grandad',
    pet: 'Biscuit',
    place: 'the allotment',
    event: 'the driving test',
    object: 'the old watch',
  },
  { person: 'Maya', pet: 'your dog', place: 'Leeds', event: 'chemo', object: 'the blue jumper' },
];

describe('the library of pieces', () => {
  const lib = library();

  it('has at least two pieces per situation and format, and none-pieces for every feeling', () => {
    expect(missingPieces(lib, STORY_FORMATS)).toEqual([]);
    for (const situation of SITUATIONS.filter((s) => s !== 'none'))
      for (const format of STORY_FORMATS)
        expect(
          lib.forSituation(situation, format).length,
          `${situation} ${format}`,
        ).toBeGreaterThanOrEqual(2);
    for (const feeling of FEELINGS)
      for (const format of STORY_FORMATS)
        expect(lib.forFeeling(feeling, format).length, `${feeling} ${format}`).toBeGreaterThan(0);
    expect(lib.pieces.length).toBeGreaterThanOrEqual(324);
  });

  it('renders every piece with all fallbacks and with sample details, with no stray brace or double space', () => {
    for (const piece of lib.pieces)
      for (const values of SAMPLES) {
        const { title, body } = fillSlots(piece, values);
        for (const text of [title, ...body]) {
          expect(text, piece.id).not.toMatch(/[{}]|\|/);
          expect(text, piece.id).not.toMatch(/ {2,}|^\s|\s$/);
          expect(text, piece.id).not.toMatch(/\bundefined\b/);
        }
        if (piece.format === 'poem')
          for (const stanza of body)
            for (const line of stanza.split('\n')) expect(line, piece.id).not.toMatch(/ {2,}/);
      }
  });

  it('capitalises a slot written {Person|…} and keeps the detail as given otherwise', () => {
    const piece = {
      ...lib.pieces[0]!,
      title: 'What {Person|They} Left',
      body: ['{Person|They} came. Then {person|they} went.', 'And {place|the kitchen} was quiet.'],
    };
    const r = fillSlots(piece, { person: 'your grandad' });
    expect(r.title).toBe('What Your Grandad Left');
    expect(r.body[0]).toBe('Your grandad came. Then your grandad went.');
    expect(r.body[1]).toBe('And the kitchen was quiet.');
  });

  it('fails loudly at load, naming the file and the reason', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pieces-'));
    const bad = { ...lib.pieces[0]!, title: 'A {person} without a fallback' };
    fs.writeFileSync(path.join(dir, `${lib.pieces[0]!.situation}.json`), JSON.stringify([bad]));
    expect(() => loadLibrary(dir)).toThrow(LibraryError);
    expect(() => loadLibrary(dir)).toThrow(/\.json: .*fallback/);
    fs.writeFileSync(path.join(dir, `${lib.pieces[0]!.situation}.json`), '[{');
    expect(() => loadLibrary(dir)).toThrow(/not valid JSON/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
