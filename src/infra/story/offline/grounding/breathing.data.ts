// Breathing exercises with timed steps. Each begins with a moment to settle and ends with a
// moment to notice; the client runs the steps in order, each for its duration.
import type { ThemeId } from './themes';
import type { BreathingExercise, BreathingStep } from '../../../../domain/story/grounding-tools';

export type BreathingId = 'box' | 'four-seven-eight' | 'coherent' | 'long-exhale' | 'sigh';

interface Phase {
  name: string;
  first: string;
  again: string;
  duration: number;
}

function exercise(
  title: string,
  description: string,
  settle: string,
  phases: Phase[],
  rounds: number,
): BreathingExercise {
  const steps: BreathingStep[] = [{ name: 'Settle', instruction: settle, duration: 5 }];
  for (let round = 1; round <= rounds; round++) {
    for (const phase of phases) {
      const instruction = round === 1 ? phase.first : `Round ${round} of ${rounds}: ${phase.again}`;
      steps.push({ name: phase.name, instruction, duration: phase.duration });
    }
  }
  steps.push({
    name: 'Notice',
    instruction: 'Let your breath return to its own rhythm. Notice how your body feels now.',
    duration: 5,
  });
  return { title, description, steps };
}

const SIT =
  'Sit or stand comfortably, let your shoulders drop, and rest your eyes on one spot or close them.';

export const BREATHING: Readonly<Record<BreathingId, BreathingExercise>> = {
  box: exercise(
    'Box breathing (4-4-4-4)',
    'Four equal sides: in, hold, out, hold, four counts each. A steadying rhythm for a busy or scattered mind.',
    SIT,
    [
      {
        name: 'Breathe in',
        first: 'Breathe in slowly through your nose for a count of four.',
        again: 'in through your nose for four.',
        duration: 4,
      },
      {
        name: 'Hold',
        first: 'Hold the breath gently for four. Keep your face and shoulders soft.',
        again: 'hold gently for four.',
        duration: 4,
      },
      {
        name: 'Breathe out',
        first: 'Breathe out slowly through your mouth for four.',
        again: 'out slowly for four.',
        duration: 4,
      },
      {
        name: 'Hold',
        first: 'Rest with your lungs empty for four, without straining.',
        again: 'rest, empty, for four.',
        duration: 4,
      },
    ],
    4,
  ),
  'four-seven-eight': exercise(
    '4-7-8 breathing',
    'Breathe in for 4, hold for 7, breathe out for 8. The long out-breath helps the body shift toward calm. If the hold feels like too much, shorten it; comfort comes first.',
    SIT,
    [
      {
        name: 'Breathe in',
        first: 'Breathe in quietly through your nose for a count of four.',
        again: 'in through your nose for four.',
        duration: 4,
      },
      {
        name: 'Hold',
        first: 'Hold the breath for a count of seven.',
        again: 'hold for seven.',
        duration: 7,
      },
      {
        name: 'Breathe out',
        first: 'Breathe out completely through your mouth for eight, with a soft whoosh.',
        again: 'out through your mouth for eight.',
        duration: 8,
      },
    ],
    4,
  ),
  coherent: exercise(
    'Gentle coherent breathing (5-5)',
    'Five seconds in, five seconds out, no holding. An easy, even rhythm of about six breaths a minute.',
    `${SIT} If it helps, rest a hand on your chest or belly.`,
    [
      {
        name: 'Breathe in',
        first: 'Breathe in softly through your nose for five, letting your belly rise.',
        again: 'in softly for five.',
        duration: 5,
      },
      {
        name: 'Breathe out',
        first: 'Breathe out gently for five, letting your belly fall.',
        again: 'out gently for five.',
        duration: 5,
      },
    ],
    6,
  ),
  'long-exhale': exercise(
    'Longer out-breath (4-6)',
    'Breathe in for 4 and out for 6. Making the out-breath longer than the in-breath is a simple way to let tension and heat drain away.',
    SIT,
    [
      {
        name: 'Breathe in',
        first: 'Breathe in through your nose for a count of four.',
        again: 'in for four.',
        duration: 4,
      },
      {
        name: 'Breathe out',
        first: 'Breathe out slowly through pursed lips for six, as if cooling a hot drink.',
        again: 'out slowly for six.',
        duration: 6,
      },
    ],
    6,
  ),
  sigh: exercise(
    'Calming sigh',
    'Two short breaths in through the nose, then one long, slow breath out. A natural sigh, done on purpose, to release pressure quickly.',
    SIT,
    [
      {
        name: 'Breathe in',
        first: 'Breathe in through your nose until your lungs feel comfortably full.',
        again: 'in through your nose.',
        duration: 2,
      },
      {
        name: 'Top up',
        first: 'Take one more short sip of air through your nose.',
        again: 'one more short sip.',
        duration: 1,
      },
      {
        name: 'Breathe out',
        first: 'Let it all go in a long, slow breath out through your mouth.',
        again: 'a long, slow breath out.',
        duration: 6,
      },
    ],
    5,
  ),
};

/** Exercises that suit each theme, best fit first. */
export const BREATHING_FOR: Readonly<Record<ThemeId, readonly BreathingId[]>> = {
  weary: ['coherent', 'long-exhale'],
  stuck: ['box', 'coherent'],
  anxious: ['four-seven-eight', 'long-exhale', 'sigh'],
  sad: ['coherent', 'long-exhale'],
  lonely: ['coherent'],
  angry: ['long-exhale', 'box', 'sigh'],
  overwhelmed: ['box', 'sigh', 'long-exhale'],
  lost: ['box', 'coherent'],
  doubt: ['coherent', 'box'],
  change: ['coherent', 'box'],
  hopeful: ['coherent'],
  calm: ['coherent', 'box'],
};
