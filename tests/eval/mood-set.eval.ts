// The written mood set (tests/fixtures/moods/moods.json): every mood's feeling is recognised, its
// details reach the story in every format, and the reply answers in kind. Prints the share that
// pass for the tuned part and for the held-out part (never used to tune the storyteller), and
// each mood that fails. `npm test` reads a fixed sample of the set instead
// (src/infra/story/offline/quality/mood-set.test.ts).
import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/moods/moods.json';
import { checkMood, type MoodCase } from '../../src/infra/story/offline/quality/mood-set';

const cases = fixture.moods as MoodCase[];

async function share(split: MoodCase['split']) {
  const chosen = cases.filter((c) => c.split === split);
  const results = [];
  for (const c of chosen) results.push({ c, r: await checkMood(c) });
  const failures = results.filter((x) => !x.r.pass);
  const passed = chosen.length - failures.length;
  console.log(
    `mood set (${split}): ${passed}/${chosen.length} pass (${((100 * passed) / chosen.length).toFixed(1)}%)`,
  );
  for (const f of failures) console.log(`  ✗ ${f.c.mood}\n      ${f.r.problems.join('; ')}`);
  return passed / chosen.length;
}

describe('the written mood set', () => {
  it('passes on the tuned moods (≥ 95%) and on the held-out moods (≥ 80%)', async () => {
    expect(await share('tune')).toBeGreaterThanOrEqual(0.95);
    expect(await share('held-out')).toBeGreaterThanOrEqual(0.8);
  });
});
