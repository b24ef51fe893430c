// The probe moods (tests/fixtures/feelings/probe.txt): 160 written moods, two thirds telling a
// feeling only through the situation. The feeling cues were written from the even lines (the
// cue-tuned half); the odd lines were never read to tune anything. The feeling model never
// trains on either (it reads tests/fixtures/feelings/moods.txt). Prints both halves. `npm test`
// reads a fixed sample of the probe instead
// (src/infra/story/offline/quality/feeling-probe.test.ts).
import { describe, expect, it } from 'vitest';
import { readFeelingSet } from '../fixtures/feelings/feeling-set';
import { understand } from '../../src/infra/story/offline/understand/understand';

const probe = readFeelingSet('probe.txt');

function inKind(half: 0 | 1, name: string): number {
  const moods = probe.filter((_, i) => i % 2 === half);
  const right = moods.filter(({ feeling, text }) => {
    const u = understand(text);
    return u.kind === feeling || (u.kind === 'mixed' && u.feelings.includes(feeling as never));
  }).length;
  console.log(
    `feelings read in kind, probe (${name}): ${right}/${moods.length} (${((100 * right) / moods.length).toFixed(1)}%)`,
  );
  return right / moods.length;
}

describe('the probe moods', () => {
  it('reads the feeling of moods told through their situation, on both halves', () => {
    expect(probe.length).toBe(160);
    // Before the feeling model and the situation cues: 36% and 39%.
    expect(inKind(0, 'cue-tuned half')).toBeGreaterThanOrEqual(0.9);
    expect(inKind(1, 'untouched half')).toBeGreaterThanOrEqual(0.75);
  });
});
