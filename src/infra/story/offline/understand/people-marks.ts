// What a mood says of the people (and animals) in it, beyond who they are: a neighbour who causes
// a nuisance, someone ill, someone who has left the person. Marked on the details in place.
import type { Person, Pet } from './types';

/** Where `word` stands in `sentence` as a whole word, any case. */
function positionsOf(sentence: string, word: string): number[] {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...sentence.matchAll(new RegExp(`\\b${escaped}\\b`, 'gi'))].map((m) => m.index);
}

/** How far the nearest whole-word mention of `word` is from position `at`; Infinity if absent. */
export function distanceTo(sentence: string, word: string, at: number): number {
  return Math.min(Infinity, ...positionsOf(sentence, word).map((p) => Math.abs(p - at)));
}

/** A nuisance someone causes: "blasts music all night", "snores", "leaves a mess". */
const NUISANCE =
  /\b(?:loud|noise|noisy|blast\w*|blar\w*|snor\w*|mess|messy|annoy\w*|rude|inconsiderate|won't (?:shut up|turn it down|stop)|never (?:cleans|washes up|tidies))\b/i;

/** People one lives or works beside. Family stay dear even when loud ("the kids were so loud"). */
const NEIGHBOURS =
  /^(?:flat|room|house)mates?$|^neighbou?rs?$|^(?:boss|manager|landlord|landlady|colleagues?|coworkers?|co-workers?)$/;

/** Neighbours named in a sentence that tells of a nuisance they cause. */
export function markTroubling(text: string, people: Person[]): void {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => NUISANCE.test(s));
  for (const person of people.filter((p) => NEIGHBOURS.test(p.relation))) {
    const names = [person.relation, person.name].filter((w): w is string => Boolean(w));
    if (sentences.some((s) => names.some((w) => distanceTo(s, w, 0) < Infinity)))
      person.troubling = true;
  }
}

/** Words that say someone (or an animal) is unwell. "sick of" is anger, not illness. */
const ILL =
  /\b(?:ill|sick(?! of)|poorly|unwell|at the vet'?s|in (?:the )?(?:hospital|hospice)|on the ward|off (?:his|her|its|their) food|not eating|had (?:an operation|surgery)|having (?:an operation|surgery)|has (?:cancer|a tumou?r)|diagnosed|on a drip)\b/i;

/** Words that say someone has left the person or dropped them, said of them ("she dumped me"). */
const PARTED =
  /\b(?:broke up with me|broken up with me|breaking up with me|dumped me|left me|cheated on me|cheating on me|ghosted me|ghosting me|walked out on (?:me|us)|ended (?:it|things) with me|stopped (?:talking|speaking) to me|blocked me|unfollowed me|wants a divorce|asked for a divorce)\b/i;
/** The person ended it: "we broke up", "I split up with my boyfriend". */
const WE_PARTED =
  /\b(?:i|we) (?:just |finally )?(?:broke up|split up|separated|divorced|got divorced|called it off|ended (?:it|things))\b/i;
const PARTNERS = /^(?:girlfriend|boyfriend|partner|wife|husband|fiancée?|fiance|spouse|ex)$/;

/** How far before the word a name may come and still be the one it is said of. */
const REACH = 45;

/** True when one of `names` comes just before a match of `word` in one sentence. */
function namedJustBefore(
  sentences: readonly string[],
  word: RegExp,
  names: readonly (string | undefined)[],
): boolean {
  return sentences.some((s) => {
    const at = word.exec(s)?.index;
    if (at === undefined) return false;
    return names.some(
      (name) =>
        name !== undefined &&
        name !== '' &&
        positionsOf(s, name).some((p) => p <= at && at - p <= REACH),
    );
  });
}

/** Marks who is ill ("Biscuit has been ill") and who has left the person ("my girlfriend broke
 *  up with me"; "we split up", said of a partner). */
export function markIllAndParted(text: string, people: Person[], pets: Pet[]): void {
  const sentences = text.split(/(?<=[.!?])\s+/);
  for (const pet of pets) if (namedJustBefore(sentences, ILL, [pet.kind, pet.name])) pet.ill = true;
  const partedFromPartner = sentences.some((s) => WE_PARTED.test(s));
  for (const person of people) {
    const names = [person.relation, person.relation.replace(/^best /, ''), person.name];
    if (namedJustBefore(sentences, ILL, names)) person.ill = true;
    if (
      namedJustBefore(sentences, PARTED, names) ||
      (partedFromPartner && PARTNERS.test(person.relation))
    )
      person.parted = true;
  }
}
