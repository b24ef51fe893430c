// The whole crisis detector as a journey runs it (the safety check: rules, statistical reader and
// the meaning reader with the real sentence encoder) on the labelled dataset. Prints each half's
// figures; the held-out half was never tuned on. crisis-dataset.eval.ts prints the figures
// without the meaning reader. `npm test` reads a fixed sample of the dataset instead
// (tests/integration/crisis-meaning.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { detectCrisis } from '../../src/infra/story/safety/crisis-detector';
import { DEFAULT_CRISIS_RESOURCES } from '../../src/domain/story/safety/crisis-resources';
import { cosine, encoderInput } from '../../src/infra/story/safety/examples/nearest-examples';
import { createMeaningCheck } from '../../src/infra/story/safety/meaning-check';
import { createSafetyCheck, type SafetyCheck } from '../../src/infra/story/safety/safety-check';
import { embedSentences } from '../../src/infra/story/safety/sentence-encoder';
import { fnv1a, type LabelledText } from '../fixtures/crisis/dataset';
import { EARLIER_SET, HELD_OUT, TUNING } from '../fixtures/crisis/halves';

/** The tuning half's phrasings are the meaning reader's own examples, so its figure there says
 *  little (each text finds itself among them). A fixed quarter of that half, chosen by each
 *  text's hash, is read instead of all of it, which saves about a third of this file's time;
 *  the held-out half and the earlier set are read whole. */
// The hash's high bits: its low ones also decide the half, so they are all alike here.
const inSample = (item: LabelledText) => (fnv1a(item.text) >>> 16) % 4 === 0;
const TUNING_SAMPLE = {
  crisis: TUNING.crisis.filter(inSample),
  ordinary: TUNING.ordinary.filter(inSample),
};

const everyItem = [
  ...TUNING_SAMPLE.crisis,
  ...TUNING_SAMPLE.ordinary,
  ...HELD_OUT.crisis,
  ...HELD_OUT.ordinary,
  ...EARLIER_SET,
];
/** What the rules and the statistical reader give crisis care: the safety check answers those
 *  without the meaning readers, so only the rest need an embedding. */
const flaggedByRules = new Set(
  everyItem
    .filter((item) => {
      const verdict = detectCrisis(item.text);
      return verdict.flagged && verdict.tier !== 'check-in';
    })
    .map((item) => item.text),
);
const toEmbed = [
  ...new Set(
    everyItem.filter((item) => !flaggedByRules.has(item.text)).map((i) => encoderInput(i.text)),
  ),
];
const embeddings = new Map<string, number[]>();
/** Texts the meaning reader asked for but were not embedded: must stay empty, or the figures
 *  would count them as read. */
const notEmbedded: string[] = [];
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

interface Figures {
  recall: number;
  falseAlarms: number;
  summary: string;
}

let safety: SafetyCheck;

async function measure(name: string, crisis: LabelledText[], ordinary: LabelledText[]) {
  // Noticed: a check-in or crisis care (issue 35's tiers; the figures count both).
  const flagged = async (item: LabelledText) => (await safety.check(item.text)).tier !== 'none';
  const caught = (await Promise.all(crisis.map(flagged))).filter(Boolean).length;
  const alarms = (await Promise.all(ordinary.map(flagged))).filter(Boolean).length;
  const withoutMeaning = crisis.filter((item) => flaggedByRules.has(item.text)).length;
  const figures: Figures = {
    recall: caught / crisis.length,
    falseAlarms: alarms / ordinary.length,
    summary:
      `${name}: recall ${percent(caught / crisis.length)} (${caught}/${crisis.length}; ` +
      `${withoutMeaning} without the meaning reader), false alarms ` +
      `${percent(alarms / ordinary.length)} (${alarms}/${ordinary.length})`,
  };
  return figures;
}

// Generous: about 12,700 texts to read, 8,000 of them embedded and compared with 10,085
// phrasings. Alone this file takes about 2.5 minutes; beside the other evaluations on two cores,
// a little more.
const SLOW = 900_000;

describe('the whole crisis detector (with the meaning reader) on the dataset', () => {
  beforeAll(async () => {
    // The encoder's own answers, read in batches once instead of one text at a time.
    for (let i = 0; i < toEmbed.length; i += 64) {
      const batch = toEmbed.slice(i, i + 64);
      (await embedSentences(batch)).forEach((vector, j) => embeddings.set(batch[j]!, vector));
    }
    const meaning = createMeaningCheck(async (texts) =>
      texts.map((t) => embeddings.get(t) ?? (notEmbedded.push(t), [])),
    );
    safety = createSafetyCheck({ resources: DEFAULT_CRISIS_RESOURCES, meaning });
  }, SLOW);

  it('embeds a text alone as it does in a batch (what the figures below rely on)', async () => {
    for (const text of toEmbed.slice(0, 5)) {
      const [alone] = await embedSentences([text]);
      expect(cosine(alone!, embeddings.get(text)!)).toBeGreaterThan(0.9999);
    }
  });

  // Measured once for both tests below: about 6,800 texts, each compared with every example.
  let heldOutFigures: Promise<Figures> | null = null;
  const measureHeldOut = () =>
    (heldOutFigures ??= measure('held-out', HELD_OUT.crisis, HELD_OUT.ordinary));

  it('prints both halves and holds the measured level', { timeout: SLOW }, async () => {
    const tuning = await measure(
      'tuning (a fixed quarter)',
      TUNING_SAMPLE.crisis,
      TUNING_SAMPLE.ordinary,
    );
    const heldOut = await measureHeldOut();
    const earlier = await measure(
      'earlier set',
      EARLIER_SET.filter((item) => item.label !== 'ordinary'),
      EARLIER_SET.filter((item) => item.label === 'ordinary'),
    );
    // Figures only (fixture text, not journeys).
    console.log(
      `whole crisis detector\n  ${tuning.summary}\n  ${heldOut.summary}\n  ${earlier.summary}`,
    );
    expect(notEmbedded, 'texts read without their embedding').toEqual([]);
    expect(tuning.recall).toBeGreaterThanOrEqual(0.95);
    expect(tuning.falseAlarms).toBeLessThanOrEqual(0.05);
    // Measured 91.0% / 4.0% after the seventy-ninth round, on a half of 4,835 crisis lines, the
    // same as the detector of the seventy-first round on this half (91.6% / 3.9% on its own
    // half of 4,488); the detector as it was after the fifty-sixth round caught 90.2% / 4.1% of
    // that half.
    expect(heldOut.recall, 'held-out recall').toBeGreaterThanOrEqual(0.9);
    expect(heldOut.falseAlarms, 'held-out false alarms').toBeLessThanOrEqual(0.05);
    expect(earlier.recall).toBe(1);
  });

  // Not met yet. `it.fails` keeps the evaluation green while saying so; once the detector reaches
  // the target this turns red: change it to `it`.
  it.fails(
    'reaches the target: held-out recall >= 95% with false alarms <= 5%',
    { timeout: SLOW },
    async () => {
      const heldOut = await measureHeldOut();
      expect(heldOut.recall).toBeGreaterThanOrEqual(0.95);
      expect(heldOut.falseAlarms).toBeLessThanOrEqual(0.05);
    },
  );
});
