// How a text is cut for reading aloud (SPEC.md section 9: text over 500 characters goes in chunks
// of up to 500 characters on paragraph and sentence boundaries). The first chunk is short: the
// opening sentence or sentences, at most LEAD_CHARS. Audio starts when the first chunk's audio
// arrives, and a short chunk is synthesised in a fraction of the time of 500 characters; the
// rest follow in chunks of up to 500, each fetched while the one before it plays (a 200-character
// chunk plays for about 12 s). Pure.
import { splitIntoChunks } from '../../../../domain/speech/text-chunks';
import { SPEECH } from '../../../../domain/speech/voices';

/** The longest first chunk of a text that is split (whole sentences when they fit). */
export const LEAD_CHARS = 200;

/** The pieces of `text` to request one after another; each is an exact slice of `text`. */
export function readAloudPieces(text: string): string[] {
  const pieces = splitIntoChunks(text, SPEECH.chunkChars);
  if (pieces.length <= 1) return pieces;
  const lead = splitIntoChunks(text, LEAD_CHARS)[0]!;
  const rest = text.slice(text.indexOf(lead) + lead.length);
  return [lead, ...splitIntoChunks(rest, SPEECH.chunkChars)];
}
