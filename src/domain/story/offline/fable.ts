// A fable: animal characters, a trouble drawn from the mood, a wise meeting, a small act, and a
// closing line "Moral: …".
import { ANIMAL_HOMES, ANIMAL_NAMES, FABLE_SETTINGS, HE, HELPERS, SHE } from './characters.data';
import { blended, castVars, simileClause, type ComposedStory, type Plan } from './plan';
import type { Random } from './random';
import {
  BRIGHT_GREETINGS,
  FABLE_CODAS,
  HELPER_GREETINGS,
  REST_PLACES,
  SEASONS,
  TRAITS,
} from './scenes.data';
import { capitalize, fill, titleCase, withArticle } from './text';

export const MORAL_PREFIX = 'Moral: ';

export function composeFable(plan: Plan, random: Random): ComposedStory {
  const { wisdom, image } = plan;
  const cast = random.fork('cast');
  const kind = cast.pick(plan.theme.animals);
  const name = cast.chance(0.5) ? cast.pick(ANIMAL_NAMES) : undefined;
  const p = cast.chance(0.5) ? SHE : HE;
  const helperKind = cast.pick(HELPERS.filter((h) => !h.includes(kind) && !kind.includes(h)));
  const settings = FABLE_SETTINGS[plan.context];
  const setting =
    plan.context !== 'general' && cast.chance(0.7)
      ? cast.pick(settings)
      : cast.pick(FABLE_SETTINGS.general);
  const who = name ?? `the ${kind}`;
  const helper = `the ${helperKind}`;
  const vars = {
    ...castVars(who, p),
    helper,
    Helper: capitalize(helper),
    image: image.noun,
    light: image.light,
    feelings: plan.feelings,
  };
  const f = (template: string) => fill(template, vars);

  const t = random.fork('title');
  const imageTitle = t.pick(image.titles);
  const title = titleCase(
    t.pick([
      `The ${kind} and ${imageTitle}`,
      `The ${kind} Who ${t.pick(wisdom.titleActs)}`,
      `The ${helperKind} and the ${wisdom.adjective} ${kind}`,
      `${withArticle(kind)} in ${imageTitle}`,
      ...(name ? [`${name} the ${kind}`, `${name} and ${imageTitle}`] : []),
    ]),
  );

  const o = random.fork('opening');
  const intro = `${withArticle(kind)}${name ? ` named ${name}` : ''}`;
  const home = ANIMAL_HOMES[kind] ?? 'a quiet corner of the wood';
  const opening = o.pick([
    `Once, in ${setting}, there lived ${intro}. ${capitalize(p.subject)} ${f(o.pick(TRAITS))}, and ${p.possessive} home was ${home}.`,
    `There was once ${intro} who lived in ${home}, in ${setting}. ${capitalize(p.subject)} ${f(o.pick(TRAITS))}.`,
    `Long ago, in ${setting}, there was ${intro} whose home was ${home}. Everyone agreed that ${p.subject} ${f(o.pick(TRAITS))}.`,
  ]);

  const tr = random.fork('trouble');
  const simile = simileClause(plan, p, tr, true);
  const feeling = plan.reading.bright
    ? `Lately, ${who} had been feeling ${plan.feelings}${simile}.`
    : tr.pick([
        `Lately, though, ${who} had been feeling ${plan.feelings}${simile}.`,
        `But for some time now, ${who} had felt ${plan.feelings}${simile}.`,
        `That ${tr.pick(SEASONS)}, ${who} felt ${plan.feelings}${simile}.`,
      ]);
  const trouble = [
    capitalize(feeling),
    `It felt as though ${f(image.pressed)}. ${tr.pick(image.scenes)}`,
    f(tr.pick(blended(plan, (w) => w.struggles))),
  ].join(' ');

  const m = random.fork('meeting');
  const restPlace = m.pick(REST_PLACES);
  const comes = `Before long, ${withArticle(helperKind)} came by.`;
  const sat = m.pick([
    `One evening, ${who} sat down ${restPlace}, not knowing how to go on. ${comes}`,
    `At last ${who} stopped ${restPlace}, and that is where ${withArticle(helperKind)} found ${p.object}.`,
    `Worn out from trying, ${who} rested ${restPlace}. ${comes}`,
  ]);
  const greeting = f(m.pick(plan.reading.bright ? BRIGHT_GREETINGS : HELPER_GREETINGS));
  const answer = `"I feel ${plan.feelings}," said ${who}. "${m.pick(wisdom.complaints)}"`;
  const advice = m.pick([
    `${capitalize(helper)} was quiet for a while. Then came the answer: "${m.pick(wisdom.sayings)}"`,
    `${capitalize(helper)} listened to all of it. "${m.pick(wisdom.sayings)}"`,
    `"Ah," said ${helper}, nodding slowly. "${m.pick(wisdom.sayings)}"`,
  ]);
  const meeting = [capitalize(sat), greeting, answer, advice].join(' ');

  const u = random.fork('turn');
  const act = f(u.pick(wisdom.acts));
  const turnLead = u.pick([
    `So ${who} ${act}.`,
    `${capitalize(who)} was not sure it would help. Still, ${p.subject} ${act}.`,
    `The next morning, ${who} ${act}.`,
  ]);
  const easing = u.pick([
    `Little by little, ${image.noun} began to ${image.ease}, and ${who} could see ${image.reveals}.`,
    `It did not happen all at once. But ${image.noun} began to ${image.ease}, and there, where there had been nothing, was ${image.light}.`,
  ]);
  const result = f(u.pick(wisdom.results));
  const turn = [capitalize(turnLead), easing, result].join(' ');

  const e = random.fork('ending');
  const coda = capitalize(f(e.pick(FABLE_CODAS)));
  const moral = `${MORAL_PREFIX}${e.pick(wisdom.morals)}`;

  const paragraphs = [capitalize(opening), trouble, meeting, turn, coda, moral];
  return { title, content: paragraphs.join('\n\n') };
}
