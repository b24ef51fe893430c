// Poems spoken to "you", built from two-line couplets: each of the person's details in a
// couplet of its own beside one of the feeling, stanzas of the feeling answered in kind (both
// voices for a mixed mood), a breath of the body when the poem runs short, and a closing stanza.
// Capitals start a stanza and follow a full stop.
import type { DetailSlot } from '../content/carry.data';
import {
  ANGRY_KIN_COUPLETS,
  BREATH_COUPLETS,
  NOT_CLOSE_KIN_COUPLETS,
  POEM_CARRY,
  type Stanza,
} from '../content/poem.data';
import { QUIET_POEM_CARRY } from '../content/quiet-carry.data';
import { FEELING_NOUNS, type Tone } from '../content/tones.data';
import { TONES } from '../content/tones';
import { detailVars, mentions, specificFirst } from '../plan/detail-vars';
import type { Random } from '../random';
import type { Understanding } from '../understand/types';
import { capitalise, expand, fits, titleCase, type Vars } from './grammar';
import { storyTitle } from './titles';

const MIN_WORDS = 160;
const FEELING_STANZAS = 3;

function realise(couplets: readonly Stanza[], vars: Vars, random: Random): string {
  const out: string[] = [];
  for (const template of couplets.flat()) {
    const line = expand(template, vars, random)
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1')
      .trim();
    const previous = out[out.length - 1];
    out.push(previous === undefined || /[.!?]$/.test(previous) ? capitalise(line) : line);
  }
  return out.join('\n');
}

const coupletFits = (c: Stanza, vars: Vars) => c.every((line) => fits(line, vars));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Feeling couplets in a seeded order, alternating voices for a mixed mood, never repeated. */
function feelingQueue(tones: readonly Tone[], vars: Vars, random: Random): Stanza[] {
  const pools = [...new Set(tones)].map((t) =>
    random.sample(
      TONES[t].couplets.filter((c) => coupletFits(c, vars)),
      TONES[t].couplets.length,
    ),
  );
  const queue: Stanza[] = [];
  for (let i = 0; pools.some((p) => i < p.length); i++)
    for (const pool of pools) if (pool[i]) queue.push(pool[i] as Stanza);
  return queue;
}

export function composePoem(
  u: Understanding,
  tones: readonly Tone[],
  random: Random,
): { title: string; content: string } {
  const primary = tones[0] as Tone;
  const last = (tones[tones.length - 1] ?? primary) as Tone;
  const details = detailVars(u, 'your');
  const vars: Record<string, string> = {
    ...details.vars,
    ache: random.fork('voice').pick(FEELING_NOUNS[primary]),
  };
  // Loud celebration (dancing, parties) answers strong joy only, not a little relief.
  if (u.intensity >= 2) vars.loud = '';
  const bank: Record<DetailSlot, readonly Stanza[]> = {
    ...POEM_CARRY[primary === 'celebrate' ? 'bright' : 'heavy'],
    ...(details.kinNotClose
      ? { kin: NOT_CLOSE_KIN_COUPLETS[primary === 'celebrate' ? 'bright' : 'heavy'] }
      : {}),
    ...(primary === 'quiet' ? QUIET_POEM_CARRY : {}),
    ...(primary === 'honour' ? { kin: ANGRY_KIN_COUPLETS } : {}),
  };
  const s = random.fork('stanzas');

  // One couplet per detail: the first (in a seeded order) whose words really name it.
  const carried: { couplet: Stanza; vars: Vars }[] = [];
  const said = () => carried.map((c) => realise([c.couplet], c.vars, s)).join('\n');
  for (const slot of details.slots) {
    if (mentions(said(), details.marks[slot])) continue;
    const options = specificFirst(
      s.sample(
        bank[slot].filter((c) => coupletFits(c, vars)),
        bank[slot].length,
      ),
      (c) => c.join(' '),
    );
    const couplet =
      options.find((c) => mentions(realise([c], vars, s.fork('probe')), details.marks[slot])) ??
      options[0];
    if (couplet) carried.push({ couplet, vars });
  }
  for (const extra of details.more) {
    if (mentions(said(), extra.marks)) continue;
    const scoped = { ...vars, ...extra.vars };
    const options = bank[extra.slot].filter((c) => coupletFits(c, scoped));
    const fresh = options.filter((o) => !carried.some((c) => c.couplet === o));
    if (options.length > 0)
      carried.push({ couplet: s.pick(fresh.length > 0 ? fresh : options), vars: scoped });
  }

  const queue = feelingQueue(tones, vars, s);
  const next = (): Stanza | undefined => queue.shift();
  const stanzas: string[] = [];
  // Each detail opens a stanza that the feeling then answers.
  carried.forEach((c, i) => {
    const answer = next();
    stanzas.push(
      [realise([c.couplet], c.vars, s), answer ? realise([answer], vars, s) : '']
        .filter(Boolean)
        .join('\n'),
    );
    if (i === 0) {
      const pair = [next(), next()].filter((x): x is Stanza => x !== undefined);
      if (pair.length > 0) stanzas.push(realise(pair, vars, s));
    }
  });
  while (stanzas.length < carried.length + FEELING_STANZAS) {
    const pair = [next(), next()].filter((x): x is Stanza => x !== undefined);
    if (pair.length === 0) break;
    stanzas.push(realise(pair, vars, s));
  }
  // Short poems take a breath: couplets of the body, never one already used.
  const breaths = s.sample(BREATH_COUPLETS, BREATH_COUPLETS.length);
  while (words(stanzas.join(' ')) < MIN_WORDS - 28 && breaths.length > 0) {
    const pair = [breaths.shift(), next() ?? breaths.shift()].filter(
      (x): x is Stanza => x !== undefined,
    );
    stanzas.splice(Math.max(1, stanzas.length - 1), 0, realise(pair, vars, s));
  }
  const closing = s.pick(TONES[last].poemEndings.filter((c) => coupletFits(c, vars)));
  const lead = next();
  stanzas.push(realise(lead ? [lead, closing] : [closing], vars, s));
  const title = titleCase(storyTitle(u, vars, primary, 'poem', random.fork('title')));
  return { title, content: stanzas.join('\n\n') };
}
