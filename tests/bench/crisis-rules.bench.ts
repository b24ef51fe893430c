// The crisis detector without its meaning reader (rules and the statistical reader): time per
// message over every line of the dataset, and for one long message.
import fs from 'node:fs';
import path from 'node:path';
import { detectCrisis } from '../../src/infra/story/safety/crisis-detector';
import { parseDataset } from '../fixtures/crisis/dataset';

export interface CrisisRulesFigures {
  messages: number;
  perMessageMs: number;
  longMessageMs: number;
}

export function benchCrisisRules(): CrisisRulesFigures {
  const fixtures = path.join(import.meta.dirname, '../fixtures/crisis');
  const texts = ['crisis.tuning', 'crisis.held-out', 'ordinary.tuning', 'ordinary.held-out']
    .flatMap((name) => parseDataset(fs.readFileSync(path.join(fixtures, `${name}.txt`), 'utf8')))
    .map((item) => item.text);
  for (const text of texts) detectCrisis(text); // warm up
  const rounds = 3;
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) for (const text of texts) detectCrisis(text);
  const perMessageMs = (performance.now() - started) / (rounds * texts.length);
  const long = 'I feel stuck and tired, like walking through fog, and the days blur. '.repeat(30);
  const longStarted = performance.now();
  detectCrisis(long.slice(0, 2000));
  return { messages: texts.length, perMessageMs, longMessageMs: performance.now() - longStarted };
}

export function printCrisisRules(figures: CrisisRulesFigures): void {
  console.log('\n## Crisis detector: rules and statistical reader');
  console.log(
    `${figures.perMessageMs.toFixed(3)} ms per message (${figures.messages} messages, 3 rounds); ` +
      `${figures.longMessageMs.toFixed(1)} ms for one 2,000-character message`,
  );
}
