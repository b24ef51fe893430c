// One entry point for a whole story: understand the mood, choose how to answer its feeling, and
// write it in the chosen format. Deterministic for a mood, format and seed.
import type { StoryFormat } from '../../../domain/story/story-format';
import { TONE_OF, type Tone } from './content/tones.data';
import { createRandom, hashText } from './random';
import { composePoem } from './realise/poem';
import { composeProse } from './realise/prose';
import { understand } from './understand/understand';
import type { Understanding } from './understand/types';

export const STORY_WORDS = { min: 150, max: 450 } as const;

export interface ComposedStory {
  title: string;
  content: string;
}

/** The tones to answer with, strongest feeling first (two for a mixed mood). */
export function tonesFor(u: Understanding): Tone[] {
  // Only a mixed mood is answered in two voices; otherwise the strongest feeling leads throughout.
  const feelings = u.kind === 'mixed' ? u.feelings : u.feelings.slice(0, 1);
  const tones = [...new Set(feelings.map((f) => TONE_OF[f]))].slice(0, 2);
  // A mixed mood is met in its gladness first and cared for in its heavier feeling after, so
  // that the turn and the ending answer what weighs.
  return u.kind === 'mixed'
    ? tones.sort((a, b) => Number(b === 'celebrate') - Number(a === 'celebrate'))
    : tones;
}

export function composeFor(input: {
  mood: string;
  format: StoryFormat;
  seed: number;
}): ComposedStory {
  const u = understand(input.mood);
  const random = createRandom((input.seed ^ hashText(`${input.format}\n${input.mood}`)) >>> 0);
  const tones = tonesFor(u);
  return input.format === 'poem'
    ? composePoem(u, tones, random)
    : composeProse(u, tones, input.format, random);
}
