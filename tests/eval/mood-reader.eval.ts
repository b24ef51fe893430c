// The offline storyteller's mood reader (src/infra/story/offline/understand/mood-reading.ts) on
// the labelled mood set (tests/fixtures/moods-real). Prints, for the tuning part (out of fold, as
// `npm run train:moods` read each mood with a model that had not seen it:
// mood-reader.out-of-fold.json) and for the held-out quarter (through the committed model and the
// real sentence encoder): feeling, situation, both, register, hard moods read glad and glad moods
// read hard, and the commonest situation errors (tuning moods only: the held-out quarter is never
// shown, and nothing may be tuned on it). The 95% target is printed, not asserted (not met yet);
// the levels below are what the reader held when it was trained, a little under.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMoodReader, moodText } from '../../src/infra/story/offline/understand/mood-reading';
import type { LabelledMood, MoodReading } from '../../src/infra/story/offline/library/vocabulary';
import { embedSentences } from '../../src/infra/story/safety/sentence-encoder';
import { encoderInput } from '../../src/infra/story/safety/examples/nearest-examples';
import { fnv1a } from '../fixtures/crisis/dataset';
import { moodHalfOf, moodHalves } from '../fixtures/moods-real/moods-real';

const SLOW = 900_000;
const TARGET = 0.95;
/** The levels held (a little under the figures when the reader was trained). */
const LEVELS = { heldOutBoth: 0.35, heldOutRegister: 0.42, heldOutHardReadGlad: 0.01 };
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const idOf = (mood: LabelledMood) => fnv1a(mood.text.trim()).toString(16);

interface Read {
  mood: LabelledMood;
  got: MoodReading;
}

function figures(name: string, reads: readonly Read[]) {
  const share = (pass: (r: Read) => boolean) => reads.filter(pass).length / reads.length;
  const feeling = share((r) => r.got.feeling === r.mood.feeling);
  const situation = share((r) => r.got.situation === r.mood.situation);
  const both = share(
    (r) => r.got.feeling === r.mood.feeling && r.got.situation === r.mood.situation,
  );
  const register = share((r) => r.got.register === r.mood.register);
  const hardReadGlad = reads.filter((r) => r.mood.register === 'hard' && r.got.register === 'glad');
  const gladReadHard = reads.filter((r) => r.mood.register === 'glad' && r.got.register === 'hard');
  const gladReadGlad = reads.filter((r) => r.mood.register === 'glad' && r.got.register === 'glad');
  const glad = reads.filter((r) => r.mood.register === 'glad').length;
  const hard = reads.filter((r) => r.mood.register === 'hard').length;
  console.log(
    [
      `${name} (${reads.length} moods):`,
      `  feeling ${percent(feeling)}, situation ${percent(situation)}, ` +
        `feeling and situation both right ${percent(both)} ` +
        `(target ${percent(TARGET)}: ${both >= TARGET ? 'target met' : `NOT MET, ${percent(TARGET - both)} short`})`,
      `  register ${percent(register)}; hard moods read glad ${hardReadGlad.length}/${hard} (target 0); ` +
        `glad moods read hard ${gladReadHard.length}/${glad} (target 0); glad moods read glad ` +
        `${gladReadGlad.length}/${glad}`,
    ].join('\n'),
  );
  return { feeling, situation, both, register, hardReadGlad, gladReadHard };
}

/** The commonest situation errors (label → reading), with one tuning mood of each. */
function confusions(reads: readonly Read[], top = 12) {
  const counts = new Map<string, Read[]>();
  for (const r of reads)
    if (r.got.situation !== r.mood.situation) {
      const key = `${r.mood.situation} → ${r.got.situation}`;
      counts.set(key, [...(counts.get(key) ?? []), r]);
    }
  const lines = [...counts]
    .sort(([, a], [, b]) => b.length - a.length)
    .slice(0, top)
    .map(
      ([key, rs]) =>
        `  ${String(rs.length).padStart(3)}  ${key}   e.g. "${rs[0]!.mood.text.slice(0, 90)}"`,
    );
  console.log(`the commonest situation errors, tuning part out of fold:\n${lines.join('\n')}`);
}

describe('the mood reader on the labelled mood set', () => {
  const { tuning, heldOut } = moodHalves();
  let heldOutReads: Read[] = [];

  beforeAll(async () => {
    // The held-out quarter through the reader as the storyteller runs it; the encoder is asked in
    // batches first (the same vectors, one call per 32 moods), then read one mood at a time.
    const inputs = [...new Set(heldOut.map((m) => encoderInput(moodText(m.text))))];
    const vectors = new Map<string, number[]>();
    for (let i = 0; i < inputs.length; i += 32) {
      const batch = inputs.slice(i, i + 32);
      (await embedSentences(batch)).forEach((v, j) => vectors.set(batch[j]!, v));
    }
    const read = createMoodReader((texts) =>
      texts.every((t) => vectors.has(t))
        ? Promise.resolve(texts.map((t) => vectors.get(t)!))
        : embedSentences(texts),
    );
    heldOutReads = [];
    for (const mood of heldOut) heldOutReads.push({ mood, got: await read(mood.text) });
  }, SLOW);

  it('has a sane split: about a quarter held out, by the hash of each text', () => {
    expect(tuning.length + heldOut.length).toBeGreaterThan(3500);
    expect(heldOut.length / (tuning.length + heldOut.length)).toBeGreaterThan(0.2);
    expect(heldOut.length / (tuning.length + heldOut.length)).toBeLessThan(0.3);
    expect(heldOut.every((m) => moodHalfOf(m.text) === 'held-out')).toBe(true);
    expect(new Set([...tuning, ...heldOut].map((m) => m.text.trim().toLowerCase())).size).toBe(
      tuning.length + heldOut.length,
    );
  });

  it('prints the tuning part out of fold, and its commonest situation errors', () => {
    const file = JSON.parse(
      fs.readFileSync(new URL('./mood-reader.out-of-fold.json', import.meta.url), 'utf8'),
    ) as { moods: number; readings: Record<string, string> };
    const reads: Read[] = [];
    for (const mood of tuning) {
      const reading = file.readings[idOf(mood)];
      if (!reading) continue;
      const [feeling, situation, register] = reading.split(' ') as [
        MoodReading['feeling'],
        MoodReading['situation'],
        MoodReading['register'],
      ];
      reads.push({ mood, got: { feeling, situation, register } });
    }
    if (reads.length < tuning.length)
      console.log(
        `${tuning.length - reads.length} tuning moods are newer than the model (npm run train:moods)`,
      );
    const f = figures('tuning part, out of fold', reads);
    confusions(reads);
    expect(reads.length).toBeGreaterThan(0.9 * tuning.length);
    // The register rule was chosen so that no hard mood is read glad out of fold.
    expect(f.hardReadGlad.length).toBe(0);
  });

  it('prints the held-out quarter (texts never shown)', () => {
    const f = figures('held-out quarter', heldOutReads);
    expect(f.both).toBeGreaterThanOrEqual(LEVELS.heldOutBoth);
    expect(f.register).toBeGreaterThanOrEqual(LEVELS.heldOutRegister);
    expect(f.hardReadGlad.length / heldOutReads.length).toBeLessThanOrEqual(
      LEVELS.heldOutHardReadGlad,
    );
  });
});
