import { describe, expect, it } from 'vitest';
import { STORY_FORMATS } from '../../../../domain/story/story-format';
import { choosePiece } from './choose-piece';
import { library } from './library';
import { FEELINGS, REGISTERS, SITUATIONS, type MoodReading } from './vocabulary';

const lib = library();
const SEEDS = [0, 1, 2, 3, 4, 5, 6, 7];

describe('choosing a piece', () => {
  it('keeps the situation and format, and never answers a hard reading in the glad register', () => {
    for (const situation of SITUATIONS)
      for (const feeling of FEELINGS)
        for (const format of STORY_FORMATS)
          for (const seed of SEEDS.slice(0, 2)) {
            const reading: MoodReading = { situation, feeling, register: 'hard' };
            const piece = choosePiece(lib, { reading, format, seed });
            expect(piece.format).toBe(format);
            expect(piece.register, `${situation} ${feeling}`).not.toBe('glad');
            if (situation !== 'none' && piece.situation !== 'none')
              expect(piece.situation).toBe(situation);
          }
  });

  it('prefers glad for a glad reading, and never consoles it with a hard piece', () => {
    for (const situation of ['achievement', 'wedding', 'new-baby', 'none'] as const)
      for (const format of STORY_FORMATS)
        for (const seed of SEEDS) {
          const piece = choosePiece(lib, {
            reading: { situation, feeling: 'joy', register: 'glad' },
            format,
            seed,
          });
          expect(piece.register, `${situation} ${format}`).toBe('glad');
        }
  });

  it('gives a gentle reading gentle first, then hard, and never glad when a loss is named', () => {
    for (const situation of SITUATIONS)
      for (const format of STORY_FORMATS) {
        const piece = choosePiece(lib, {
          reading: { situation, feeling: 'sadness', register: 'gentle' },
          format,
          seed: 3,
          namesLoss: true,
        });
        expect(piece.register, situation).not.toBe('glad');
        const candidates = lib.forSituation(situation, format);
        if (candidates.some((p) => p.register === 'gentle')) expect(piece.register).toBe('gentle');
      }
  });

  it('prefers a piece that names the feeling', () => {
    const reading: MoodReading = { situation: 'job-loss', feeling: 'anger', register: 'hard' };
    for (const format of STORY_FORMATS)
      for (const seed of SEEDS) {
        const piece = choosePiece(lib, { reading, format, seed });
        if (lib.forSituation('job-loss', format).some((p) => p.feelings.includes('anger')))
          expect(piece.feelings).toContain('anger');
      }
  });

  it('lets the seed choose among equals, so two journeys for one mood can differ', () => {
    const reading: MoodReading = { situation: 'none', feeling: 'grief', register: 'hard' };
    for (const format of STORY_FORMATS) {
      const ids = new Set(SEEDS.map((seed) => choosePiece(lib, { reading, format, seed }).id));
      expect(ids.size, format).toBeGreaterThan(1);
    }
  });

  it('falls back to the none pieces of the feeling', () => {
    for (const register of REGISTERS)
      for (const format of STORY_FORMATS) {
        const piece = choosePiece(lib, {
          reading: { situation: 'none', feeling: 'loneliness', register },
          format,
          seed: 1,
        });
        expect(piece.situation).toBe('none');
      }
  });
});
