// Splits text for read-aloud into chunks of at most `max` characters (SPEC.md section 9): on
// paragraph boundaries first, then sentences (and line breaks), then clauses, then words. A word is
// cut only when it alone is longer than `max`. Every chunk is a trimmed slice of the original text,
// so a client can map a chunk (and its sentences) back to what is on screen. Pure.
import { SPEECH } from './voices';

interface Span {
  start: number;
  end: number;
}

/** Separators from coarse to fine; the pieces between them are the units at that level. */
const LEVELS: RegExp[] = [
  /\n[ \t]*\n\s*/g, // paragraphs: a blank line
  /(?<=[.!?…]["'”’)\]]*)\s+|\s*\n\s*/g, // sentences, and single line breaks (poems)
  /(?<=[,;:—–])\s+/g, // clauses
  /\s+/g, // words
];

export function splitIntoChunks(text: string, max: number = SPEECH.chunkChars): string[] {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
  const units = piecesOf(text, { start: 0, end: text.length }, 0).flatMap((span) =>
    unitsOf(text, span, 1, max),
  );
  const chunks: string[] = [];
  let current: Span | null = null;
  for (const unit of units) {
    if (current && unit.end - current.start <= max) current.end = unit.end;
    else {
      if (current) chunks.push(text.slice(current.start, current.end));
      current = { ...unit };
    }
  }
  if (current) chunks.push(text.slice(current.start, current.end));
  return chunks;
}

/** Units of at most `max` characters: the span itself if it fits, else its pieces at finer levels. */
function unitsOf(text: string, span: Span, level: number, max: number): Span[] {
  if (span.end - span.start <= max) return [span];
  if (level >= LEVELS.length) return hardSplit(text, span, max);
  const pieces = piecesOf(text, span, level);
  if (pieces.length === 1) return unitsOf(text, span, level + 1, max);
  return pieces.flatMap((piece) => unitsOf(text, piece, level + 1, max));
}

/** The trimmed, non-empty pieces of `span` between the separators of `level`. */
function piecesOf(text: string, span: Span, level: number): Span[] {
  const pattern = new RegExp(LEVELS[level]!.source, 'g');
  const slice = text.slice(span.start, span.end);
  const pieces: Span[] = [];
  let from = 0;
  for (const match of slice.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    pushTrimmed(text, span.start + from, span.start + match.index, pieces);
    from = match.index + match[0].length;
  }
  pushTrimmed(text, span.start + from, span.end, pieces);
  return pieces;
}

function pushTrimmed(text: string, start: number, end: number, into: Span[]): void {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start) into.push({ start, end });
}

/** A single word longer than `max`: cut it, never between the halves of a surrogate pair. */
function hardSplit(text: string, span: Span, max: number): Span[] {
  const spans: Span[] = [];
  let start = span.start;
  while (start < span.end) {
    let end = Math.min(span.end, start + max);
    const code = text.charCodeAt(end - 1);
    if (end < span.end && end - start > 1 && code >= 0xd800 && code <= 0xdbff) end--;
    spans.push({ start, end });
    start = end;
  }
  return spans;
}
