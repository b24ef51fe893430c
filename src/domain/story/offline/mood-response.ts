// The first reply to a mood: warm, short (one to three sentences), naming the feeling in the
// person's own words, and inviting them to choose a fable, a story or a poem.
import { GRIEF_CUE, THEMES, type ThemeId } from './lexicon.data';
import { readMood } from './mood-analysis';
import { proseFeelings } from './plan';
import { createRandom, hashText } from './random';
import { capitalize, toSecondPerson } from './text';

const ECHO: Readonly<Record<ThemeId, { sounds: string; sense: string }>> = {
  weary: { sounds: 'exhausting', sense: 'your body and mind are asking for some rest' },
  stuck: { sounds: 'draining', sense: 'you would be longing for something to shift' },
  anxious: { sounds: 'unsettling', sense: 'your mind is working hard to keep you safe' },
  sad: { sounds: 'painful', sense: 'your heart is asking for some gentleness' },
  lonely: { sounds: 'really hard', sense: 'you would want to feel more connected' },
  angry: { sounds: 'frustrating', sense: 'something that matters to you has been pushed on' },
  overwhelmed: {
    sounds: 'like a lot to hold at once',
    sense: 'you would want some room to breathe',
  },
  lost: { sounds: 'disorienting', sense: 'you would be looking for some direction' },
  doubt: { sounds: 'heavy', sense: 'you deserve more kindness than you are giving yourself' },
  change: { sounds: 'unsettling', sense: 'you would need time to find your footing' },
  hopeful: { sounds: 'wonderful', sense: 'it is worth pausing to savour' },
  calm: { sounds: 'peaceful', sense: 'there is room here to reflect' },
};

const INVITATIONS = [
  'Would you like a fable, a story or a poem to sit with it for a while?',
  'Shall I write you a fable, a story or a poem about it?',
  'Choose a fable, a story or a poem, and I will write one just for you.',
  'If you like, pick a fable, a story or a poem, and we can explore it together.',
];

const BRIGHT_INVITATIONS = [
  'Would you like a fable, a story or a poem to celebrate it?',
  'Shall I write you a fable, a story or a poem to hold on to it?',
];

export function composeMoodResponse(mood: string): string {
  const reading = readMood(mood);
  const random = createRandom(hashText(`mood-response\n${mood}`));
  const theme = THEMES[reading.primary];
  const echo = ECHO[theme.id];
  const feelings = proseFeelings(reading, theme);
  const own = reading.imagePhrase ? `, ${toSecondPerson(reading.imagePhrase)},` : '';
  const named = reading.feelings.length > 0 || reading.image !== undefined;

  let reflection: string;
  if (GRIEF_CUE.test(mood)) {
    reflection = random.pick([
      'I am so sorry for your loss. Missing someone this much is a measure of how much they mattered.',
      'I am so sorry. Grief can be heavy and strange and tiring all at once, and there is no right way to carry it.',
    ]);
  } else if (!named) {
    reflection = reading.keyPhrase
      ? `Thank you for sharing where you are right now: “${reading.keyPhrase}”. Whatever it holds, you do not have to sort it out alone.`
      : 'Thank you for checking in with yourself; that in itself takes care.';
  } else if (reading.bright) {
    reflection = random.pick([
      `It is lovely to hear that you are feeling ${feelings}${own.replace(/,$/, '')}.`,
      `${capitalize(`feeling ${feelings}`)}${own} sounds ${echo.sounds}; ${echo.sense}.`,
    ]);
  } else {
    reflection = random.pick([
      `${capitalize(`feeling ${feelings}`)}${own} sounds ${echo.sounds}, and it makes sense that ${echo.sense}.`,
      `Thank you for telling me. Being ${feelings}${own} is a lot to carry, and you do not have to carry it perfectly.`,
      `I hear you: ${feelings}${own.replace(/,$/, '')}. That sounds ${echo.sounds}, and it makes sense that ${echo.sense}.`,
    ]);
  }
  const invitation = random.pick(
    reading.bright ? [...BRIGHT_INVITATIONS, ...INVITATIONS] : INVITATIONS,
  );
  return `${reflection} ${invitation}`;
}
