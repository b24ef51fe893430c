// understand(mood): the feeling (family, direction, intensity) and the person's own details.
// Pure and deterministic; the mood is read up to MOOD_READ_LIMIT characters.
import { readDetails } from './details';
import { readFeeling } from './feeling';
import { parse } from './parse';
import type { Feeling, Person, Pet, Understanding } from './types';

export const MOOD_READ_LIMIT = 1000;

const DEATH =
  /\b(?:died|dead|passed away|passed (?:last night|this morning|yesterday|peacefully|on|in (?:his|her|their) sleep)|(?:dog|cat|mum|mom|dad|nan|gran|grandma|grandad|grandpa) passed|put down|funeral|eulogy|gone|lost my|since (?:he|she) passed|without my)\b/i;

/** Words for missing someone, when no word for death is used. */
const MISSING = /\b(?:miss|missing|grieving|mourning|without)\b/i;

/** How far the nearest whole-word mention of `word` is from position `at`; Infinity if absent. */
function distanceTo(sentence: string, word: string, at: number): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let best = Infinity;
  for (const m of sentence.matchAll(new RegExp(`\\b${escaped}\\b`, 'gi')))
    best = Math.min(best, Math.abs(m.index - at));
  return best;
}

/** Signs that the person grieved for is alive: ill, changed, or far away. */
const ALIVE =
  /\b(?:diagnosed|dementia|alzheimer'?s|in (?:the |a )?(?:hospital|hospice)|is ill|is sick|has cancer|(?:doesn't|didn't|does not|did not) (?:know|recognise|recognize) me|(?:doesn't|didn't) know my name|moved away|lives)\b/i;

/** A nuisance someone causes: "blasts music all night", "snores", "leaves a mess". */
const NUISANCE =
  /\b(?:loud|noise|noisy|blast\w*|blar\w*|snor\w*|mess|messy|annoy\w*|rude|inconsiderate|won't (?:shut up|turn it down|stop)|never (?:cleans|washes up|tidies))\b/i;

/** People one lives or works beside. Family stay dear even when loud ("the kids were so loud"). */
const NEIGHBOURS =
  /^(?:flat|room|house)mates?$|^neighbou?rs?$|^(?:boss|manager|landlord|landlady|colleagues?|coworkers?|co-workers?)$/;

/** Neighbours named in a sentence that tells of a nuisance they cause. */
function markTroubling(text: string, people: Person[]): void {
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
    return names.some((name) => {
      if (!name) return false;
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return [...s.matchAll(new RegExp(`\\b${escaped}\\b`, 'gi'))].some(
        (m) => m.index <= at && at - m.index <= REACH,
      );
    });
  });
}

/** Marks who is ill ("Biscuit has been ill") and who has left the person ("my girlfriend broke
 *  up with me"; "we split up", said of a partner). */
function markIllAndParted(text: string, people: Person[], pets: Pet[]): void {
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

export interface UnderstandOptions {
  /** Let the feeling model read a mood whose cues name no feeling (default true). An answer about
   *  a story is not a mood: the model, trained on moods, would read feelings into it. */
  readSituation?: boolean;
}

export function understand(mood: string, options: UnderstandOptions = {}): Understanding {
  const text = mood
    .replace(/[\u201C\u201D"«»]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MOOD_READ_LIMIT);
  const tokens = parse(text);
  const feeling = readFeeling(tokens, text, options.readSituation ?? true);
  const details = readDetails(tokens);
  markTroubling(text, details.people);
  markIllAndParted(text, details.people, details.pets);
  let lost: Understanding['lost'];
  // Grief without a word for death ("I miss my grandmother") may be for someone who died, unless
  // the mood says they are alive and ill or far away: then nobody is written as dead.
  const died = DEATH.test(text) || (feeling.feelings.includes('grief') && !ALIVE.test(text));
  if (died) {
    const sentences = text.split(/(?<=[.!?])\s+/);
    const deathSentence =
      sentences.find((s) => DEATH.test(s)) ??
      sentences.find((s) => MISSING.test(s)) ??
      sentences[0] ??
      '';
    // The one grieved for is the one named nearest the word for the loss ("I miss my dad"), not
    // the first one named ("sorted mum's tablets ... I miss my dad").
    const cue = (DEATH.exec(deathSentence) ?? MISSING.exec(deathSentence))?.index ?? 0;
    const distance = (word: string) => distanceTo(deathSentence, word, cue);
    const nearest = (words: readonly (string | undefined)[][]) =>
      words
        .map((forms, index) => ({
          index,
          d: Math.min(...forms.map((w) => (w ? distance(w) : Infinity))),
        }))
        .filter((c) => c.d < Infinity)
        .sort((a, b) => a.d - b.d)[0];
    const pet = nearest(details.pets.map((p) => [p.kind, p.name]));
    const person = nearest(details.people.map((p) => [p.relation.replace(/^best /, ''), p.name]));
    if (pet && (!person || pet.d < person.d)) lost = { type: 'pet', index: pet.index };
    else if (person) lost = { type: 'person', index: person.index };
    else if (details.pets.length > 0 && feeling.feelings.includes('grief'))
      lost = { type: 'pet', index: 0 };
    else if (details.people.length > 0 && feeling.feelings.includes('grief'))
      lost = { type: 'person', index: 0 };
  }
  // Sadness over someone who died is grief, whatever word the person used for it.
  if (lost && feeling.kind === 'sadness') {
    feeling.kind = 'grief';
    feeling.feelings = [
      ...new Set<Feeling>(['grief', ...feeling.feelings.filter((f) => f !== 'sadness')]),
    ];
  }
  return { ...feeling, ...details, ...(lost ? { lost } : {}) };
}
