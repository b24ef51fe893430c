// Small text helpers shared by the offline storyteller's composers.

export function wordCount(text: string): number {
  const words = text.match(/[A-Za-z0-9\u00C0-\u024F'’-]+/g);
  return words ? words.length : 0;
}

/** Splits prose into sentences (keeps the closing punctuation). */
export function sentences(text: string): string[] {
  return (
    text
      .match(/[^.!?…]+[.!?…]+["”’']?|[^.!?…]+$/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}

/** Splits text into streaming pieces of about `wordsPerChunk` words, keeping all whitespace, so
 * that the pieces concatenate back to exactly the original text. */
export function chunkText(text: string, wordsPerChunk: number): string[] {
  const tokens = text.match(/\s*\S+/g) ?? [];
  const trailing = text.slice(tokens.join('').length);
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) {
    chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  }
  if (trailing) {
    if (chunks.length > 0) chunks[chunks.length - 1] += trailing;
    else chunks.push(trailing);
  }
  return chunks;
}
