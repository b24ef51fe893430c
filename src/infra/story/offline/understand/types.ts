// What the offline storyteller understands of a mood: the feeling and its direction, and the
// person's own concrete details (people, pets, things, places, events, a time).

import type { FeelingFamily } from '../library/vocabulary';

/** Feeling families the storyteller answers in kind (the vocabulary's eight). */
export type Feeling = FeelingFamily;

/** A mood's feeling: one family, or two at once (proud *and* sad). */
export type FeelingKind = Feeling | 'mixed';

export type Gender = 'f' | 'm' | 'n';

export interface Person {
  /** "grandmother", "sister", "friend"; a plain name when only a name was given ("Sam"). */
  relation: string;
  name?: string;
  gender: Gender;
  plural: boolean;
  /** Spoken of as the trouble ("my flatmate blasts music all night"), not as someone dear. */
  troubling?: true;
  /** Ill, in hospital or waiting on a diagnosis, as the mood tells it. */
  ill?: true;
  /** Broke up with, left or dropped the person ("my girlfriend broke up with me"). */
  parted?: true;
}

export interface Pet {
  /** "dog", "cat", "kitten". */
  kind: string;
  name?: string;
  /** Ill, at the vet's or off their food, as the mood tells it. */
  ill?: true;
}

export interface Thing {
  /** The noun phrase as the person wrote it, without determiners: "old watch", "wedding speech". */
  noun: string;
  plural: boolean;
  /** The person (relation) or pet (name or kind) it belongs to, if the mood said so. */
  owner?: string;
}

export interface LifeEvent {
  /** As a prose noun: "wedding", "driving test", "engagement". */
  noun: string;
  /** The person whose event it is ("sister" for "my sister's wedding"). */
  owner?: string;
  /** Whether the event is behind the person (passed, got engaged) or ahead (exams on Monday). */
  when: 'past' | 'ahead' | 'now';
}

export interface Understanding {
  kind: FeelingKind;
  /** The families present, strongest first (two for a mixed mood). */
  feelings: Feeling[];
  /** -1 (heavy) .. 1 (bright). */
  valence: number;
  /** 1 mild ("a bit lighter"), 2 plain, 3 strong ("so", "furious", "!!"). */
  intensity: 1 | 2 | 3;
  people: Person[];
  pets: Pet[];
  things: Thing[];
  /** "apartment", "Leeds", "hospital". */
  places: string[];
  /** Where someone else went or lives ("my friend moved to Lisbon"): not the person's setting. */
  awayPlaces: string[];
  events: LifeEvent[];
  /** "on Sunday", "a year today", "next week". */
  time?: string;
  /** The time dates the loss: it was given in the sentence that tells of it. */
  timeOfLoss?: true;
  /** Who died or was lost, when the mood is about a loss: a person's relation or a pet's name. */
  lost?: { type: 'person' | 'pet'; index: number };
  /** The person's own feeling words as written ("anxious", "fed up"), at most three. */
  words: string[];
}
