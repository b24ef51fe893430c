// Chooses grounding tools for a journey: a real quotation, affirmations and a breathing exercise
// that fit the mood (and the last reflection, when there is one). Deterministic for its inputs.
import type { StoryFormat } from '../../../../domain/story/story-format';
import { createRandom, hashText } from '../random';
import { AFFIRMATIONS, GENERAL_AFFIRMATIONS } from './affirmations.data';
import { BREATHING, BREATHING_FOR } from './breathing.data';
import type { BreathingExercise, GroundingTools } from '../../../../domain/story/grounding-tools';
import { QUOTES } from './quotes.data';
import { themesOf, type ThemeId } from './themes';

export const AFFIRMATION_COUNT = 4;

export interface GroundingRequest {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  lastReflection?: string;
}

function themesFor(request: GroundingRequest): [ThemeId, ThemeId | undefined] {
  const mood = themesOf(request.mood);
  const primary = mood.themes[0] as ThemeId;
  const last = request.lastReflection ? themesOf(request.lastReflection) : undefined;
  const lastHeavy = last && !last.bright && last.felt ? last.themes[0] : undefined;
  const secondary = [lastHeavy, ...mood.themes.slice(1)].find((id) => id && id !== primary);
  return [primary, secondary];
}

function copyExercise(exercise: BreathingExercise): BreathingExercise {
  return { ...exercise, steps: exercise.steps.map((step) => ({ ...step })) };
}

export function chooseGroundingTools(request: GroundingRequest): GroundingTools {
  const [primary, secondary] = themesFor(request);
  const random = createRandom(
    hashText(
      [request.mood, request.storyFormat, request.storyTitle, request.lastReflection ?? ''].join(
        '\n',
      ),
    ),
  );

  const fitting = QUOTES.filter((q) => q.themes.includes(primary));
  const quote = random.pick(fitting.length > 0 ? fitting : QUOTES);

  const affirmations = random.sample(AFFIRMATIONS[primary], secondary ? 2 : 3);
  const extra = secondary ? random.sample(AFFIRMATIONS[secondary], 1) : [];
  for (const line of [...extra, ...random.sample(GENERAL_AFFIRMATIONS, AFFIRMATION_COUNT)]) {
    if (affirmations.length >= AFFIRMATION_COUNT) break;
    if (!affirmations.includes(line)) affirmations.push(line);
  }

  const exercise = BREATHING[random.pick(BREATHING_FOR[primary])];
  return {
    quote: quote.text,
    quoteAuthor: quote.author,
    affirmations,
    breathingExercise: copyExercise(exercise),
  };
}
