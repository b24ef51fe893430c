// One entry point for a whole story: read the mood, plan, and compose in the chosen format.
import type { StoryFormat } from '../story-format';
import { composeFable } from './fable';
import { readMood } from './mood-analysis';
import { makePlan, type ComposedStory } from './plan';
import { composePoem } from './poem';
import { createRandom, hashText } from './random';
import { composeStory } from './story';

export const STORY_WORDS = { min: 150, max: 450 } as const;

const COMPOSERS = { fable: composeFable, story: composeStory, poem: composePoem } as const;

/** Deterministic: the same mood, format and seed always give the same title and content. */
export function composeFor(input: {
  mood: string;
  format: StoryFormat;
  seed: number;
}): ComposedStory {
  const reading = readMood(input.mood);
  const random = createRandom((input.seed ^ hashText(`${input.format}\n${input.mood}`)) >>> 0);
  const plan = makePlan(reading, random.fork('plan'));
  return COMPOSERS[input.format](plan, random);
}
