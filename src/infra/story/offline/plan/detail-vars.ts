// The person's details as template tokens, seen from the hero ("her grandmother's bread") or,
// in a poem, from "you" ("your grandmother's bread"). Capitalised twins ({Thing}) come free.
import { PETS } from '../understand/details.data';
import type { Understanding } from '../understand/types';
import { capitalise, type Vars } from '../realise/grammar';
import type { DetailSlot } from '../content/carry.data';

/** People met through work, school or care: never written as someone close. */
const NOT_CLOSE = new Set([
  'boss',
  'manager',
  'landlord',
  'landlady',
  'teacher',
  'doctor',
  'vet',
  'stranger',
  'council',
  'board',
  'coach',
  'therapist',
  'team',
  'mentor',
  'nurse',
  'supervisor',
  'tutor',
  'lecturer',
  'professor',
]);

/** Where someone who is ill is looked after. */
const CARE_PLACES = new Set(['hospital', 'hospice', 'ward']);

/** Events named without an article or owner: "chemo", not "the chemo". */
export const BARE_EVENTS = new Set([
  'diabetes',
  'dementia',
  'chemo',
  'smoking',
  'giving up smoking',
]);
const THE_EVENTS = new Set([
  'wedding',
  'funeral',
  'final',
  'league',
  'hearing',
  'court hearing',
  'deadline',
  'meeting',
  'meetings',
  'move',
  'house move',
  'army',
  'art show',
  'show',
  'exhibition',
  'match',
  'race',
  'party',
]);
const PROPER = /^[A-Z]/;
const INSTITUTIONS = new Set([
  'hospital',
  'hospice',
  'school',
  'uni',
  'university',
  'college',
  'medical school',
  'office',
  'warehouse',
  'bakery',
  'café',
  'cafe',
  'beach',
  'lake',
  'allotment',
  'gym',
  'station',
  'library',
  'church',
  'farm',
  'park',
  'studio',
]);
/** Places named without an article: "at uni", "school felt strange". */
const BARE_PLACES = new Set(['uni', 'school', 'college', 'church', 'work']);
const ANIMAL_HOMES = new Set(['apartment', 'flat', 'house', 'home', 'kitchen', 'bedroom', 'room']);

/** "a year today" -> "a year ago today"; other times as written. */
function pastTime(time: string): string {
  return /^(?:a|an|one|two|three|four|five|six)\s+(?:year|month|week)s?\s+today$/.test(time)
    ? time.replace(/ today$/, ' ago today')
    : time;
}

export interface DetailVars {
  vars: Record<string, string>;
  /** Which details this journey must carry, in order. */
  slots: DetailSlot[];
  /** Words that show a slot is already in the text. */
  marks: Record<DetailSlot, string[]>;
  /** Further people and things, each carried like the first of its kind with its own tokens. */
  more: { slot: DetailSlot; vars: Record<string, string>; marks: string[] }[];
  /** The person carried as {kin} was met through work or care (a vet, a boss) or has left the
   *  person: carry them with lines of their own, not the lines about someone close. */
  kinNotClose: boolean;
}

/** `poss` is "her", "his" or "your"; `home` replaces a dwelling in a fable ("her den"). */
export function detailVars(u: Understanding, poss: string, home?: string): DetailVars {
  const v: Record<string, string> = {};
  const marks: Record<DetailSlot, string[]> = {
    lost: [],
    pet: [],
    kin: [],
    thing: [],
    place: [],
    away: [],
    event: [],
  };
  const slots: DetailSlot[] = [];
  const personRef = (i: number) => {
    const p = u.people[i];
    if (!p) return '';
    if (p.name && p.name !== p.relation) return `${poss} ${p.relation} ${p.name}`;
    return p.name ?? `${poss} ${p.relation}`;
  };
  const petRef = (i: number) => {
    const p = u.pets[i];
    return p ? (p.name ? `${poss} ${p.kind} ${p.name}` : `${poss} ${p.kind}`) : '';
  };
  const petShort = (i: number) => {
    const p = u.pets[i];
    return p ? (p.name ?? `the ${p.kind}`) : '';
  };
  const lost = u.lost;
  // Lines about a loss (grief's morals, "love changes rooms") need {ifGrief}; sadness with nobody
  // lost gets lines of its own ({ifNoLoss}). A mood with no feeling named ({ifUnsure}) and a calm
  // one ({ifSettled}) share the quiet tone, each with a few lines of its own.
  if (lost || u.feelings.includes('grief')) v.ifGrief = '';
  else v.ifNoLoss = '';
  if (u.kind === 'calm') {
    if (u.words.length > 0) v.ifSettled = '';
    else v.ifUnsure = '';
  }
  if (lost) {
    const i = lost.index;
    v.lostFull = lost.type === 'pet' ? petRef(i) : personRef(i);
    v.lost =
      lost.type === 'pet' ? petShort(i) : (u.people[i]?.name ?? `${poss} ${u.people[i]?.relation}`);
    if (lost.type === 'pet') {
      const kind = u.pets[i]?.kind ?? '';
      const traces = PETS.get(kind)?.traces;
      if (traces)
        v.petTrace = traces[
          (kind.length + (u.pets[i]?.name?.length ?? 0)) % traces.length
        ] as string;
    }
    if (u.time && u.timeOfLoss) v.timePast = pastTime(u.time);
    // Present (and empty) only when someone was lost: lines about the missing one require it.
    v.ifLost = '';
    slots.push('lost');
    marks.lost = [
      lost.type === 'pet'
        ? (u.pets[i]?.name ?? u.pets[i]?.kind ?? '')
        : (u.people[i]?.name ?? u.people[i]?.relation ?? ''),
    ];
    if (lost.type === 'pet' && u.pets[i]?.name) marks.lost.push(u.pets[i]?.kind ?? '');
  }
  const petIndex = u.pets.findIndex((_, i) => !(lost?.type === 'pet' && lost.index === i));
  if (petIndex >= 0) {
    v.petFull = petRef(petIndex);
    v.petKind = u.pets[petIndex]?.kind ?? '';
    v.pet = petShort(petIndex);
    slots.push('pet');
    marks.pet = [u.pets[petIndex]?.name ?? '', u.pets[petIndex]?.kind ?? ''].filter(Boolean);
    // Present (and empty) only when the pet is ill: lines that say so require it.
    if (u.pets[petIndex]?.ill) v.ifPetIll = '';
  }
  // Someone who troubles the person is written about only when the mood is anger at them: the
  // other moods' lines about people are warm ("stayed on her mind", "steadied him").
  const unwritten = (i: number) =>
    (lost?.type === 'person' && lost.index === i) ||
    (u.people[i]?.troubling === true && u.kind !== 'anger');
  // Someone met through work or care, or who has left the person, is not written into those warm
  // lines either ("ringing his vet eased things", "ringing his girlfriend" after she broke up
  // with him): they are carried by lines of their own, and only when nobody close is named.
  const notClose = (i: number) =>
    (NOT_CLOSE.has(u.people[i]?.relation ?? '') || u.people[i]?.parted === true) &&
    u.kind !== 'anger';
  const closeIndex = u.people.findIndex((_, i) => !unwritten(i) && !notClose(i));
  const kinIndex = closeIndex >= 0 ? closeIndex : u.people.findIndex((_, i) => !unwritten(i));
  const kinNotClose = kinIndex >= 0 && notClose(kinIndex);
  if (kinIndex >= 0) {
    v.kin = personRef(kinIndex);
    slots.push('kin');
    marks.kin = [u.people[kinIndex]?.relation ?? ''];
    if (u.people[kinIndex]?.ill) v.ifKinIll = '';
  }
  const ownerRef = (owner: string) => {
    const person = u.people.findIndex((p) => p.relation === owner || p.name === owner);
    if (person >= 0) return `${u.people[person]?.name ?? `${poss} ${owner}`}'s`;
    const pet = u.pets.find((p) => p.name === owner || p.kind === owner);
    return pet ? `${pet.name ?? `${poss} ${pet.kind}`}'s` : poss;
  };
  const thing = u.things[0];
  if (thing) {
    v.thing = thing.owner ? `${ownerRef(thing.owner)} ${thing.noun}` : `the ${thing.noun}`;
    v.thingIt = thing.plural ? 'them' : 'it';
    slots.push('thing');
    marks.thing = [thing.noun];
  }
  const placeVars = (place: string) => {
    const animal = home && ANIMAL_HOMES.has(place);
    if (animal) return { thePlace: `${poss} ${home}`, atPlace: `in ${poss} ${home}`, mark: home };
    if (PROPER.test(place)) return { thePlace: place, atPlace: `in ${place}`, mark: place };
    if (place === 'home') return { thePlace: 'home', atPlace: 'at home', mark: place };
    if (BARE_PLACES.has(place)) return { thePlace: place, atPlace: `at ${place}`, mark: place };
    const at = INSTITUTIONS.has(place) ? 'at' : 'in';
    return { thePlace: `the ${place}`, atPlace: `${at} the ${place}`, mark: place };
  };
  const place = u.places[0];
  if (place) {
    const { thePlace, atPlace, mark } = placeVars(place);
    Object.assign(v, { thePlace, atPlace });
    slots.push('place');
    marks.place = [mark];
  }
  // A place someone else went to is far from the person, never where the story is set. A place
  // of care is not far ("looked up the time in the hospital"): it is where the one who is ill
  // is visited.
  const away = u.awayPlaces[0];
  if (away && CARE_PLACES.has(away) && v.ifKinIll !== undefined) {
    v.careAt = `at the ${away}`;
    marks.kin.push(away);
  } else if (away) {
    const { thePlace, mark } = placeVars(away);
    v.awayPlace = thePlace;
    slots.push('away');
    marks.away = [mark];
  }
  const event = u.events[0];
  if (event) {
    const noun = event.noun;
    v.event = event.owner
      ? `${ownerRef(event.owner)} ${noun}`
      : PROPER.test(noun) || BARE_EVENTS.has(noun)
        ? noun
        : THE_EVENTS.has(noun)
          ? `the ${noun}`
          : `${poss} ${noun}`;
    if (event.when === 'ahead' && u.time) v.timeAhead = u.time;
    slots.push('event');
    marks.event = [noun];
  }
  const more: DetailVars['more'] = [];
  u.people.forEach((p, i) => {
    if (i !== kinIndex && !unwritten(i) && !notClose(i))
      more.push({ slot: 'kin', vars: { kin: personRef(i) }, marks: [p.relation] });
  });
  u.things.slice(1, 3).forEach((t) => {
    more.push({
      slot: 'thing',
      vars: {
        thing: t.owner ? `${ownerRef(t.owner)} ${t.noun}` : `the ${t.noun}`,
        thingIt: t.plural ? 'them' : 'it',
      },
      marks: [t.noun],
    });
  });
  u.places.slice(1, 2).forEach((p) => {
    const { thePlace, atPlace, mark } = placeVars(p);
    more.push({ slot: 'place', vars: { thePlace, atPlace }, marks: [mark] });
  });
  u.events.slice(1, 3).forEach((e) => {
    more.push({
      slot: 'event',
      vars: {
        event: e.owner
          ? `${ownerRef(e.owner)} ${e.noun}`
          : PROPER.test(e.noun) || BARE_EVENTS.has(e.noun)
            ? e.noun
            : THE_EVENTS.has(e.noun)
              ? `the ${e.noun}`
              : `${poss} ${e.noun}`,
      },
      marks: [e.noun],
    });
  });
  const withCapitals = (vars: Record<string, string>) => {
    for (const [key, value] of Object.entries(vars)) vars[capitalise(key)] = capitalise(value);
    return vars;
  };
  withCapitals(v);
  for (const m of more) withCapitals(m.vars);
  return { vars: v, slots, marks, more, kinNotClose };
}

export const mentions = (text: string, words: readonly string[]): boolean =>
  words.every((w) => w === '' || text.toLowerCase().includes(w.toLowerCase()));

export type { Vars };

/** Lines that need a condition ({ifPetIll}) say more about the person's situation: those come
 *  first, each group in the order given. */
export function specificFirst<T>(lines: readonly T[], text: (line: T) => string): T[] {
  const specific = (line: T) => text(line).includes('{if');
  return [...lines.filter(specific), ...lines.filter((line) => !specific(line))];
}
