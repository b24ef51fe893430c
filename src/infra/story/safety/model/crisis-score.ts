// How the crisis model scores a whole message: the message itself and, when it has several
// sentences, each sentence and each pair of neighbouring sentences, keeping the highest score.
// A crisis sentence inside a long everyday message is then judged on its own words, not diluted
// by the rest. A long message (more than READ_TOGETHER_WORDS) is not scored whole, only by its
// sentences and pairs, so a long entry is not flagged just for holding more words. Only windows that speak of death, harm, danger or ending are scored (see
// concepts.ts). Identical windows are scored once, so a long repetitive text stays fast.
import { stretchesOf } from '../safety-text';
import { speaksOfDanger } from './concepts';
import { featuresOf, wordsOf } from './features';
import { probabilities, type LinearModel } from '../../linear-model/softmax';

export interface ModelScore {
  /** Probability that the text is not ordinary (some kind of crisis). */
  probability: number;
  /** Index of the most likely crisis class (1 and up; 0 is ordinary). */
  crisisClass: number;
}

/** The windows of a normalised text that are scored. */
export function windowsOf(normalised: string): string[] {
  const sentences = normalised
    .split(/[.!?;\n]+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z]/.test(sentence));
  const long = stretchesOf(sentences).length > 1;
  const windows = new Set(long ? [] : [normalised.trim()]);
  if (sentences.length > 1)
    sentences.forEach((sentence, i) => {
      windows.add(sentence);
      if (i > 0) windows.add(`${sentences[i - 1]} ${sentence}`);
    });
  return [...windows];
}

function scoreWindow(model: LinearModel, bits: number, window: string): ModelScore {
  const p = probabilities(model, featuresOf(` ${window}`, bits));
  let crisisClass = 1;
  for (let c = 2; c < p.length; c += 1) if (p[c]! > p[crisisClass]!) crisisClass = c;
  return { probability: 1 - p[0]!, crisisClass };
}

/** The highest-scoring window of a normalised text (see safety-text.ts). */
export function scoreText(model: LinearModel, bits: number, normalised: string): ModelScore {
  let best: ModelScore = { probability: 0, crisisClass: 1 };
  for (const window of windowsOf(normalised)) {
    if (!speaksOfDanger(wordsOf(window))) continue;
    const score = scoreWindow(model, bits, window);
    if (score.probability > best.probability) best = score;
  }
  return best;
}
