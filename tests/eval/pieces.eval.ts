// The offline storyteller's pieces on the labelled real moods (tests/fixtures/moods-real, read
// only): for a fixed sample of 100 moods, all three formats and the mood reply. Prints: hard
// moods answered in the glad register (target 0), glad moods consoled as a loss (target 0), typos
// repeated (target 0), the share of words in 5-word runs shared with another piece across the 45
// pieces of 15 moods (target ≤ 5%), and how often each piece is chosen.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORY_FORMATS } from '../../src/domain/story/story-format';
import { hashText } from '../../src/infra/story/offline/random';
import { library } from '../../src/infra/story/offline/library/library';
import { LabelledMood, type MoodReader } from '../../src/infra/story/offline/library/vocabulary';
import { OfflineStoryteller } from '../../src/infra/story/offline/offline-storyteller';
import { mean, sharedRunShares } from '../../src/infra/story/offline/quality/repetition';
import { GLAD_WORDS } from '../../src/infra/story/offline/realise/mood-reply';

const DIR = path.join(import.meta.dirname, '../fixtures/moods-real');

function readMoods(): LabelledMood[] {
  const moods: LabelledMood[] = [];
  for (const file of fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort())
    for (const line of fs.readFileSync(path.join(DIR, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const parsed = LabelledMood.safeParse(JSON.parse(line));
      if (parsed.success) moods.push(parsed.data);
    }
  return moods;
}

/** 100 moods chosen by a hash of their text: the same sample every run. */
function sample(moods: readonly LabelledMood[], n: number): LabelledMood[] {
  return [...moods].sort((a, b) => hashText(a.text) - hashText(b.text)).slice(0, n);
}

const wordIn = (word: string, text: string) =>
  new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text);

async function measure(name: string, storyteller: OfflineStoryteller, moods: LabelledMood[]) {
  {
    const chosen = new Map<string, number>();
    let hardGlad = 0;
    let gladConsoled = 0;
    let typoMoods = 0;
    let typosRepeated = 0;
    const examples: string[] = [];
    const runTexts: { id: string; text: string }[] = [];
    for (const [i, mood] of moods.entries()) {
      const seed = hashText(mood.text);
      const { response } = await storyteller.moodResponse({ mood: mood.text });
      const pieces = [];
      for (const format of STORY_FORMATS) {
        const w = await storyteller.write({ mood: mood.text, format, seed });
        pieces.push(w);
        chosen.set(w.piece.id, (chosen.get(w.piece.id) ?? 0) + 1);
        if (i < 15) runTexts.push({ id: w.piece.id, text: `${w.title}\n${w.content}` });
      }
      if (
        mood.register === 'hard' &&
        (pieces.some((w) => w.piece.register === 'glad') || GLAD_WORDS.test(response))
      ) {
        hardGlad++;
        examples.push(`hard→glad: ${mood.text}`);
      }
      if (
        mood.register === 'glad' &&
        (pieces.some((w) => w.piece.register === 'hard') || /\bsorry\b/i.test(response))
      ) {
        gladConsoled++;
        examples.push(`glad→consoled: ${mood.text}`);
      }
      if (mood.typos.length > 0) typoMoods++;
      // A typo that is also a word ("were" for "we're") may stand in a piece as its writer wrote
      // it: only what came from the mood counts (the details and what differs from the piece).
      const { values } = await storyteller.read(mood.text);
      const fromMood = [
        ...Object.values(values),
        response,
        ...pieces.map((w) => `${w.title}\n${w.content}`),
      ];
      const written = pieces.map((w) => `${w.piece.title}\n${w.piece.body.join('\n')}`).join('\n');
      const repeated = mood.typos.filter(
        (t) => fromMood.some((text) => wordIn(t.wrong, text)) && !wordIn(t.wrong, written),
      );
      if (repeated.length > 0) {
        typosRepeated++;
        examples.push(`typo ${repeated.map((t) => t.wrong).join(',')}: ${mood.text}`);
      }
    }
    // Across the 45 texts (a piece chosen twice shares all its words), and across the distinct
    // pieces among them (frames reused between different pieces).
    const shared = mean(
      sharedRunShares(
        runTexts.map((t) => t.text),
        5,
      ),
    );
    const distinct = [...new Map(runTexts.map((t) => [t.id, t.text])).values()];
    const sharedDistinct = mean(sharedRunShares(distinct, 5));
    const total = library().pieces.length;
    const counts = [...chosen.entries()].sort((a, b) => b[1] - a[1]);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(
      [
        `pieces on ${moods.length} real moods × 3 formats (${name}):`,
        `  hard moods answered in the glad register: ${hardGlad}/${moods.filter((m) => m.register === 'hard').length} (target 0)`,
        `  glad moods consoled as a loss: ${gladConsoled}/${moods.filter((m) => m.register === 'glad').length} (target 0)`,
        `  moods whose typos were repeated: ${typosRepeated}/${typoMoods} with typos (target 0)`,
        `  words in 5-word runs shared with another piece (45 pieces of 15 moods): ${pct(shared)} (target ≤ 5%); between the ${distinct.length} distinct pieces among them: ${pct(sharedDistinct)}`,
        `  pieces chosen: ${chosen.size} of ${total}; most chosen: ${counts
          .slice(0, 8)
          .map(([id, n]) => `${id} ×${n}`)
          .join(', ')}`,
        `  chosen once: ${counts.filter(([, n]) => n === 1).length}; never chosen: ${total - chosen.size}`,
        ...examples.slice(0, 12).map((e) => `  ✗ ${e}`),
      ].join('\n'),
    );
    return { hardGlad, gladConsoled, typosRepeated, shared };
  }
}

describe('the library of pieces on real moods', () => {
  const moods = sample(readMoods(), 100);

  it('answers in register and repeats no typo, with the word-based mood reader', async () => {
    const r = await measure('the word-based mood reader', new OfflineStoryteller(), moods);
    expect(r.hardGlad).toBe(0);
    expect(r.typosRepeated).toBe(0);
  });

  // What the library and the slots do when the mood is read right: the labels as the reader.
  it('answers in register and repeats no typo, with the labelled reading', async () => {
    const labels = new Map(moods.map((m) => [m.text, m]));
    const reader: MoodReader = async (text) => {
      const m = [...labels.values()].find((l) => l.text === text) ?? labels.get(text);
      return m
        ? { feeling: m.feeling, situation: m.situation, register: m.register }
        : { feeling: 'calm', situation: 'none', register: 'gentle' };
    };
    const r = await measure(
      'the labelled reading',
      new OfflineStoryteller({ moodReader: reader }),
      moods,
    );
    expect(r.hardGlad).toBe(0);
    expect(r.gladConsoled).toBe(0);
    expect(r.typosRepeated).toBe(0);
  });
});
