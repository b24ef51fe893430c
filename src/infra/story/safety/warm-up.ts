// Loads the crisis detector's readers in the background at start, so the first mood after a
// start is read as quickly as the rest: the rules are run (V8 compiles a regular expression to
// machine code only when it runs again, so they are run over a few texts) and the statistical
// reader decoded, then the sentence encoder is loaded and run and the meaning reader's examples
// decoded. About 1-2 s in all; each step yields first, so requests that arrive meanwhile are
// served between the steps, and a mood read meanwhile waits for the same loading, never a second
// one. Reads fixed texts, never a person's.
import type { MeaningCheck } from '../../../app/story/safety.port';
import { detectCrisis } from './crisis-detector';

/** Everyday texts of a few shapes: short, with "but", several sentences, with a danger word. */
const WARM_UP_TEXTS = [
  'a quiet evening, thinking about the week',
  "I feel stuck and tired at work, but the weekend's coming and I'm seeing my sister.",
  'Long day. The bus was late again and my laptop died. Made soup, watched a film, bed soon.',
  'this commute is murder and the meeting could have been an email lol',
];

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves with the milliseconds it took; a reader that fails to load is tried again on use. */
export async function warmUpSafety(meaning: MeaningCheck | undefined): Promise<number> {
  const started = performance.now();
  // The meaning reader first: loading the encoder leaves work (garbage) that would otherwise fall
  // on the first mood's rules.
  for (const text of WARM_UP_TEXTS.slice(0, 2)) {
    await nextTurn();
    await meaning?.(text);
  }
  for (let round = 0; round < 2; round += 1)
    for (const text of WARM_UP_TEXTS) {
      await nextTurn();
      detectCrisis(text);
    }
  return Math.round(performance.now() - started);
}
