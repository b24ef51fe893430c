// Where the reader is: the sentences of a chunk and the one being read at a point in its audio.
// Speech runs at a roughly even pace, so the position is estimated from currentTime / duration
// over the chunk's sentences weighted by their length. Offsets are into the whole original text.

export interface TextRange {
  start: number;
  end: number;
}

/** Sentence ends (with closing quotes or brackets) and line breaks, as text-chunks splits them. */
const SENTENCE_BREAK = /(?<=[.!?…]["'”’)\]]*)\s+|\s*\n\s*/g;

/** The trimmed sentences of text.slice(start, end), as ranges of `text`. */
export function sentenceSpans(text: string, start = 0, end = text.length): TextRange[] {
  const spans: TextRange[] = [];
  const slice = text.slice(start, end);
  let from = 0;
  const push = (a: number, b: number) => {
    while (a < b && /\s/.test(slice[a]!)) a++;
    while (b > a && /\s/.test(slice[b - 1]!)) b--;
    if (b > a) spans.push({ start: start + a, end: start + b });
  };
  for (const match of slice.matchAll(SENTENCE_BREAK)) {
    if (match[0].length === 0) continue;
    push(from, match.index);
    from = match.index + match[0].length;
  }
  push(from, slice.length);
  return spans;
}

/**
 * The sentence being read when `fraction` (0..1) of the audio for `sentences` has played, each
 * sentence weighted by its length. Null when there are no sentences or the fraction is unknown.
 */
export function sentenceAt(sentences: readonly TextRange[], fraction: number): TextRange | null {
  if (sentences.length === 0 || !Number.isFinite(fraction)) return null;
  const total = sentences.reduce((sum, s) => sum + (s.end - s.start), 0);
  const target = Math.min(1, Math.max(0, fraction)) * total;
  let passed = 0;
  for (const sentence of sentences) {
    passed += sentence.end - sentence.start;
    if (target < passed) return sentence;
  }
  return sentences[sentences.length - 1]!;
}
