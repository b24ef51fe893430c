// Stories and fables: a hero (a person, or an animal in a fable) living the person's own
// situation, their details carried one by one, the feeling answered in kind, a turn, an ending.
import { HELPERS, HOMES, JOBS, NAMES, SPECIES, TOWNS, WOODS } from '../content/cast.data';
import { ANGRY_KIN, CARRY, NOT_CLOSE_KIN, type DetailSlot } from '../content/carry.data';
import { QUIET_CARRY } from '../content/quiet-carry.data';
import { TONES } from '../content/tones';
import {
  FABLE_HOMES,
  FABLE_OPENINGS,
  MEETINGS,
  STORY_OPENINGS,
  STORY_TRAITS,
} from '../content/openings.data';
import { FEELING_NOUNS, type Tone } from '../content/tones.data';
import { detailVars, mentions, specificFirst } from '../plan/detail-vars';
import type { Random } from '../random';
import type { Understanding } from '../understand/types';
import {
  capitalise,
  expand,
  fits,
  PRONOUNS,
  pronounVars,
  sentence,
  titleCase,
  withArticle,
  type Vars,
} from './grammar';
import { fableLines, withAnimalBody } from './fable-world';
import { storyTitle } from './titles';

export const MORAL_PREFIX = 'Moral: ';
const MIN_WORDS = 170;

const words = (text: string) => (text.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length;

/** Picks `count` templates that fit, without repeating one. */
function lines(bank: readonly string[], vars: Vars, random: Random, count: number): string[] {
  return random
    .sample(
      bank.filter((t) => fits(t, vars)),
      count,
    )
    .map((t) => sentence(expand(t, vars, random)));
}

export interface ProseStory {
  title: string;
  content: string;
}

export function composeProse(
  u: Understanding,
  tones: readonly Tone[],
  format: 'story' | 'fable',
  random: Random,
): ProseStory {
  const cast = random.fork('cast');
  const gender = cast.chance(0.5) ? 'f' : 'm';
  const name = cast.pick(NAMES[gender]);
  const species = cast.pick(SPECIES);
  const helper = cast.pick(HELPERS);
  const p = PRONOUNS[gender];
  const primary = tones[0] as Tone;
  const second = (tones[1] ?? primary) as Tone;
  const bright = primary === 'celebrate';
  const details = detailVars(
    u,
    p.her,
    format === 'fable' ? (HOMES[species] ?? 'den').split(' ')[0] : undefined,
  );
  const vars: Record<string, string> = {
    ...details.vars,
    ...pronounVars(p),
    Hero: name,
    hero: name,
    species,
    helper,
    ache: cast.pick(FEELING_NOUNS[primary]),
  };
  vars.Ache = vars.ache!.charAt(0).toUpperCase() + vars.ache!.slice(1);
  // Loud celebration (dancing, parties) answers strong joy only, not a little relief.
  if (u.intensity >= 2) vars.loud = '';
  const say = (template: string, r: Random) => sentence(expand(template, vars, r));
  // A fable keeps to the animals' world (fable-world.ts); a story takes every line.
  const world = (bank: readonly string[]): readonly string[] =>
    format === 'fable' ? fableLines(bank) : bank;

  const o = random.fork('opening');
  const home = HOMES[species] ?? 'den';
  Object.assign(vars, {
    woods: expand(o.pick(WOODS), vars, o),
    aSpecies: `${withArticle(o.pick(['young', 'small', 'quick', 'thoughtful', 'old']))} ${species}`,
    home,
    aHome: withArticle(home),
    town: o.pick(TOWNS),
    aJob: o.pick(JOBS),
    aHelper: withArticle(helper),
  });
  vars.Woods = capitalise(vars.woods as string);
  const opening =
    format === 'fable'
      ? [say(o.pick(FABLE_OPENINGS), o), say(o.pick(FABLE_HOMES), o)]
      : [say(o.pick(STORY_OPENINGS), o), say(o.pick(STORY_TRAITS), o)];

  // The person's details, one sentence each, in the order that tells the situation best.
  const c = random.fork('carry');
  const carried: string[] = [];
  // The quiet tone notices the details without reading joy or an ache into them.
  const everyBank: Record<DetailSlot, readonly string[]> = {
    ...CARRY[bright ? 'bright' : 'heavy'],
    ...(details.kinNotClose ? { kin: NOT_CLOSE_KIN[bright ? 'bright' : 'heavy'] } : {}),
    ...(primary === 'quiet' ? QUIET_CARRY : {}),
    ...(primary === 'honour' ? { kin: ANGRY_KIN } : {}),
  };
  const bank = Object.fromEntries(
    Object.entries(everyBank).map(([slot, lines]) => [slot, world(lines)]),
  ) as Record<DetailSlot, readonly string[]>;
  const used = new Set<string>();
  for (const slot of details.slots) {
    if (mentions([...opening, ...carried].join(' '), details.marks[slot])) continue;
    // The first line (in a seeded order) that really names the detail; a line that needs a
    // condition ({ifPetIll}) says more about the person's situation, so it goes first.
    const options = specificFirst(
      c.sample(
        bank[slot].filter((t) => fits(t, vars)),
        bank[slot].length,
      ),
      (t) => t,
    ).map((t) => [t, say(t, c)] as const);
    const chosen = options.find(([, o]) => mentions(o, details.marks[slot])) ?? options[0];
    if (chosen) {
      used.add(chosen[0]);
      carried.push(chosen[1]);
    }
  }
  for (const extra of details.more) {
    if (mentions([...opening, ...carried].join(' '), extra.marks)) continue;
    const scoped = { ...vars, ...extra.vars };
    const fitting = bank[extra.slot].filter((t) => fits(t, scoped));
    const fresh = fitting.filter((t) => !used.has(t));
    const template = c.pick(fresh.length > 0 ? fresh : fitting);
    used.add(template);
    carried.push(sentence(expand(template, scoped, c)));
  }
  if (details.vars.timeAhead && details.vars.event)
    carried.push(
      say(
        '{Event} [fell|came|loomed] {timeAhead}, and [the days|the hours|the nights] [crept|ran|ticked] [towards it|closer|on] [one by one|far too fast|like a slow tide]',
        c,
      ),
    );

  const beats = random.fork('beats');
  const feelingTemplates = beats.sample(
    world(TONES[primary].feeling).filter((t) => fits(t, vars)),
    TONES[primary].feeling.length,
  );
  const feeling = feelingTemplates.slice(0, 2).map((t) => sentence(expand(t, vars, beats)));
  const turnTone = second;
  if (tones.length > 1 && turnTone !== primary) {
    vars.ache = beats.pick(FEELING_NOUNS[turnTone]);
    vars.Ache = vars.ache.charAt(0).toUpperCase() + vars.ache.slice(1);
  }
  const both =
    tones.length > 1 && primary !== second
      ? [
          say(
            '[Both were true|The two feelings lived in {him}|Each feeling had its place] [at once|side by side|together], and {she} [did not try|no longer tried|gave up trying] to [choose|pick|decide] between them',
            beats,
          ),
        ]
      : [];
  const turn = [...both, ...lines(world(TONES[turnTone].turn), vars, beats, 2)];
  if (format === 'fable') {
    turn.splice(
      1,
      0,
      say(beats.pick(world(MEETINGS)), beats),
      expand(
        beats.pick(world(TONES[turnTone].helperSays).filter((t) => fits(t, vars))),
        vars,
        beats,
      ),
    );
  }
  const resolveTemplates = beats.sample(
    world(TONES[turnTone].resolve).filter((t) => fits(t, vars)),
    TONES[turnTone].resolve.length,
  );
  const resolve = resolveTemplates.slice(0, 2).map((t) => sentence(expand(t, vars, beats)));
  const ending = lines(world(TONES[turnTone].endings), vars, beats, 1);

  const paragraphs = [
    [...opening, ...carried.slice(0, 2)],
    [...carried.slice(2), ...feeling],
    turn,
    [...resolve, ...ending],
  ].filter((x) => x.length > 0);
  // Short stories get one more beat of the feeling, never a repeated one.
  {
    const spare = [
      ...feelingTemplates.slice(2).map((t) => [1, t] as const),
      ...resolveTemplates.slice(2).map((t) => [3, t] as const),
    ];
    for (const [at, template] of spare) {
      if (words(paragraphs.flat().join(' ')) >= MIN_WORDS) break;
      paragraphs[at]?.splice(
        at === 3 ? 0 : paragraphs[at].length,
        0,
        sentence(expand(template, vars, beats)),
      );
    }
  }
  let content = paragraphs.map((para) => para.join(' ')).join('\n\n');
  if (format === 'fable') content = withAnimalBody(content, species);
  if (format === 'fable')
    content += `\n\n${MORAL_PREFIX}${sentence(expand(random.fork('moral').pick(world(TONES[turnTone].morals).filter((t) => fits(t, vars))), vars, random.fork('moral2')))}`;
  const title = titleCase(storyTitle(u, vars, primary, format, random.fork('title')));
  return { title, content };
}
