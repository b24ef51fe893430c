// The person's own concrete details, read from tagged tokens: people and their names, pets and
// theirs, things (and whose they are), places, life events and a time.
import { ABSTRACT, EVENTS, IDIOMS, PETS, PLACES, RELATIONS } from './details.data';
import { FEELING_CUES, INTENSIFIERS } from './feeling-cues.data';
import { has, type Token } from './parse';
import type { LifeEvent, Person, Pet, Thing } from './types';

export interface Details {
  people: Person[];
  pets: Pet[];
  things: Thing[];
  places: string[];
  /** Where someone else went or lives ("my friend moved to Lisbon"): not the person's setting. */
  awayPlaces: string[];
  events: LifeEvent[];
  time?: string;
  /** The time was given in the sentence that tells of a loss ("passed away last month"), so it
   *  dates the loss; "I keep thinking of her today" does not. */
  timeOfLoss?: true;
}

/** Words that tell of a death or a loss, or of time since one ("it's been a year today"). */
const LOSS_WORDS =
  /\b(?:died|dies|passed|passing|lost|put down|put to sleep|funeral|buried|been|since|gone|anniversary)\b/;

const GOING =
  /^(?:moved|moves|moving|went|gone|goes|going|lives|living|emigrated|relocated|flew|settled|is|was)$/;
const ON_THE_WAY = /^(?:back|away|over|out|off|all|the|way)$/;
const CLAUSE_BREAK = /^(?:and|but|since|because|so|when|while|after|now|though|although|until)$/;
const OWN = /^(?:i|i'm|im|we|we're|me|us|myself)$/;
const SOMEONE = /^(?:he|she|they|he's|she's|they're)$/;

/** "my friend Mara moved to Lisbon", "my sister lives in Australia": a place another person went
 *  to or lives in. "I moved to Leeds" and a clause with no one named are the person's own. */
function someoneElsesPlace(tokens: readonly Token[], i: number): boolean {
  const sentence = tokens[i]!.sentence;
  const at = (k: number) => (tokens[k]?.sentence === sentence ? tokens[k] : undefined);
  let k = i - 1;
  if (at(k)?.lower === 'the') k -= 1;
  if (!/^(?:to|in)$/.test(at(k)?.lower ?? '')) return false;
  k -= 1;
  while (ON_THE_WAY.test(at(k)?.lower ?? '')) k -= 1;
  if (!GOING.test(at(k)?.lower ?? '')) return false;
  let someone = false;
  for (let s = k - 1; at(s); s -= 1) {
    const word = at(s)!;
    if (OWN.test(word.lower)) return false;
    if (CLAUSE_BREAK.test(word.lower)) break;
    if (SOMEONE.test(word.lower) || RELATIONS.has(word.lower) || has(word, 'Person'))
      someone = true;
  }
  return someone;
}

const DETERMINERS = new Set(
  'a,an,the,my,our,his,her,their,your,this,that,these,those,some,many,two,three,four,no,every,each,of,in,into,on,at,with,about,for,from,out,first,last,new,old'.split(
    ',',
  ),
);
const OWNER_WORDS = new Set(['my', 'our']);
const ACTIVITY_LEADS =
  /^(?:keep|keeps|kept|stop|stops|stopped|start|starts|started|quit|been|can't|cannot|not)$/;
const FUTURE =
  /\b(?:tomorrow|next|will|'ll|upcoming|coming up|in (?:two|three|a few) (?:weeks|days)|in a week|soon)\b/;
const AHEAD =
  /\b(?:starts?|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|is (?:due|in)|before)\b/;
const TIME_WORDS = /\b(?:today|yesterday|tomorrow|tonight|ago|morning|night|weekend)\b/i;
const NAME_LEAD = new Set(['called', 'named']);

const isName = (t: Token | undefined): t is Token =>
  t !== undefined &&
  /^[A-Z][a-z]+$/.test(t.text) &&
  (has(t, 'ProperNoun') || has(t, 'Person') || has(t, 'FirstName')) &&
  !has(t, 'Date') &&
  !has(t, 'Pronoun');

/** What a pet has, which can follow "my dog" without being its name ("my dog bowl"). */
const PET_THINGS =
  /^(?:bowl|bowls|bed|beds|lead|leash|food|toy|toys|basket|cage|crate|collar|flap|door|tray|litter|treats|treat|hair|fur|blanket|vet|insurance|bill|bills|walker|sitter|park|hotel)$/;

/** A pet's name typed in lower case, straight after "my cat" ("my cat biscuit has been ill"):
 *  a plain noun that is none of the pet's things, followed by what it did or nothing. */
function lowerCaseName(tokens: readonly Token[], at: number, petAt: number): Token | undefined {
  const word = tokens[at];
  const after = tokens[at + 1];
  const owner = tokens[petAt - 1]?.lower;
  if (!word || (owner !== 'my' && owner !== 'our')) return undefined;
  if (word.sentence !== tokens[petAt]?.sentence || word.possessive) return undefined;
  if (!/^[a-z]{3,}$/.test(word.text) || !has(word, 'Noun') || has(word, 'Plural')) return undefined;
  if (PET_THINGS.test(word.lower) || ABSTRACT.has(word.lower) || PETS.has(word.lower))
    return undefined;
  const acts =
    after === undefined ||
    after.sentence !== word.sentence ||
    has(after, 'Verb') ||
    has(after, 'Auxiliary') ||
    has(after, 'Copula') ||
    after.lower === 'and';
  return acts ? word : undefined;
}

function pairAt(tokens: readonly Token[], i: number): string | undefined {
  const a = tokens[i];
  const b = tokens[i + 1];
  return a && b && !a.possessive && a.sentence === b.sentence ? `${a.lower} ${b.lower}` : undefined;
}

const wordsOf = (tokens: readonly Token[], sentence: number) =>
  tokens.filter((t) => t.sentence === sentence);
const textOf = (words: readonly Token[]) => words.map((t) => t.lower).join(' ');

/** Which of the mood's sentences point ahead (exams on Monday) or back (passed). */
function whenOf(tokens: readonly Token[], sentence: number): LifeEvent['when'] {
  const words = wordsOf(tokens, sentence);
  const text = textOf(words);
  if (FUTURE.test(text)) return 'ahead';
  if (words.some((t) => has(t, 'PastTense'))) return 'past';
  return AHEAD.test(text) ? 'ahead' : 'now';
}

function readTime(tokens: readonly Token[]): { phrase: string; sentence: number } | undefined {
  const start = tokens.findIndex((t) => has(t, 'Date'));
  if (start < 0) return undefined;
  let from = start;
  while (from > 0) {
    const prev = tokens[from - 1] as Token;
    if (prev.sentence !== tokens[start]?.sentence) break;
    if (
      ['on', 'last', 'next', 'this', 'a', 'since', 'in'].includes(prev.lower) ||
      has(prev, 'Value')
    )
      from--;
    else break;
  }
  let to = start;
  while (has(tokens[to + 1], 'Date') && tokens[to + 1]?.sentence === tokens[start]?.sentence) to++;
  const words = tokens
    .slice(from, to + 1)
    .map((t) => (has(t, 'Date') && /^[A-Z]/.test(t.text) ? t.text : t.lower));
  const phrase = words.join(' ');
  const lead = ['on', 'last', 'next', 'this', 'since', 'in'].includes(words[0] as string);
  const anchored =
    lead ||
    TIME_WORDS.test(phrase) ||
    tokens.slice(start, to + 1).some((t) => has(t, 'WeekDay') || has(t, 'Month'));
  return anchored ? { phrase, sentence: (tokens[start] as Token).sentence } : undefined;
}

/** A concrete noun the story can show: not a name, a date, a feeling, a relation or a word
 *  too abstract to picture. */
function isThingNoun(token: Token | undefined): token is Token {
  return (
    token !== undefined &&
    has(token, 'Noun') &&
    !has(token, 'Pronoun') &&
    !has(token, 'Date') &&
    !has(token, 'ProperNoun') &&
    !has(token, 'Possessive') &&
    !has(token, 'Verb') &&
    /^[a-zé]{3,}$/.test(token.lower) &&
    !ABSTRACT.has(token.lower) &&
    !FEELING_CUES.has(token.lower) &&
    !RELATIONS.has(token.lower)
  );
}

/** The positions of the words of idioms ("running on fumes"): never read as details. */
function idiomWords(tokens: readonly Token[]): Set<number> {
  const covered = new Set<number>();
  for (const idiom of IDIOMS)
    for (let i = 0; i + idiom.length <= tokens.length; i++)
      if (idiom.every((word, k) => tokens[i + k]?.lower === word))
        idiom.forEach((_, k) => covered.add(i + k));
  return covered;
}

export function readDetails(tokens: readonly Token[]): Details {
  const people: Person[] = [];
  const pets: Pet[] = [];
  const things: Thing[] = [];
  const places: string[] = [];
  const awayPlaces: string[] = [];
  const events: LifeEvent[] = [];
  const used = idiomWords(tokens);
  /** The latest person or pet named, for "her bread" -> whose bread. */
  let lastOwner: string | undefined;

  const ownerBefore = (i: number): string | undefined => {
    const prev = tokens[i - 1];
    if (!prev) return undefined;
    if (prev.possessive) {
      const person = people.find((p) => p.relation === prev.lower || p.name === prev.text);
      const animal = pets.find((p) => p.name === prev.text || p.kind === prev.lower);
      return person?.relation ?? animal?.name ?? animal?.kind;
    }
    if ((prev.lower === 'her' || prev.lower === 'his') && lastOwner) return lastOwner;
    return undefined;
  };

  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const token = tokens[i] as Token;
    const pair = pairAt(tokens, i);
    const next = tokens[i + 1];

    // People: "my grandmother", "my friend Sam", "my best friend".
    const relation = RELATIONS.get(token.lower);
    // "I'm an auntie now" names a role the person has, not someone in their life.
    const role =
      ['a', 'an'].includes(tokens[i - 1]?.lower ?? '') &&
      ["i'm", 'am', 'be', 'i', 'now'].includes(tokens[i - 2]?.lower ?? '');
    // "like a friend to me", "as a brother would": a likeness, not someone in their life.
    const likeness =
      ['a', 'an'].includes(tokens[i - 1]?.lower ?? '') &&
      ['like', 'as'].includes(tokens[i - 2]?.lower ?? '');
    if (relation && !has(token, 'Verb') && !role && !likeness) {
      const best = tokens[i - 1]?.lower === 'best' ? 'best ' : '';
      const name = isName(next) && !RELATIONS.has(next.lower) ? next : undefined;
      if (name) used.add(i + 1);
      const word = `${best}${token.lower}`;
      if (!people.some((p) => p.relation === word)) {
        people.push({
          relation: word,
          gender: relation.gender,
          plural: relation.plural === true,
          ...(name ? { name: name.text } : {}),
        });
      }
      lastOwner = word;
      continue;
    }

    // Pets: "my dog Pepper", "a kitten called Mochi", "our cat Miso".
    const petWord = pair && PETS.has(pair) ? pair : PETS.has(token.lower) ? token.lower : undefined;
    if (petWord && !has(token, 'Verb')) {
      if (petWord === pair) used.add(i + 1);
      const at = petWord === pair ? i + 2 : i + 1;
      const direct = tokens[at];
      const afterLead = NAME_LEAD.has(direct?.lower ?? '') ? tokens[at + 1] : undefined;
      const typed = isName(direct) ? direct : isName(afterLead) ? afterLead : undefined;
      const name = typed ?? lowerCaseName(tokens, at, i);
      if (name) used.add(tokens.indexOf(name));
      const nameText = name && name.text.charAt(0).toUpperCase() + name.text.slice(1);
      if (!pets.some((p) => p.kind === petWord)) {
        pets.push({ kind: petWord, ...(nameText ? { name: nameText } : {}) });
      }
      lastOwner = nameText ?? petWord;
      continue;
    }

    // Events: "wedding", "driving test", "got engaged".
    const eventWord =
      pair && EVENTS.has(pair) ? pair : EVENTS.has(token.lower) ? token.lower : undefined;
    if (eventWord) {
      if (eventWord === pair) used.add(i + 1);
      const info = EVENTS.get(eventWord);
      const prev = tokens[i - 1];
      // "my daughter graduates": the event belongs to the person who does it.
      const doer =
        info && info.noun !== eventWord
          ? people.find((p) =>
              tokens.some(
                (t, k) =>
                  k < i &&
                  t.sentence === token.sentence &&
                  t.lower === p.relation.replace(/^best /, ''),
              ),
            )
          : undefined;
      const owner = prev?.possessive
        ? people.find((p) => p.relation === prev.lower)?.relation
        : doer?.relation;
      if (info && !events.some((e) => e.noun === info.noun)) {
        const named = /^[A-Z]/.test(token.text) && eventWord !== pair ? token.text : info.noun;
        // "a month without smoking", "quit smoking": the event is the giving up, not the habit.
        const quitting =
          named === 'smoking' &&
          tokens
            .slice(Math.max(0, i - 3), i)
            .some((t) => /^(?:without|quit|quitting|stopped|gave|giving|off)$/.test(t.lower));
        const noun = quitting ? 'giving up smoking' : named;
        events.push({ noun, when: whenOf(tokens, token.sentence), ...(owner ? { owner } : {}) });
      }
      continue;
    }

    // Places: ordinary ones by word, named ones from the tagger ("Leeds", "Lisbon").
    // A plural keeps its own form ("the empty rooms"), found by its singular.
    const pluralPlace =
      token.lower.endsWith('s') && PLACES.has(token.lower.slice(0, -1)) ? token.lower : undefined;
    const placeWord =
      pair && PLACES.has(pair) ? pair : PLACES.has(token.lower) ? token.lower : pluralPlace;
    if (placeWord || (has(token, 'Place') && /^[A-Z]/.test(token.text))) {
      if (placeWord === pair) used.add(i + 1);
      const place = placeWord ?? token.text;
      const list = someoneElsesPlace(tokens, i) ? awayPlaces : places;
      if (!list.includes(place)) list.push(place);
      continue;
    }

    // A name on its own: "Sam brought flowers".
    if (isName(token) && i > 0 && has(token, 'Person')) {
      if (!people.some((p) => p.name === token.text)) {
        people.push({ relation: token.text, name: token.text, gender: 'n', plural: false });
      }
      continue;
    }

    // Things: concrete nouns with a determiner, possessive or preposition just before them.
    if (isThingNoun(token)) {
      const next = tokens[i + 1];
      // The first noun of a compound names the kind of the second ("chem homework", "phone
      // bill"): the thing is read at the second, with both words.
      if (isThingNoun(next) && next.sentence === token.sentence && !token.possessive) continue;
      const prev = tokens[i - 1];
      const prev2 = tokens[i - 2];
      const kindOf =
        isThingNoun(prev) && prev.sentence === token.sentence && !prev.possessive
          ? prev
          : undefined;
      const modifier =
        kindOf ??
        (prev &&
        has(prev, 'Adjective') &&
        !FEELING_CUES.has(prev.lower) &&
        !INTENSIFIERS.has(prev.lower) &&
        !DETERMINERS.has(prev.lower) &&
        prev.lower !== 'same'
          ? prev
          : undefined);
      const lead = modifier ? prev2 : prev;
      const eventLead =
        prev &&
        EVENTS.has(prev.lower) &&
        prev2 &&
        (DETERMINERS.has(prev2.lower) || prev2.possessive);
      // What someone keeps doing is an activity, not a thing: "keep thinking", "stop crying".
      const activity =
        /ing$/.test(token.lower) && lead !== undefined && ACTIVITY_LEADS.test(lead.lower);
      // A noun straight after a verb is its object: "brought flowers", "eat lunch".
      if (
        !activity &&
        lead &&
        (DETERMINERS.has(lead.lower) ||
          lead.possessive ||
          eventLead ||
          (has(lead, 'Verb') && !modifier && !has(lead, 'Copula') && !has(lead, 'Auxiliary')))
      ) {
        const noun = modifier ? `${modifier.lower} ${token.lower}` : token.lower;
        const owner = OWNER_WORDS.has(lead.lower) ? undefined : ownerBefore(modifier ? i - 1 : i);
        if (!things.some((t) => t.noun === noun) && things.length < 4) {
          things.push({
            noun,
            plural: has(token, 'Plural') && /s$/.test(token.lower),
            ...(owner ? { owner } : {}),
          });
        }
      }
    }
  }
  const time = readTime(tokens);
  return {
    people,
    pets,
    things,
    places,
    awayPlaces,
    events,
    ...(time ? { time: time.phrase } : {}),
    ...(time && LOSS_WORDS.test(textOf(wordsOf(tokens, time.sentence)))
      ? { timeOfLoss: true as const }
      : {}),
  };
}
