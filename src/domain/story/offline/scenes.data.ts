// Phrase banks for fables and stories: the pieces of the world around the feeling.
// Tokens as in wisdom.data.ts.
import type { ContextId } from './lexicon.data';

/** What kind of creature or person the hero is: a predicate after "{She}". */
export const TRAITS: readonly string[] = [
  'worked harder than anyone and said less',
  'was always the first awake and the last asleep',
  'had a careful, steady way of doing things',
  'was kind to everyone except {self}',
  'had always been the dependable one',
  'noticed everything and mentioned very little',
  'carried other people’s worries as easily as {poss} own',
  'liked things to be done properly, and usually did them {self}',
];

export const SEASONS: readonly string[] = [
  'autumn',
  'winter',
  'spring',
  'summer',
  'long, wet season',
  'year',
];
export const WEEKDAYS: readonly string[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
export const PARTS_OF_DAY: readonly string[] = ['morning', 'afternoon', 'evening', 'lunchtime'];

export const REST_PLACES: readonly string[] = [
  'on a flat stone by the path',
  'at the foot of an old oak',
  'beside the still pond',
  'under a dripping hedge',
  'on the mossy bank of the stream',
  'in the lee of a tumbledown wall',
];

/** The helper's first words in a fable. */
export const HELPER_GREETINGS: readonly string[] = [
  '"You look as though you are carrying something heavy," said {helper}.',
  '"What troubles you, friend?" asked {helper}.',
  '"You have been on this path a long time," said {helper}. "Will you sit with me a while?"',
  '{Helper} settled beside {obj} and asked, very gently, "How is it with you, really?"',
];

export const BRIGHT_GREETINGS: readonly string[] = [
  '"You look as though you have found something good," said {helper}.',
  '"Something has changed in you," said {helper}. "Tell me about it."',
];

/** The first sentence of a story's turn; the test checks that one of these is present. */
export const TURN_OPENERS: readonly string[] = [
  'Then, one {weekday} {partOfDay}, something small happened.',
  'The change, when it came, was almost too small to notice.',
  'It was on an ordinary {weekday} that things began to shift.',
  'And then, without any fanfare, the day turned.',
];

/** The opening words of a story's resolution; the test checks that one of these follows the turn. */
export const RESOLUTION_OPENERS: readonly string[] = [
  'In the weeks that followed, ',
  'By the end of that month, ',
  'Months later, ',
  'Over the following weeks, ',
];

export const CONTEXT_TROUBLES: Readonly<Record<ContextId | 'general', readonly string[]>> = {
  work: [
    'The emails refilled faster than {she} could answer them, and the meetings ran into one another like wet paint.',
    'Each day at work looked so much like the one before that {she} sometimes could not tell Tuesday from Thursday.',
    'There was always one more task, one more message, one more thing someone needed by the end of the day.',
  ],
  study: [
    'The reading lists grew longer while the weeks grew shorter.',
    'Every page {she} revised seemed to push an older one out of {poss} head.',
  ],
  family: [
    'At home, everyone needed something, and {she} was the one who always said yes.',
    'Family dinners had become quiet, careful things, full of what nobody was saying.',
  ],
  love: [
    'Since things had changed with the person {she} loved, even familiar streets felt different.',
    'The flat still held two of everything, and every second mug was a small ache.',
  ],
  friends: [
    'The group chats went on without {obj}, bright and fast, and {she} could not think what to add.',
    'Plans with friends had thinned to the occasional message, and {she} was not sure who had stopped first.',
  ],
  money: [
    'The bills arrived in neat white envelopes, and {she} had started leaving them unopened on the hall table.',
    'Every week {she} did the same sums, hoping they would come out differently.',
  ],
  health: [
    '{Poss} body had become something to negotiate with, day by day, and the negotiations were tiring.',
    'There were appointments, and waiting rooms, and more waiting after that.',
  ],
  home: [
    'Home did not quite feel like home, and {she} could not have said exactly why.',
    'Half of {poss} things were still in boxes, and so, in a way, was {she}.',
  ],
  general: [
    'The days went by in the same shape, one after another.',
    'Small things that used to be easy had started to feel like climbing stairs.',
  ],
};

export const CONTEXT_RESOLUTIONS: Readonly<Record<ContextId | 'general', readonly string[]>> = {
  work: [
    'The work was still there on Monday. But {she} went back to it as someone who could also put it down.',
    '{She} still had busy weeks, but {she} had stopped believing that being busy was the same as being worthwhile.',
  ],
  study: [
    'The exams still came, as exams do. But {she} walked into them as someone who had also remembered to sleep.',
  ],
  family: [
    '{Poss} family still needed {obj}, but now {she} let them need {obj} a little less, and they managed beautifully.',
  ],
  love: [
    'The ache had not gone, but it had become a quieter thing, like a bruise that only hurts when pressed.',
  ],
  friends: [
    '{She} began saying yes to small invitations and then, to {poss} own surprise, sending some.',
  ],
  money: [
    'The envelopes still came, but {she} opened them now, one at a time, with a cup of tea beside {obj}.',
  ],
  health: [
    '{Poss} body still had its bad days. But {she} had started treating it as an ally rather than an enemy.',
  ],
  home: [
    'Slowly, with small things, a plant, a picture, a chair by the window, the place began to feel like {poss}.',
  ],
  general: [
    'Nothing dramatic changed. But the days had more air in them.',
    'Life did not become easy, but it became roomier.',
  ],
};

/** Last lines of a story, returning to the picture. */
export const STORY_CODAS: readonly string[] = [
  'Sometimes, walking home, {she} looked for {light}, and more often than not, {she} found it.',
  '{She} kept the memory of that day like {light}: small, steady, and {poss} own.',
  'And on the days when {image} came back, as it sometimes did, {she} remembered: {moral}',
];

/** Last lines of a fable before the moral. */
export const FABLE_CODAS: readonly string[] = [
  'And whenever {image} came back, as it sometimes did, {who} remembered the words of {helper}.',
  'Years later, {who} would tell the young ones about that day, and about {light}.',
  'From then on, {who} kept a little of that day close, like {light}.',
];
