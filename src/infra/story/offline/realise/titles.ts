// Titles from the story's own materials: the hero, the person's details, the tone.
import type { Tone } from '../content/tones.data';
import { BARE_EVENTS } from '../plan/detail-vars';
import type { Random } from '../random';
import type { Understanding } from '../understand/types';
import { expand, fits, type Vars } from './grammar';

const TONE_WORDS: Readonly<Record<Tone, readonly string[]>> = {
  celebrate: [
    'a Bright Day',
    'Good News',
    'the Glad Morning',
    'a Day Worth Keeping',
    'the Open Window',
    'Something to Sing About',
    'the Whole Sky',
    'a Golden Hour',
  ],
  sit: [
    'the Quiet Rooms',
    'the Long Evening',
    'the Slow Tide',
    'the Grey Week',
    'a Softer Sky',
    'the Low Tide',
    '{ifGrief}What Stays',
    '{ifGrief}a Gentle Grief',
    '{ifGrief}the Empty Chair',
    '{ifGrief}What Love Keeps',
    '{ifGrief}a Candle in the Window',
  ],
  steady: [
    'One Breath at a Time',
    'the Steady Step',
    'the Night Before',
    'Small Brave Things',
    'the Shaking Hands',
    'Solid Ground',
    'the Next Small Step',
    'Before the Day',
  ],
  honour: [
    'the Ember',
    'the Line in the Sand',
    'Saying It Plainly',
    'the Honest Fire',
    'the Bell That Rang',
    'Standing Ground',
    'the Plain Word',
    'the Coal and the Hearth',
  ],
  accompany: [
    'the Lamp in the Window',
    'One Small Hello',
    'the Long Evenings',
    'a Knock at the Door',
    'the Other Side of the Wall',
    'Company',
    'a Light Across the Street',
    'the First Hello',
  ],
  quiet: [
    'an Ordinary Day',
    'the Still Hour',
    'What the Day Held',
    'the Window Seat',
    'a Plain Day',
    'Small Things Noticed',
    'the Quiet Morning',
    'Nothing in Particular',
  ],
  rest: [
    'the Slow Afternoon',
    'Putting It Down',
    'the Fallow Field',
    'Enough for Today',
    'the Quiet Hour',
    'a Lighter Load',
    'the Empty Hammock',
    'Slow Is a Pace',
  ],
};

const TEMPLATES = [
  '{Hero} and {TitleDetail}',
  '{TitleDetail}',
  '{Hero} and {ToneWord}',
  '{ToneWord}',
  'What {Hero} Kept',
  '{Hero}, {TitleDetailShort} and {ToneWord}',
  '{TitleDetail} and {ToneWord}',
  '{ToneWord} for {Hero}',
];

/** A tone word that names a thing ("the Night Before", "Good News") can follow "and"; one that
 *  does not ("Before the Day", "Putting It Down") stands alone: "Leah and Before the Day". */
const NAMES_A_THING = /^(?:(?:the|a|an) |(?:Good News|Solid Ground|Small Brave Things)$)/i;

/** The detail a title may name: a pet's or person's name, a thing, an event. */
function titleDetail(u: Understanding): { full?: string; short?: string } {
  const lostPet = u.lost?.type === 'pet' ? u.pets[u.lost.index] : undefined;
  if (lostPet?.name) return { full: `${lostPet.name}`, short: lostPet.name };
  const pet = u.pets[0];
  if (pet?.name) return { full: pet.name, short: pet.name };
  const thing = u.things[0];
  if (thing) return { full: `the ${thing.noun}`, short: `the ${thing.noun}` };
  const event = u.events[0];
  if (event)
    return {
      full:
        /^[A-Z]/.test(event.noun) || BARE_EVENTS.has(event.noun) ? event.noun : `the ${event.noun}`,
      short: undefined,
    };
  return {};
}

export function storyTitle(
  u: Understanding,
  vars: Vars,
  tone: Tone,
  format: 'story' | 'fable' | 'poem',
  random: Random,
): string {
  const detail = titleDetail(u);
  const v: Record<string, string | undefined> = {
    ...vars,
    Hero: format === 'poem' ? undefined : vars.Hero,
    TitleDetail: detail.full,
    TitleDetailShort: detail.short,
    // Some words suit one kind of mood only ({ifGrief}: someone was lost).
    ToneWord: expand(random.pick(TONE_WORDS[tone].filter((w) => fits(w, vars))), vars, random),
  };
  if (format === 'fable') v.Hero = `the ${vars.species} ${vars.Hero}`.replace(/^the /, 'The ');
  // "Good News for the Fox Ines" reads oddly: a fable's hero is not given a title that way.
  const joinable = NAMES_A_THING.test(v.ToneWord as string);
  const usable = TEMPLATES.filter(
    (t) =>
      fits(t, v) &&
      !(format === 'fable' && t === '{ToneWord} for {Hero}') &&
      !(!joinable && t.includes('and {ToneWord}')),
  );
  const title = expand(random.pick(usable), v, random);
  return format === 'poem' ? `${title.replace(/^(\w)/, (c) => c.toUpperCase())}` : title;
}
