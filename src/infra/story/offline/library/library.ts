// The library of whole pieces written by the team (pieces/*.json): loaded and validated once, at
// first use, and indexed by situation and format. A file that fails validation stops the load
// with its name and the reason, so a broken piece never reaches a person.
import fs from 'node:fs';
import path from 'node:path';
import type { StoryFormat } from '../../../../domain/story/story-format';
import {
  FEELINGS,
  PieceFile,
  SITUATIONS,
  type FeelingFamily,
  type Piece,
  type Situation,
} from './vocabulary';

export const PIECES_DIR = path.join(import.meta.dirname, 'pieces');

export interface Library {
  readonly pieces: readonly Piece[];
  /** The pieces for a situation (not `none`) in a format. */
  forSituation(situation: Situation, format: StoryFormat): readonly Piece[];
  /** The `none` pieces of a feeling (none-<feeling>.json) in a format. */
  forFeeling(feeling: FeelingFamily, format: StoryFormat): readonly Piece[];
}

export class LibraryError extends Error {
  override name = 'LibraryError';
}

/** The file a piece belongs in: its situation, or none-<feeling> for `none`. */
function fileOf(piece: Piece): string {
  return piece.situation === 'none' ? `none-${piece.feelings[0]}` : piece.situation;
}

/** Reads and validates every file of `dir`; throws LibraryError naming the file and the reason. */
export function loadLibrary(dir: string = PIECES_DIR): Library {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new LibraryError(`no piece files in ${dir}`);
  const pieces: Piece[] = [];
  const ids = new Set<string>();
  const bySituation = new Map<string, Piece[]>();
  const byFeeling = new Map<string, Piece[]>();
  for (const file of files) {
    const name = file.replace(/\.json$/, '');
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new LibraryError(`${file}: not valid JSON (${(error as Error).message})`);
    }
    const parsed = PieceFile.safeParse(raw);
    if (!parsed.success) {
      const reasons = parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`)
        .join('; ');
      throw new LibraryError(`${file}: ${reasons}`);
    }
    for (const piece of parsed.data) {
      if (ids.has(piece.id)) throw new LibraryError(`${file}: piece id ${piece.id} is used twice`);
      ids.add(piece.id);
      if (fileOf(piece) !== name)
        throw new LibraryError(`${file}: piece ${piece.id} belongs in ${fileOf(piece)}.json`);
      pieces.push(piece);
      const key = `${piece.situation}/${piece.format}`;
      bySituation.set(key, [...(bySituation.get(key) ?? []), piece]);
      if (piece.situation === 'none') {
        const feelingKey = `${name.slice('none-'.length)}/${piece.format}`;
        byFeeling.set(feelingKey, [...(byFeeling.get(feelingKey) ?? []), piece]);
      }
    }
  }
  return {
    pieces,
    forSituation: (situation, format) => bySituation.get(`${situation}/${format}`) ?? [],
    forFeeling: (feeling, format) => byFeeling.get(`${feeling}/${format}`) ?? [],
  };
}

let loaded: Library | undefined;

/** The library of pieces/, loaded once. */
export function library(): Library {
  loaded ??= loadLibrary();
  return loaded;
}

/** What is missing for a complete library: ≥2 pieces per situation and format, none-pieces for
 *  every feeling. [] when complete. */
export function missingPieces(lib: Library, formats: readonly StoryFormat[]): string[] {
  const missing: string[] = [];
  for (const situation of SITUATIONS.filter((s) => s !== 'none'))
    for (const format of formats)
      if (lib.forSituation(situation, format).length < 2) missing.push(`${situation} ${format}`);
  for (const feeling of FEELINGS)
    for (const format of formats)
      if (lib.forFeeling(feeling, format).length < 1) missing.push(`none-${feeling} ${format}`);
  return missing;
}
