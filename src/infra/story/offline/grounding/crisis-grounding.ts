// The grounding tools offered beside a crisis reply. Fixed and calm, never made from the
// person's words (and never sent to a model): a quote about hope, affirmations about this moment
// and reaching out, and a slow breathing exercise with a long out-breath.
import { BREATHING } from './breathing.data';
import type { GroundingTools } from '../../../../domain/story/grounding-tools';
import { QUOTES } from './quotes.data';

const HOPE = 'Hope is being able to see that there is light despite all of the darkness.';

export const CRISIS_AFFIRMATIONS: readonly string[] = [
  'Right now, I only need to get through this moment.',
  'I do not have to carry this alone.',
  'Reaching out to someone is a strong and brave thing to do.',
  'My feelings are real, and they can change.',
];

export function crisisGroundingTools(): GroundingTools {
  const quote = QUOTES.find((q) => q.text === HOPE) ?? QUOTES[0]!;
  const exercise = BREATHING['long-exhale'];
  return {
    quote: quote.text,
    quoteAuthor: quote.author,
    affirmations: [...CRISIS_AFFIRMATIONS],
    breathingExercise: { ...exercise, steps: exercise.steps.map((step) => ({ ...step })) },
  };
}
