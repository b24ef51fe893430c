// The repetition measure for offline stories: the share of a text's words that sit inside an
// 8-word (or n-word) run found word for word in another text. Words are lower-cased runs of letters,
// digits and apostrophes; punctuation and line breaks are ignored.

export const RUN_LENGTH = 8;

export const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];

const runsOf = (words: readonly string[], n: number): Set<string> => {
  const runs = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) runs.add(words.slice(i, i + n).join(' '));
  return runs;
};

/** For each text, the share (0..1) of its words covered by a run of `n` words (default 8) that
 * also occurs in one of the other texts. */
export function sharedRunShares(texts: readonly string[], n: number = RUN_LENGTH): number[] {
  const RUN = n;
  const words = texts.map(wordsOf);
  const runs = words.map((w) => runsOf(w, RUN));
  return words.map((w, t) => {
    const others = runs.filter((_, o) => o !== t);
    const covered = new Array<boolean>(w.length).fill(false);
    for (let i = 0; i + RUN <= w.length; i++) {
      const run = w.slice(i, i + RUN).join(' ');
      if (others.some((r) => r.has(run))) for (let k = i; k < i + RUN; k++) covered[k] = true;
    }
    return w.length === 0 ? 0 : covered.filter(Boolean).length / w.length;
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The q-quantile (0..1) of the values, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  ] as number;
}

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
