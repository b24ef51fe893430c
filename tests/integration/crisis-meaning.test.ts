// The whole crisis detector as a journey runs it (the safety check: rules, statistical reader and
// the meaning reader with the real sentence encoder): answers seen in the browser that it must
// let through or flag, and a fixed sample of the labelled dataset. The whole dataset, with each
// half's figures, is measured by `npm run eval` (tests/eval/crisis-meaning.eval.ts).
import { describe, expect, it } from 'vitest';
import { detectCrisis } from '../../src/infra/story/safety/crisis-detector';
import { DEFAULT_CRISIS_RESOURCES } from '../../src/domain/story/safety/crisis-resources';
import { encoderInput } from '../../src/infra/story/safety/examples/nearest-examples';
import { createMeaningCheck } from '../../src/infra/story/safety/meaning-check';
import { createSafetyCheck } from '../../src/infra/story/safety/safety-check';
import { embedSentences } from '../../src/infra/story/safety/sentence-encoder';
import { fnv1a, type LabelledText } from '../fixtures/crisis/dataset';
import { HELD_OUT, TUNING } from '../fixtures/crisis/halves';

// The first text also loads the sentence encoder (about half a second alone, several seconds on
// a busy machine).
const SLOW = 120_000;

describe('the whole crisis detector (with the meaning reader): answers seen in the browser', () => {
  // "I keep waiting for permission to rest." was flagged after the thirty-fourth round (the
  // journey test had to change its answer); answers about rest came in with the thirty-sixth.
  // Not every such answer passes: "I want to let go of the anger I've been carrying." is flagged,
  // one of the false alarms the figures of `npm run eval` count.
  it("lets the journey test's everyday answers about rest through", { timeout: SLOW }, async () => {
    const asAJourneyReadsIt = createSafetyCheck({
      resources: DEFAULT_CRISIS_RESOURCES,
      meaning: createMeaningCheck(),
    });
    for (const text of [
      'I keep waiting for permission to rest.',
      'I would like to rest more without feeling guilty about it.',
    ])
      expect((await asAJourneyReadsIt.check(text)).tier, text).toBe('none');
  });

  // Seen in the browser: the reflection asks what the person would want someone to know, and the
  // honest answer "maybe i could tell her im scared instead of saying im fine" got the crisis
  // reply, as did "i guess im scared i wont matter to her anymore". Their nearest phrasings are
  // goodbyes and "I don't matter to anyone". The same words beside a danger still flag.
  it(
    'lets plans to tell someone how one feels, and fears of mattering less to one person, through',
    { timeout: SLOW },
    async () => {
      const asAJourneyReadsIt = createSafetyCheck({
        resources: DEFAULT_CRISIS_RESOURCES,
        meaning: createMeaningCheck(),
      });
      for (const text of [
        'maybe i could tell her im scared instead of saying im fine',
        'i guess im scared i wont matter to her anymore',
        "i think i'll tell my dad im not ok",
        'maybe i should tell him how scared i am',
        // Seen in the browser after a lonely student's mood (the meaning reader and the
        // statistical reader flagged one each).
        'i dont think anyone would want to sit with me tbh',
        'no one would even want to hang out with me',
        // Seen in the browser after a breakup (the meaning reader flagged it).
        'i keep thinking it was all my fault',
        // Seen in the browser after a mood about never being good enough (flagged as self-harm).
        'maybe i could tell her how much it hurts',
      ])
        expect((await asAJourneyReadsIt.check(text)).tier, text).toBe('none');
      for (const text of [
        'i dont matter to anyone anymore',
        'i could tell her im scared but i already have the pills saved',
        'im scared i wont matter to her once im gone',
        'nobody would miss me',
        'my boyfriend choked me last night and said it was my fault',
      ])
        expect((await asAJourneyReadsIt.check(text)).tier, text).not.toBe('none');
    },
  );
});

// ---- A fixed regression sample of the dataset ---------------------------------------------
// A fixed sample read by the whole detector: one line in 50 of the held-out half and one in 100
// of the tuning half (whose phrasings are the meaning reader's own examples, so it says less),
// chosen by a hash of each text: the same lines every run (a line added to the dataset joins the
// sample when its hash says so), and among the lines src/infra/story/safety/crisis-dataset.test.ts
// samples for the rules. Every sampled line must be read as it was when the sample was drawn: a
// crisis line flagged, an ordinary line let through, except the lines listed below, which the
// detector got wrong then. A line read worse fails the test, and so does one read better (take
// it off the list: the list stays what the detector gets wrong). On failure the tuning half names
// its lines; the held-out half gives ids only, so its lines stay unseen.

/** A line's id: its hash in hex (the ids below). */
const idOf = (text: string) => fnv1a(text).toString(16).padStart(8, '0');
/** One line in `every`, by the hash above its low eight bits (the low ones decide the half). */
const sampled = (items: readonly LabelledText[], every: number) =>
  items.filter((item) => (fnv1a(item.text) >>> 8) % every === 0);
/** Ids written as a block of text, a few to a line. */
const ids = (list: string) => list.trim().split(/\s+/);

interface Sample {
  name: 'tuning' | 'held-out';
  crisis: readonly LabelledText[];
  ordinary: readonly LabelledText[];
  /** The sampled lines the whole detector got wrong when the sample was drawn (after the
   *  eighty-third round), by id. */
  knownWrong: readonly string[];
  /** Whether a failure may quote the lines (not the held-out half's). */
  named: boolean;
}

const SAMPLES: Sample[] = [
  {
    name: 'tuning',
    crisis: sampled(TUNING.crisis, 100),
    ordinary: sampled(TUNING.ordinary, 100),
    // None of 56 crisis lines and 41 ordinary lines.
    knownWrong: [],
    named: true,
  },
  {
    name: 'held-out',
    crisis: sampled(HELD_OUT.crisis, 50),
    ordinary: sampled(HELD_OUT.ordinary, 50),
    // 7 of 95 crisis lines missed, 6 of 101 ordinary lines flagged.
    knownWrong: ids(`
      07736c75 0db52ef1 1b1d9aa5 33976cb3 74cb9c4d 7e7e3ac9 98a07657 c06fde2f cd55a045 ce59fa2b
      d5f700a3 e53c6075 f0f208a9
    `),
    named: false,
  },
];

describe('the whole crisis detector on a fixed sample of the dataset', () => {
  // What the rules and the statistical reader leave short of crisis care is embedded in batches, as
  // `npm run eval` does (a text alone is embedded the same way; the evaluation checks it).
  const embeddings = new Map<string, number[]>();
  const notEmbedded: string[] = [];
  const safety = createSafetyCheck({
    resources: DEFAULT_CRISIS_RESOURCES,
    meaning: createMeaningCheck(async (texts) =>
      texts.map((t) => embeddings.get(t) ?? (notEmbedded.push(t), [])),
    ),
  });

  for (const { name, crisis, ordinary, knownWrong, named } of SAMPLES)
    it(
      `reads the ${name} sample as it did when the sample was drawn`,
      { timeout: SLOW },
      async () => {
        expect(crisis.length, 'sampled crisis lines').toBeGreaterThanOrEqual(40);
        expect(ordinary.length, 'sampled ordinary lines').toBeGreaterThanOrEqual(40);
        const toEmbed = [
          ...new Set(
            [...crisis, ...ordinary]
              // The meaning readers read every text the rules leave short of crisis care.
              .filter((item) => {
                const verdict = detectCrisis(item.text);
                return !verdict.flagged || verdict.tier === 'check-in';
              })
              .map((item) => encoderInput(item.text)),
          ),
        ];
        for (let i = 0; i < toEmbed.length; i += 64) {
          const batch = toEmbed.slice(i, i + 64);
          (await embedSentences(batch)).forEach((vector, j) => embeddings.set(batch[j]!, vector));
        }
        const verdicts = await Promise.all(
          [...crisis, ...ordinary].map(async (item) => ({
            item,
            // Flagged: a check-in or crisis care (the sample holds whether a line is noticed).
            flagged: (await safety.check(item.text)).tier !== 'none',
          })),
        );
        expect(notEmbedded, 'texts read without their embedding').toEqual([]);
        // A crisis line let through, or an ordinary line flagged.
        const wrong = verdicts
          .filter(({ item, flagged }) => flagged === (item.label === 'ordinary'))
          .map(({ item }) => item);
        const known = new Set(knownWrong);
        const wrongIds = new Set(wrong.map((item) => idOf(item.text)));
        const show = (item: LabelledText) =>
          named ? `${idOf(item.text)} (${item.label}) ${item.text}` : idOf(item.text);
        expect(
          {
            readWorse: wrong.filter((item) => !known.has(idOf(item.text))).map(show),
            readBetter: [...known].filter((id) => !wrongIds.has(id)),
          },
          `the ${name} sample: ${crisis.length} crisis and ${ordinary.length} ordinary lines, ` +
            `${wrong.length} read wrong now: ${JSON.stringify([...wrongIds].sort())}`,
        ).toEqual({ readWorse: [], readBetter: [] });
      },
    );
});
