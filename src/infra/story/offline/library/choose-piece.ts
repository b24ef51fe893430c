// Which piece of the library answers a mood: one written for its situation and in the chosen
// format, in a register that fits (a hard mood never gets a glad piece), its feeling preferred,
// the seed choosing among equals so that two journeys for one mood can differ. A situation with
// nothing that fits falls back to the `none` pieces of the feeling. Pure.
import type { StoryFormat } from '../../../../domain/story/story-format';
import type { Library } from './library';
import type { FeelingFamily, MoodReading, Piece, Register, Situation } from './vocabulary';

/** Situations that name a loss: a gentle reading of them never gets a glad piece. */
export const LOSS_SITUATIONS: ReadonlySet<Situation> = new Set<Situation>([
  'person-death',
  'pet-death',
  'pregnancy-loss',
  'anniversary',
  'breakup',
  'divorce',
  'job-loss',
  'friendship-ending',
  'illness-close',
  'own-illness',
  'moving-away',
]);

/** The registers a reading may be answered in, best first. */
export function registersFor(reading: MoodReading, namesLoss = false): readonly Register[] {
  if (reading.register === 'hard') return ['hard', 'gentle'];
  if (reading.register === 'glad') return ['glad', 'gentle'];
  return namesLoss || LOSS_SITUATIONS.has(reading.situation)
    ? ['gentle', 'hard']
    : ['gentle', 'hard', 'glad'];
}

/** Feelings near a feeling, when no piece names it: sadness for grief, and so on. */
const NEAR: Readonly<Record<FeelingFamily, readonly FeelingFamily[]>> = {
  joy: ['calm'],
  calm: ['joy', 'weariness'],
  grief: ['sadness', 'loneliness'],
  sadness: ['grief', 'loneliness', 'weariness'],
  anxiety: ['weariness', 'sadness'],
  anger: ['sadness', 'weariness'],
  loneliness: ['sadness', 'grief'],
  weariness: ['sadness', 'calm', 'anxiety'],
};

function feelingRank(piece: Piece, feeling: FeelingFamily): number {
  if (piece.feelings.includes(feeling)) return 0;
  if (piece.feelings.some((f) => NEAR[feeling].includes(f))) return 1;
  return 2;
}

/** The best-ranked of `pieces` for the reading, the seed choosing among equals. */
function pick(
  pieces: readonly Piece[],
  registers: readonly Register[],
  feeling: FeelingFamily,
  seed: number,
): Piece | undefined {
  const ranked = pieces
    .filter((p) => registers.includes(p.register))
    .map((p) => ({ p, rank: registers.indexOf(p.register) * 10 + feelingRank(p, feeling) }));
  if (ranked.length === 0) return undefined;
  const best = Math.min(...ranked.map((r) => r.rank));
  const equals = ranked
    .filter((r) => r.rank === best)
    .map((r) => r.p)
    .sort((a, b) => a.id.localeCompare(b.id));
  return equals[(seed >>> 0) % equals.length];
}

export interface ChooseInput {
  reading: MoodReading;
  format: StoryFormat;
  seed: number;
  /** The mood names a loss (someone died, left, is ill) even if its situation does not. */
  namesLoss?: boolean;
}

/** The piece for a reading and format; throws only when the library has no piece for them. */
export function choosePiece(lib: Library, input: ChooseInput): Piece {
  const { reading, format, seed } = input;
  const registers = registersFor(reading, input.namesLoss);
  const chosen =
    (reading.situation !== 'none'
      ? pick(lib.forSituation(reading.situation, format), registers, reading.feeling, seed)
      : undefined) ??
    pick(lib.forFeeling(reading.feeling, format), registers, reading.feeling, seed) ??
    pick(
      NEAR[reading.feeling].flatMap((f) => lib.forFeeling(f, format)),
      registers,
      reading.feeling,
      seed,
    ) ??
    pick(lib.forFeeling('calm', format), ['gentle'], 'calm', seed);
  if (!chosen) throw new Error(`no ${format} piece for ${reading.situation}/${reading.feeling}`);
  return chosen;
}
