// Characters and places for the offline storyteller: fable animals, story people and settings.
import type { ContextId } from './lexicon.data';

export interface Pronouns {
  subject: 'she' | 'he';
  object: 'her' | 'him';
  possessive: 'her' | 'his';
}

export const SHE: Pronouns = { subject: 'she', object: 'her', possessive: 'her' };
export const HE: Pronouns = { subject: 'he', object: 'him', possessive: 'his' };

/** Where each fable hero lives. */
export const ANIMAL_HOMES: Readonly<Record<string, string>> = {
  tortoise: 'a hollow beneath the bramble',
  dormouse: 'a round nest of grass in the hedge',
  donkey: 'a field behind the old mill',
  snail: 'the cool underside of a rhubarb leaf',
  'old bear': 'a cave above the pine wood',
  sloth: 'the high branches of a slow green tree',
  mole: 'a tunnel under the long meadow',
  badger: 'a sett beneath the beech roots',
  otter: 'a holt in the riverbank',
  mule: 'a stone barn at the foot of the pass',
  beetle: 'a crack in the garden wall',
  hare: 'a shallow form in the long grass',
  'field mouse': 'a nest woven between the wheat stalks',
  fawn: 'the edge of the birch wood',
  sparrow: 'a gap under the farmhouse eaves',
  hedgehog: 'a pile of leaves behind the woodshed',
  rabbit: 'a warren on the sunny bank',
  heron: 'the reed beds at the river bend',
  elephant: 'the wide grasslands by the dry river',
  dove: 'the dovecote above the orchard',
  'bear cub': 'a den in the hillside',
  swan: 'the lake below the willows',
  deer: 'a clearing in the oak wood',
  wolf: 'the high ridge above the valley',
  goose: 'the marsh where the geese gathered each autumn',
  owl: 'a hollow in the old ash tree',
  fox: 'an earth at the edge of the farm',
  crow: 'a ragged nest at the top of the elm',
  ram: 'the steep pasture under the crags',
  wildcat: 'a rocky den in the pine forest',
  bear: 'a cave above the river',
  wasp: 'a paper nest under the barn roof',
  squirrel: 'a drey in the crown of the chestnut tree',
  ant: 'the great mound beneath the hill',
  beaver: 'a lodge in the millpond',
  bee: 'the busy hive by the orchard wall',
  magpie: 'a domed nest in the hawthorn',
  'fox cub': 'a den under the gorse',
  'young goose': 'the reeds at the edge of the estuary',
  moth: 'the folds of a curtain in a quiet barn',
  lamb: 'a hill farm where the wind never stopped',
  wren: 'a tiny nest in the ivy',
  duckling: 'the bank of the village pond',
  caterpillar: 'the underside of a nettle leaf',
  tadpole: 'a shallow pond at the bottom of the garden',
  snake: 'a warm stone wall in the sun',
  'young swift': 'a nest under the church tower',
  lark: 'the open downs where the sky was biggest',
  hummingbird: 'a garden of red flowers',
  robin: 'the hedge beside the gardener’s shed',
  swallow: 'the rafters of the old stable',
  cat: 'a sunny windowsill at the farmhouse',
};

/** Wise or kind animals who meet the hero at the turn of a fable. */
export const HELPERS: readonly string[] = [
  'owl',
  'heron',
  'old tortoise',
  'badger',
  'crow',
  'grey hare',
  'spider',
  'elephant',
  'firefly',
  'old goose',
  'mole',
  'snail',
  'blackbird',
  'fox',
];

/** Given names for fable heroes that have one (about half do). */
export const ANIMAL_NAMES: readonly string[] = [
  'Bramble',
  'Tansy',
  'Moss',
  'Sorrel',
  'Burdock',
  'Thistle',
  'Fern',
  'Clover',
  'Juniper',
  'Hazel',
  'Rowan',
  'Pip',
  'Wick',
  'Nettle',
];

export interface Person {
  name: string;
  pronouns: Pronouns;
}

export const PEOPLE: readonly Person[] = [
  ...[
    'Maya',
    'Amara',
    'Priya',
    'Leila',
    'Grace',
    'Ingrid',
    'Mei',
    'Nadia',
    'Esme',
    'Rosa',
    'Hana',
    'Zainab',
    'Aoife',
    'Elena',
    'June',
  ].map((name) => ({ name, pronouns: SHE })),
  ...[
    'Daniel',
    'Tomás',
    'Jonah',
    'Sam',
    'Kofi',
    'Rafael',
    'Oliver',
    'Felix',
    'Arjun',
    'Theo',
    'Luca',
    'Callum',
    'Mateo',
    'Yusuf',
    'Bram',
  ].map((name) => ({ name, pronouns: HE })),
];

export const TOWNS: readonly string[] = [
  'Millbrook',
  'Wrenmouth',
  'Larkhill',
  'Ashby Cross',
  'Kestrel Bay',
  'Alderton',
  'Fenwick',
  'Harrow Quay',
  'Stonebridge',
  'Elmstead',
];

export interface Occupation {
  /** "a nurse on the night ward" */
  role: string;
  /** "at the hospital on the hill" (with its preposition) */
  place: string;
}

const GENERAL_OCCUPATIONS: readonly Occupation[] = [
  { role: 'a florist', place: 'in a narrow shop that smelled of wet stems' },
  { role: 'a piano tuner', place: 'in other people’s front rooms' },
  { role: 'a postal worker', place: 'on a round of forty streets' },
  { role: 'a baker', place: 'in a bakery whose ovens were lit before dawn' },
  { role: 'a translator', place: 'at a desk by the kitchen window' },
  { role: 'a gardener', place: 'in the public gardens by the river' },
  { role: 'a librarian', place: 'in the town library with its creaking stairs' },
  { role: 'a bicycle mechanic', place: 'in a workshop under the railway arches' },
];

export const OCCUPATIONS: Readonly<Record<ContextId | 'general', readonly Occupation[]>> = {
  work: [
    { role: 'a nurse on the night ward', place: 'at the hospital on the hill' },
    { role: 'an accounts clerk', place: 'in a small insurance office above the high street' },
    { role: 'a junior architect', place: 'in a studio full of half-finished models' },
    {
      role: 'a team lead in a call centre',
      place: 'in a long room of headsets and blinking screens',
    },
    { role: 'a line cook', place: 'in a hotel kitchen that never quite stopped' },
    {
      role: 'a primary-school teacher',
      place: 'in a classroom with paper lanterns in the windows',
    },
    { role: 'a software tester', place: 'in an open-plan office on the ninth floor' },
    { role: 'a bus driver', place: 'on the number 14 route' },
    { role: 'a pharmacist', place: 'in a chemist’s shop on the corner' },
    { role: 'a warehouse supervisor', place: 'in a warehouse the size of a small town' },
  ],
  study: [
    { role: 'a second-year engineering student', place: 'in the university library' },
    { role: 'a nursing student', place: 'in a shared flat near the campus' },
    { role: 'an apprentice electrician', place: 'in a college workshop' },
    { role: 'a student revising for final exams', place: 'at a desk buried in index cards' },
  ],
  family: GENERAL_OCCUPATIONS,
  love: GENERAL_OCCUPATIONS,
  friends: GENERAL_OCCUPATIONS,
  money: GENERAL_OCCUPATIONS,
  health: GENERAL_OCCUPATIONS,
  home: GENERAL_OCCUPATIONS,
  general: GENERAL_OCCUPATIONS,
};

/** Fable settings; the mood's part of life picks an animal world that mirrors it. */
export const FABLE_SETTINGS: Readonly<Record<ContextId | 'general', readonly string[]>> = {
  work: [
    'the busy mill by the river, where every animal had a task',
    'the great hive on the hill, where the work was never finished',
    'the market under the old oak, where every creature kept a stall',
    'the beavers’ village by the dam, where the building went on from dawn to dusk',
  ],
  study: [
    'the school in the hollow oak, where the owl taught the young ones',
    'the meadow where the young animals learned their letters from the crow',
  ],
  family: [
    'a corner of the wood where the whole family lived within calling distance',
    'a valley where three generations lived side by side',
  ],
  love: [
    'the reeds by the lake where the swans paired for life',
    'the orchard where two old friends had parted',
  ],
  friends: [
    'the clearing where the young animals gathered at dusk',
    'the village by the river, where everyone met to talk',
  ],
  money: [
    'the autumn wood, where every creature counted its stores',
    'the village of the field mice, where winter cost dear',
  ],
  health: [
    'the quiet wood where the old animals went to heal',
    'the sunny bank where the sick were brought to rest',
  ],
  home: ['a new wood on the far side of the river', 'the valley where the old home had been'],
  general: [
    'the valley beyond the mill',
    'the great marsh',
    'a wood where the river bends twice',
    'the high meadow under the hills',
    'the shadow of the grey mountain',
    'the salt marsh by the sea',
  ],
};
