// The person's real details in a piece's slots: people with their relation ("your grandad") or
// name ("Maya"), pets ("Biscuit", "your dog"), places, named events and objects that matter. A
// detail goes in a slot only when it fits the slot's meaning for the situation (for a death, the
// person is the one who died); when unsure, the piece keeps its own fallback. Never an arbitrary
// noun, and never a word the spell checker was unsure of. Pure.
import type { Understanding, Person } from '../understand/types';
import { OBJECT_KINDS, type ObjectKind } from '../understand/keepsakes.data';
import type { FeelingFamily, MoodReading, Piece, Situation, Slot } from './vocabulary';

export type SlotValues = Partial<Record<Slot, string>>;

export interface RenderedPiece {
  title: string;
  /** Paragraphs, or stanzas with their lines joined by "\n". */
  body: string[];
}

// ---------------------------------------------------------------------------------------------
// People

const PARTNERS = /^(?:girlfriend|boyfriend|partner|wife|husband|fiancée?|fiance|spouse|ex)$/;
const FAMILY =
  /^(?:mother|mum|mom|mam|mummy|grandmother|grandma|gran|granny|nan|nana|sister|aunt|auntie|daughter|niece|stepmother|stepmum|father|dad|daddy|grandfather|grandad|granddad|grandpa|brother|uncle|son|nephew|stepfather|stepdad|cousin|parents|grandparents|family|twins|baby|child|kid|kids|children)$/;
const WORK = /^(?:boss|manager|coworkers?|colleagues?|supervisor|team)$/;
const CHILDREN = /^(?:baby|child|kid|kids|children|son|daughter|twins)$/;
/** People the person knows in a role, not someone dear. */
const ROLES =
  /^(?:vet|doctor|landlord|landlady|teacher|stranger|council|board|coach|therapist|mentor|nurse|tutor|lecturer|professor|classmates?|neighbou?rs?|examiner)$/;

const bare = (p: Person) => p.relation.replace(/^best /, '');
const isName = (p: Person) => p.name !== undefined && p.relation === p.name;
const isClose = (p: Person) =>
  !p.troubling &&
  !ROLES.test(bare(p)) &&
  !WORK.test(bare(p)) &&
  (FAMILY.test(bare(p)) || PARTNERS.test(bare(p)) || /friends?$/.test(bare(p)) || isName(p));

type PersonRole =
  'lost' | 'ill' | 'partner' | 'friend' | 'close' | 'family' | 'work' | 'home' | 'child' | 'any';

const PERSON_ROLE: Partial<Record<Situation, PersonRole>> = {
  'person-death': 'lost',
  anniversary: 'lost',
  'illness-close': 'ill',
  caring: 'ill',
  breakup: 'partner',
  divorce: 'partner',
  wedding: 'partner',
  'new-love': 'partner',
  pregnancy: 'partner',
  betrayal: 'close',
  'friendship-ending': 'friend',
  friendship: 'friend',
  reunion: 'close',
  'moving-away': 'close',
  homesickness: 'family',
  'conflict-work': 'work',
  'work-stress': 'work',
  'job-loss': 'work',
  'new-job': 'work',
  'conflict-home': 'home',
  'new-baby': 'child',
  parenting: 'child',
  'pregnancy-loss': 'close',
  'coming-out': 'close',
  failure: 'close',
  graduation: 'close',
  'health-scare': 'close',
  'own-illness': 'close',
  recovery: 'close',
  relief: 'close',
  'new-home': 'close',
  loneliness: 'close',
  'money-worry': 'close',
  exams: 'close',
  travel: 'close',
  'good-day': 'close',
};

/** `none` pieces: who a person slot means by feeling ("someone you miss" for grief). */
const NONE_PERSON_ROLE: Partial<Record<FeelingFamily, PersonRole>> = {
  grief: 'lost',
  anger: 'any',
  joy: 'close',
  anxiety: 'close',
  loneliness: 'close',
  sadness: 'close',
};

/** The only one of `people` that passes, or undefined when none or several do. */
const only = (people: readonly Person[]) => (people.length === 1 ? people[0] : undefined);

function personFor(u: Understanding, role: PersonRole): Person | undefined {
  const close = u.people.filter(isClose);
  switch (role) {
    case 'lost':
      if (u.lost?.type === 'person') return u.people[u.lost.index];
      return u.lost ? undefined : only(close.filter((p) => !p.parted));
    case 'ill':
      return close.find((p) => p.ill) ?? only(close);
    case 'partner':
      return (
        close.find((p) => PARTNERS.test(bare(p))) ??
        close.find((p) => p.parted) ??
        only(close.filter(isName))
      );
    case 'friend':
      return close.find((p) => /friends?$/.test(bare(p))) ?? only(close.filter(isName));
    case 'family':
      return close.find((p) => FAMILY.test(bare(p)));
    case 'work':
      return u.people.find((p) => WORK.test(bare(p)));
    case 'child':
      return close.find((p) => CHILDREN.test(bare(p)));
    case 'home':
      return u.people.find((p) => !ROLES.test(bare(p)) && !WORK.test(bare(p)));
    case 'any':
      return u.people.find((p) => !ROLES.test(bare(p)));
    case 'close':
      return close.find((p) => !p.parted);
  }
}

function personPhrase(p: Person): string {
  if (p.name) return p.name;
  return `your ${p.relation}`;
}

// ---------------------------------------------------------------------------------------------
// Places

type PlaceKind = 'hospital' | 'work' | 'school' | 'home' | 'outdoors' | 'town';

const PLACE_KIND: Readonly<Record<string, PlaceKind>> = Object.fromEntries([
  ...'hospital,hospice,ward'.split(',').map((w) => [w, 'hospital']),
  ...'office,warehouse,shop,bakery,studio,café,cafe'.split(',').map((w) => [w, 'work']),
  ...'school,uni,university,college,classroom,library,medical school'
    .split(',')
    .map((w) => [w, 'school']),
  ...'home,house,flat,apartment,kitchen,bedroom,room'.split(',').map((w) => [w, 'home']),
  ...'garden,park,beach,lake,allotment,farm'.split(',').map((w) => [w, 'outdoors']),
  ...'city,town,village'.split(',').map((w) => [w, 'town']),
]);

const PLACE_KINDS: Partial<Record<Situation, readonly PlaceKind[]>> = {
  'illness-close': ['hospital'],
  'own-illness': ['hospital'],
  'health-scare': ['hospital'],
  'pregnancy-loss': ['hospital'],
  'new-baby': ['hospital'],
  recovery: ['hospital'],
  'conflict-work': ['work'],
  'job-loss': ['work'],
  'work-stress': ['work'],
  retirement: ['work'],
  'new-job': ['work'],
  'self-doubt': ['work', 'school'],
  bullying: ['school'],
  graduation: ['school'],
  exams: ['home'],
  breakup: ['home'],
  divorce: ['home'],
  'conflict-home': ['home'],
  'money-worry': ['home'],
  'new-home': ['home', 'town'],
  loneliness: ['home', 'town'],
  homesickness: ['town'],
  'moving-away': ['town'],
  travel: ['town'],
  'person-death': ['home', 'outdoors'],
  'pet-death': ['outdoors'],
  nature: ['outdoors'],
  'good-day': ['outdoors', 'town'],
};

const NONE_PLACE_KINDS: Partial<Record<FeelingFamily, readonly PlaceKind[]>> = {
  calm: ['outdoors', 'home'],
  anxiety: ['home', 'school'],
  grief: ['home', 'outdoors'],
  joy: ['outdoors', 'town'],
  loneliness: ['home', 'town'],
  sadness: ['home'],
  anger: ['home'],
};

const placeKind = (place: string): PlaceKind | undefined =>
  /^[A-Z]/.test(place) ? 'town' : (PLACE_KIND[place.replace(/s$/, '')] ?? PLACE_KIND[place]);

// ---------------------------------------------------------------------------------------------
// Events

const EVENT_NOUNS: Partial<Record<Situation, readonly string[]>> = {
  failure: 'driving test,test,exam,exams,bar exam,interview,audition,match,race,final'.split(','),
  exams: 'exam,exams,bar exam,test,driving test'.split(','),
  achievement:
    'driving test,test,exam,exams,bar exam,marathon,race,match,final,audition,recital,exhibition,art show,show'.split(
      ',',
    ),
  anniversary: ['anniversary', 'birthday', 'christmas', 'Christmas'],
  'person-death': ['funeral', 'eulogy'],
  'illness-close': 'chemo,surgery,heart surgery,operation,diagnosis,appointment'.split(','),
  'own-illness': 'chemo,surgery,heart surgery,operation,diagnosis,appointment'.split(','),
  'health-scare': ['appointment', 'diagnosis'],
  recovery: ['chemo', 'surgery', 'heart surgery', 'operation'],
  relief:
    'surgery,heart surgery,operation,diagnosis,appointment,interview,exam,exams,test,hearing'.split(
      ',',
    ),
  'conflict-work': ['meeting', 'meetings'],
  'job-loss': ['meeting'],
  'work-stress': ['deadline', 'presentation', 'meeting', 'meetings'],
  'self-doubt': 'presentation,interview,audition,exam,exams,test,driving test,recital'.split(','),
  wedding: ['wedding', 'engagement'],
  graduation: ['graduation'],
  'new-job': ['interview'],
  rejection: ['interview', 'audition'],
  divorce: ['divorce'],
  reunion: ['party', 'wedding', 'birthday', 'christmas', 'Christmas'],
  retirement: ['retirement', 'party'],
  change: ['move', 'house move'],
  sleep: 'exam,exams,deadline,presentation,interview,test,driving test,surgery,operation'.split(
    ',',
  ),
};

/** Said without "the": "chemo", "surgery". */
const NO_ARTICLE = new Set(['chemo', 'surgery', 'heart surgery', 'Christmas', 'christmas']);

// ---------------------------------------------------------------------------------------------
// Objects

const OBJECT_KINDS_FOR: Partial<Record<Situation, readonly ObjectKind[]>> = {
  'person-death': ['keepsake', 'clothing'],
  anniversary: ['keepsake', 'clothing'],
  'pet-death': ['pet'],
  breakup: ['clothing', 'keepsake'],
  divorce: ['keepsake'],
  'job-loss': ['work'],
  'money-worry': ['money'],
  'health-scare': ['paper'],
  'own-illness': ['care'],
  'moving-away': ['moving'],
  'new-home': ['moving', 'household'],
  creative: ['made'],
  achievement: ['made'],
  retirement: ['keepsake', 'work'],
  'pregnancy-loss': ['baby'],
};

const NONE_OBJECT_KINDS: Partial<Record<FeelingFamily, readonly ObjectKind[]>> = {
  grief: ['keepsake', 'clothing'],
  sadness: ['household'],
  calm: ['household', 'keepsake'],
  weariness: ['household'],
};

/** Words that may stand before an object: its colour, its age, whose favourite it is. */
const OBJECT_MODIFIERS = new Set(
  'old,blue,red,green,yellow,black,white,grey,gray,brown,pink,purple,orange,little,favourite,favorite,wooden,silver,gold,golden,woollen,knitted,tartan,striped,first,big,tiny'.split(
    ',',
  ),
);

// ---------------------------------------------------------------------------------------------

/** "my flat" → "your flat"; "the hospital" → "the hospital": the determiner the person used. */
function determiner(text: string, noun: string): 'your' | 'the' {
  const escaped = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`\\b(my|our)\\s+(?:\\w+\\s+)?${escaped}\\b`, 'i').exec(text);
  return found ? 'your' : 'the';
}

export interface SlotInput {
  /** What understand() read of the mood (its typos corrected first). */
  understanding: Understanding;
  reading: MoodReading;
  /** The mood as read (typos corrected). */
  text: string;
  /** Misspelt words with no sure correction (lower case): a detail holding one is left out. */
  unsure?: readonly string[];
}

/** The details for each slot kind, fit for the reading's situation; a kind is absent when the
 *  mood has no fitting detail (the piece's fallback is used). */
export function slotValues(input: SlotInput): SlotValues {
  const { understanding: u, reading, text } = input;
  const unsure = new Set(input.unsure ?? []);
  const clean = (value: string | undefined) =>
    value &&
    !value
      .toLowerCase()
      .split(/[\s']+/)
      .some((w) => unsure.has(w))
      ? value
      : undefined;
  const none = reading.situation === 'none';
  const values: SlotValues = {};

  const role = none ? NONE_PERSON_ROLE[reading.feeling] : PERSON_ROLE[reading.situation];
  const person = role ? personFor(u, role) : undefined;
  // A pet grieved for is "someone you miss" in a piece for grief that names no situation.
  const lostPetName =
    none && reading.feeling === 'grief' && u.lost?.type === 'pet'
      ? (u.pets[u.lost.index]?.name ?? `your ${u.pets[u.lost.index]?.kind ?? 'pet'}`)
      : undefined;
  const personValue = clean(lostPetName ?? (person && personPhrase(person)));
  if (personValue) values.person = personValue;

  const lostPet = u.lost?.type === 'pet' ? u.pets[u.lost.index] : undefined;
  const pet =
    reading.situation === 'pet-death'
      ? (lostPet ?? (u.pets.length === 1 ? u.pets[0] : undefined))
      : u.pets[0];
  // A pet's name the spell checker was unsure of ("pepa") gives way to "your dog".
  const petValue = clean(pet?.name) ?? clean(pet && `your ${pet.kind}`);
  if (petValue) values.pet = petValue;

  const kinds = none ? NONE_PLACE_KINDS[reading.feeling] : PLACE_KINDS[reading.situation];
  const places =
    reading.situation === 'moving-away' || reading.situation === 'homesickness'
      ? [...u.awayPlaces, ...u.places]
      : u.places;
  const place = kinds && places.find((p) => kinds.includes(placeKind(p) as PlaceKind));
  const placeValue = clean(
    place &&
      (/^[A-Z]/.test(place) || place === 'home' ? place : `${determiner(text, place)} ${place}`),
  );
  if (placeValue) values.place = placeValue;

  const nouns = none ? undefined : EVENT_NOUNS[reading.situation];
  const event = nouns && u.events.find((e) => nouns.includes(e.noun));
  const eventValue = clean(
    event &&
      (event.owner
        ? `your ${event.owner}'s ${event.noun}`
        : NO_ARTICLE.has(event.noun)
          ? event.noun.replace(/^christmas$/, 'Christmas')
          : `${determiner(text, event.noun)} ${event.noun}`),
  );
  if (eventValue) values.event = eventValue;

  const objectKinds = none
    ? NONE_OBJECT_KINDS[reading.feeling]
    : OBJECT_KINDS_FOR[reading.situation];
  const lostOne = person && role === 'lost' ? person.relation : undefined;
  const thing =
    objectKinds &&
    u.things.find((t) => {
      const words = t.noun.split(' ');
      const head = words.slice(-1)[0] as string;
      const kindsOf = OBJECT_KINDS.get(t.noun) ?? OBJECT_KINDS.get(head) ?? [];
      const modifierOk =
        words.length === 1 ||
        OBJECT_KINDS.has(t.noun) ||
        (words.length === 2 && OBJECT_MODIFIERS.has(words[0] as string));
      // Something of the one who died: theirs, or the person's own keepsake.
      const ownerOk = !t.owner || t.owner === lostOne || role !== 'lost';
      return modifierOk && ownerOk && kindsOf.some((k) => objectKinds.includes(k));
    });
  // "his old watch": the colour or age the person gave it, which the reader keeps apart.
  const modifier =
    thing && !thing.noun.includes(' ')
      ? new RegExp(`\\b([a-z]+)\\s+${thing.noun}\\b`, 'i').exec(text)?.[1]?.toLowerCase()
      : undefined;
  const noun =
    thing &&
    (modifier && OBJECT_MODIFIERS.has(modifier) ? `${modifier} ${thing.noun}` : thing.noun);
  const objectValue = clean(
    thing &&
      (thing.owner
        ? `${u.people.some((p) => p.relation === thing.owner) ? 'your ' : ''}${thing.owner}'s ${noun}`
        : `${determiner(text, thing.noun)} ${noun}`),
  );
  if (objectValue) values.object = objectValue;
  return values;
}

// ---------------------------------------------------------------------------------------------
// Rendering

const SLOT = /\{([A-Za-z]+)\|([^{}]*)\}/g;
const SMALL = new Set(['a', 'an', 'the', 'of', 'and', 'in', 'on', 'to', 'for', 'at', 'by', 'or']);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleCase = (s: string) =>
  s
    .split(' ')
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : capitalise(w)))
    .join(' ');

/** One text with its slots filled: a detail where the mood gave one, else the fallback. */
export function fillText(text: string, values: SlotValues, inTitle = false): string {
  const titled =
    inTitle &&
    text
      .replace(SLOT, '')
      .split(/\s+/)
      .filter((w) => /^[A-Z]/.test(w)).length >= 2;
  return text
    .replace(SLOT, (_, name: string, fallback: string) => {
      const value = values[name.toLowerCase() as Slot];
      if (!value) return /^[A-Z]/.test(name) ? capitalise(fallback) : fallback;
      if (titled) return titleCase(value);
      return /^[A-Z]/.test(name) ? capitalise(value) : value;
    })
    .replace(/ {2,}/g, ' ');
}

export function fillSlots(piece: Piece, values: SlotValues): RenderedPiece {
  return {
    title: fillText(piece.title, values, true).trim(),
    body: piece.body.map((part) => fillText(part, values).trim()),
  };
}

/** The piece as streamed text: paragraphs (or stanzas) apart by a blank line. */
export function pieceText(rendered: RenderedPiece): string {
  return rendered.body.join('\n\n');
}
