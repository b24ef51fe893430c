// Who the stories are about: names for people, animals for fables, their homes and helpers.

export const NAMES: Readonly<Record<'f' | 'm', readonly string[]>> = {
  f: [
    'Maya',
    'Nora',
    'Ines',
    'Hana',
    'Clara',
    'Amara',
    'Leah',
    'Rosa',
    'Elif',
    'Priya',
    'Tess',
    'Yara',
    'Isla',
    'Ada',
    'Noor',
    'Greta',
  ],
  m: [
    'Tom',
    'Omar',
    'Luca',
    'Sami',
    'Ben',
    'Theo',
    'Ravi',
    'Jonah',
    'Emil',
    'Kofi',
    'Arlo',
    'Felix',
    'Nico',
    'Hugo',
    'Idris',
    'Owen',
  ],
};

export const SPECIES = [
  'fox',
  'hare',
  'otter',
  'badger',
  'wren',
  'mole',
  'hedgehog',
  'squirrel',
  'vole',
  'heron',
  'marten',
  'robin',
];

/** Where each fable animal lives. */
export const HOMES: Readonly<Record<string, string>> = {
  fox: 'den',
  hare: 'form in the long grass',
  otter: 'holt by the river',
  badger: 'sett',
  wren: 'nest in the ivy',
  mole: 'tunnel',
  hedgehog: 'nest of leaves',
  squirrel: 'drey',
  vole: 'burrow by the bank',
  heron: 'nest in the reeds',
  marten: 'hollow tree',
  robin: 'nest in the hedge',
};

export const HELPERS = [
  'old tortoise',
  'owl',
  'crow',
  'toad',
  'stag',
  'goose',
  'beetle',
  'snail',
  'dormouse',
  'bear',
];

export const WOODS = [
  'at the edge of [a beech wood|an old wood]',
  'beside [a slow river|a reedy river]',
  'on [a windy hill|a heather hill]',
  'in [a hedge|a hawthorn hedge] between two fields',
  'under [an old oak|a crooked oak]',
  'in [a valley|a green valley] full of [ferns|foxgloves]',
  'by [a still pond|a mill pond|a shallow lake]',
  'in [a quiet meadow|a wildflower meadow|a long meadow]',
  'among [the roots|the ferns] of [a great forest|a pine forest]',
  'near [a tumbledown wall|an old stone bridge|a ruined mill]',
];

export const TOWNS = [
  'a small harbour town',
  'a busy city',
  'a market town',
  'a village by the sea',
  'a town in the hills',
  'a quiet suburb',
];
export const JOBS = [
  'a nurse',
  'a baker',
  'a teacher',
  'a bus driver',
  'a librarian',
  'an electrician',
  'a gardener',
  'an accountant',
  'a carpenter',
  'a shop assistant',
  'a software tester',
];
