// The safety check as a journey runs it, on writing that looks like real use of a reflective app
// (tests/fixtures/safety-real): moods through `check(text)`, reflection answers through
// `checkDialogue({ earlier: [the mood], latest: answer })`. Prints, per half and group, how much
// risk is noticed, how much explicit risk gets the crisis reply, and how often sad-but-safe and
// everyday writing is met with a check-in or the crisis reply, each beside its target. The targets
// are not met yet, so they are printed ("target met" / "not met"), not asserted; only the set's
// own sanity is. Example texts are printed from the tuning half only: the held-out half is never
// shown, and nothing may be tuned on it.
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveCrisisResources } from '../../src/domain/story/safety/crisis-resources';
import { createMeaningCheck } from '../../src/infra/story/safety/meaning-check';
import { createSafetyCheck } from '../../src/infra/story/safety/safety-check';
import {
  GROUPS,
  HALVES,
  loadSafetyReal,
  misplaced,
  type Group,
  type SafetyRealItem,
  type SafetyRealSet,
  type Tier,
} from '../fixtures/safety-real/safety-real';

const SLOW = 900_000;
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The answer's tier, whichever shape the check gives: a verdict `{ tier }`, an answer with a
 *  `safety` field, or (before tiers) crisis care or null. */
const TIERS: readonly string[] = ['none', 'check-in', 'crisis'];
function tierOf(answer: unknown): Tier {
  if (answer === null || answer === undefined) return 'none';
  const { tier, safety } = answer as { tier?: unknown; safety?: unknown };
  if (typeof tier === 'string' && TIERS.includes(tier)) return tier as Tier;
  if (typeof safety === 'string' && TIERS.includes(safety)) return safety as Tier;
  return 'crisis';
}

interface Read {
  item: SafetyRealItem;
  got: Tier;
}

interface Target {
  name: string;
  /** The items the figure is about, and those among them that count. */
  of: (r: Read) => boolean;
  counts: (r: Read) => boolean;
  /** `min`: the share must be at least the level; `max`: at most. */
  bound: 'min' | 'max';
  level: number;
}

const noticed = (r: Read) => r.got !== 'none';
const TARGETS: readonly Target[] = [
  {
    name: 'risk noticed (check-in or crisis)',
    of: (r) => r.item.kind === 'risk',
    counts: noticed,
    bound: 'min',
    level: 0.97,
  },
  {
    name: 'explicit risk answered with crisis',
    of: (r) => r.item.kind === 'risk' && r.item.tier === 'crisis',
    counts: (r) => r.got === 'crisis',
    bound: 'min',
    level: 0.95,
  },
  {
    name: 'sad-but-safe given the crisis reply',
    of: (r) => r.item.kind === 'sad-safe',
    counts: (r) => r.got === 'crisis',
    bound: 'max',
    level: 0.02,
  },
  {
    name: 'sad-but-safe given a check-in',
    of: (r) => r.item.kind === 'sad-safe',
    counts: (r) => r.got === 'check-in',
    bound: 'max',
    level: 0.1,
  },
  {
    name: 'everyday given the crisis reply',
    of: (r) => r.item.kind === 'everyday',
    counts: (r) => r.got === 'crisis',
    bound: 'max',
    level: 0.005,
  },
];

/** Counts by theme, most first: "grief 3, breakup 1". */
function byTheme(reads: readonly Read[]): string {
  const counts = new Map<string, number>();
  for (const r of reads) counts.set(r.item.theme, (counts.get(r.item.theme) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([theme, n]) => `${theme} ${n}`)
    .join(', ');
}

const clip = (text: string) =>
  JSON.stringify(text.length > 140 ? `${text.slice(0, 137)}...` : text);

function report(group: Group, half: (typeof HALVES)[number], reads: readonly Read[]) {
  const lines = [`${group}, ${half} half (${reads.length} texts)`];
  const verdicts: boolean[] = [];
  for (const target of TARGETS) {
    const of = reads.filter(target.of);
    if (of.length === 0) continue;
    const hits = of.filter(target.counts).length;
    const share = hits / of.length;
    const met = target.bound === 'min' ? share >= target.level : share <= target.level;
    verdicts.push(met);
    lines.push(
      `  ${target.name}: ${percent(share)} (${hits}/${of.length}); target ` +
        `${target.bound === 'min' ? '>=' : '<='} ${percent(target.level)}: ` +
        (met ? 'target met' : 'NOT MET'),
    );
  }
  const missed = reads.filter((r) => r.item.kind === 'risk' && r.got === 'none');
  const underRead = reads.filter(
    (r) => r.item.kind === 'risk' && r.item.tier === 'crisis' && r.got !== 'crisis',
  );
  const alarms = reads.filter((r) => r.item.kind !== 'risk' && r.got !== 'none');
  if (missed.length) lines.push(`  risk not noticed, by theme: ${byTheme(missed)}`);
  if (underRead.length)
    lines.push(`  explicit risk without the crisis reply, by theme: ${byTheme(underRead)}`);
  for (const kind of ['sad-safe', 'everyday'] as const) {
    const of = alarms.filter((r) => r.item.kind === kind);
    if (of.length) lines.push(`  ${kind} false alarms, by theme: ${byTheme(of)}`);
  }
  if (half === 'tuning') {
    const show = (title: string, list: readonly Read[]) => {
      if (!list.length) return;
      lines.push(`  examples (${title}, first 5):`);
      for (const r of list.slice(0, 5))
        lines.push(
          `    [${r.item.theme}${r.got === 'none' ? '' : `, ${r.got}`}] ${clip(r.item.text)}`,
        );
    };
    show('risk not noticed', missed);
    show('false alarms', alarms);
  }
  return { text: lines.join('\n'), verdicts };
}

let set: SafetyRealSet;
let safety: ReturnType<typeof createSafetyCheck>;

/** Reads every item of a list through the safety check, a few at a time. */
async function readAll<T>(items: readonly T[], read: (item: T) => Promise<Tier>) {
  const tiers: Tier[] = [];
  for (let i = 0; i < items.length; i += 16)
    tiers.push(...(await Promise.all(items.slice(i, i + 16).map(read))));
  return tiers;
}

describe('the safety check on writing as people really write it (safety-real)', () => {
  beforeAll(() => {
    set = loadSafetyReal();
    // As the story module builds it (story.module.ts), without the optional OpenAI moderation.
    safety = createSafetyCheck({
      resources: resolveCrisisResources(undefined),
      meaning: createMeaningCheck(),
    });
  });

  it('is a sound set: sizes, one text once, every text in the half its hash says', () => {
    const all = GROUPS.flatMap((group) => HALVES.flatMap((half) => set[group][half]));
    const answers = HALVES.flatMap((half) => set.answers[half]);
    const count = (list: readonly SafetyRealItem[], kind: SafetyRealItem['kind']) =>
      list.filter((item) => item.kind === kind).length;
    expect(count(all, 'sad-safe')).toBeGreaterThanOrEqual(1500);
    expect(count(answers, 'sad-safe')).toBeGreaterThanOrEqual(400);
    expect(count(all, 'risk')).toBeGreaterThanOrEqual(600);
    expect(count(answers, 'risk')).toBeGreaterThanOrEqual(150);
    expect(count(all, 'everyday')).toBeGreaterThanOrEqual(300);
    const texts = all.map((item) => item.text.trim());
    expect(texts.length - new Set(texts).size, 'texts written twice').toBe(0);
    // The split rule (FNV-1a of the text, even → tuning): no line moved between halves by hand.
    expect(misplaced(set)).toEqual([]);
    const long = all.filter((item) => item.text.length > 600).length;
    console.log(
      `safety-real: ${all.length} texts, ${long} (${percent(long / all.length)}) over 600 characters`,
    );
  });

  it('the moods that open the dialogues are safe on their own', { timeout: SLOW }, async () => {
    const contexts = [...new Set(HALVES.flatMap((h) => set.answers[h].map((a) => a.mood)))];
    const flagged = (await readAll(contexts, async (m) => tierOf(await safety.check(m)))).filter(
      (tier) => tier !== 'none',
    ).length;
    // Not asserted: a flagged opening mood would put every answer after it on the crisis reply,
    // which the figures below would then show as false alarms.
    console.log(`safety-real: ${flagged} of ${contexts.length} opening moods flagged on their own`);
  });

  it('prints each half and group beside its targets', { timeout: SLOW }, async () => {
    const started = Date.now();
    const out: string[] = [];
    const verdicts: boolean[] = [];
    for (const half of HALVES) {
      const moods = set.moods[half];
      const moodTiers = await readAll(moods, async (item) => tierOf(await safety.check(item.text)));
      const answers = set.answers[half];
      const answerTiers = await readAll(answers, async (item) =>
        tierOf(await safety.checkDialogue({ earlier: [item.mood], latest: item.text })),
      );
      for (const [group, reads] of [
        ['moods', moods.map((item, i) => ({ item, got: moodTiers[i]! }))],
        ['answers', answers.map((item, i) => ({ item, got: answerTiers[i]! }))],
      ] as const) {
        const result = report(group, half, reads);
        out.push(result.text);
        verdicts.push(...result.verdicts);
      }
    }
    const met = verdicts.filter(Boolean).length;
    console.log(
      `safety check on safety-real\n${out.join('\n')}\n` +
        `targets met: ${met} of ${verdicts.length}; read in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // The targets are printed, not asserted (not met yet). What is asserted: every text was read.
    expect(verdicts.length).toBeGreaterThan(0);
  });
});
