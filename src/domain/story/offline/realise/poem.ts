// Poems spoken to "you": the person's details in stanzas of their own, stanzas of the feeling
// answered in kind, and a closing stanza. Capitals start a stanza and follow a full stop.
import {
  BREATH_STANZAS,
  POEM_CARRY,
  POEM_ENDINGS,
  POEM_STANZAS,
  type Stanza,
} from '../content/poem.data';

const MIN_WORDS = 150;
import { FEELING_NOUNS, type Tone } from '../content/tones.data';
import { detailVars, mentions } from '../plan/detail-vars';
import type { Random } from '../random';
import type { Understanding } from '../understand/types';
import { capitalise, expand, fits, titleCase, type Vars } from './grammar';
import { storyTitle } from './titles';

function realiseStanza(stanza: Stanza, vars: Vars, random: Random): string {
  const out: string[] = [];
  for (const template of stanza) {
    const line = expand(template, vars, random)
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1')
      .trim();
    const previous = out[out.length - 1];
    out.push(previous === undefined || /[.!?]$/.test(previous) ? capitalise(line) : line);
  }
  return out.join('\n');
}

const stanzaFits = (stanza: Stanza, vars: Vars) => stanza.every((line) => fits(line, vars));

export function composePoem(
  u: Understanding,
  tones: readonly Tone[],
  random: Random,
): { title: string; content: string } {
  const primary = tones[0] as Tone;
  const second = (tones[1] ?? primary) as Tone;
  const details = detailVars(u, 'your');
  const pick = random.fork('voice');
  const vars: Record<string, string> = { ...details.vars, ache: pick.pick(FEELING_NOUNS[primary]) };
  const bank = POEM_CARRY[primary === 'celebrate' ? 'bright' : 'heavy'];
  const s = random.fork('stanzas');

  const carried: string[] = [];
  for (const slot of details.slots) {
    if (mentions(carried.join('\n'), details.marks[slot])) continue;
    const options = s
      .sample(
        bank[slot].filter((st) => stanzaFits(st, vars)),
        bank[slot].length,
      )
      .map((st) => realiseStanza(st, vars, s));
    const stanza = options.find((o) => mentions(o, details.marks[slot])) ?? options[0];
    if (stanza) carried.push(stanza);
  }
  for (const extra of details.more) {
    if (mentions(carried.join('\n'), extra.marks)) continue;
    const scoped = { ...vars, ...extra.vars };
    carried.push(
      realiseStanza(s.pick(bank[extra.slot].filter((st) => stanzaFits(st, scoped))), scoped, s),
    );
  }
  const ownStanzas = s.sample(
    POEM_STANZAS[primary].filter((st) => stanzaFits(st, vars)),
    second === primary ? 4 : 2,
  );
  const otherStanzas =
    second === primary
      ? []
      : s.sample(
          POEM_STANZAS[second].filter((st) => stanzaFits(st, vars)),
          3,
        );
  const feeling = [...ownStanzas, ...otherStanzas].map((st) => realiseStanza(st, vars, s));
  const ending = realiseStanza(s.pick(POEM_ENDINGS[second]), vars, s);
  const stanzas = [
    ...carried.slice(0, 1),
    feeling[0] as string,
    ...carried.slice(1),
    ...feeling.slice(1),
  ];
  // Short poems take a breath: stanzas of the body, never one already used.
  for (const breath of s.sample(BREATH_STANZAS, BREATH_STANZAS.length)) {
    if (stanzas.join(' ').split(/\s+/).length >= MIN_WORDS) break;
    stanzas.splice(stanzas.length - 1, 0, realiseStanza(breath, vars, s));
  }
  stanzas.push(ending);
  const title = titleCase(storyTitle(u, vars, primary, 'poem', random.fork('title')));
  return { title, content: stanzas.join('\n\n') };
}
