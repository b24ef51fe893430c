// A story: a named person in an ordinary life, the trouble in the mood's own words, a turn, and a
// resolution that returns to the picture.
import { OCCUPATIONS, PEOPLE, TOWNS } from './characters.data';
import {
  blended,
  castVars,
  continueWith,
  simileClause,
  type ComposedStory,
  type Plan,
} from './plan';
import type { Random } from './random';
import {
  CONTEXT_RESOLUTIONS,
  CONTEXT_TROUBLES,
  PARTS_OF_DAY,
  RESOLUTION_OPENERS,
  SEASONS,
  STORY_CODAS,
  TRAITS,
  TURN_OPENERS,
  WEEKDAYS,
} from './scenes.data';
import { capitalize, fill, titleCase, withArticle } from './text';

const YEARS = ['two', 'three', 'four', 'six', 'eight', 'eleven'];

export function composeStory(plan: Plan, random: Random): ComposedStory {
  const { wisdom, image } = plan;
  const cast = random.fork('cast');
  const hero = cast.pick(PEOPLE);
  const friend = cast.pick(PEOPLE.filter((person) => person.name !== hero.name));
  const town = cast.pick(TOWNS);
  const job = cast.pick(OCCUPATIONS[plan.context]);
  const weekday = cast.pick(WEEKDAYS);
  const p = hero.pronouns;
  const moral = cast.pick(wisdom.morals);
  const vars = {
    ...castVars(hero.name, p),
    friend: friend.name,
    image: image.noun,
    light: image.light,
    feelings: plan.feelings,
    weekday,
    partOfDay: cast.pick(PARTS_OF_DAY),
    moral: moral.charAt(0).toLowerCase() + moral.slice(1),
  };
  const f = (template: string) => fill(template, vars);
  const { name } = hero;
  const She = capitalize(p.subject);

  const t = random.fork('title');
  const imageTitle = t.pick(image.titles);
  const title = titleCase(
    t.pick([
      `${name} and ${imageTitle}`,
      `What ${name} Found ${plan.reading.bright ? 'in' : 'Beyond'} ${imageTitle}`,
      image.light,
      `The ${weekday} ${name} ${t.pick(wisdom.titleActs)}`,
      `${withArticle(t.pick(SEASONS.slice(0, 4)))} in ${town}`,
    ]),
  );

  const o = random.fork('opening');
  const studying = plan.context === 'study';
  const opening = [
    o.pick([
      `${name} was ${job.role} in ${town}, and most of ${p.possessive} days were spent ${job.place}.`,
      `In the town of ${town} lived ${name}, ${job.role}, who spent most days ${job.place}.`,
      studying
        ? `${name} was ${job.role}, and most days found ${p.object} ${job.place}.`
        : `For ${o.pick(YEARS)} years, ${name} had been ${job.role}, and most days found ${p.object} ${job.place}.`,
    ]),
    o.pick([
      `${She} ${f(o.pick(TRAITS))}.`,
      `People said ${p.subject} ${f(o.pick(TRAITS))}, and they were right.`,
    ]),
  ].join(' ');

  const tr = random.fork('trouble');
  const simile = simileClause(plan, p, tr, false);
  const feeling = plan.reading.bright
    ? `Lately, ${name} had been feeling ${plan.feelings}${simile}.`
    : tr.pick([
        `Lately, though, ${name} had been feeling ${plan.feelings}${simile}.`,
        `For a while now, ${p.subject} had felt ${plan.feelings}${simile}.`,
      ]);
  const trouble = [
    capitalize(feeling),
    f(tr.pick(CONTEXT_TROUBLES[plan.context])),
    tr.pick([
      `${She} had started to think of it as ${image.noun} that ${image.presses}. ${tr.pick(image.scenes)}`,
      `If anyone had asked, ${p.subject} would have said it was like ${image.noun} that ${image.presses}.`,
    ]),
    f(tr.pick(blended(plan, (w) => w.struggles))),
  ].join(' ');

  const u = random.fork('turn');
  const act = f(u.pick(wisdom.acts));
  const turn = [
    f(u.pick(TURN_OPENERS)),
    f(u.pick(wisdom.moments)),
    u.pick([
      `So ${name} ${act}.`,
      `For once, ${name} ${act}.`,
      `${name} decided to try something different: ${p.subject} ${act}.`,
    ]),
    `It did not fix everything. But ${image.noun} began to ${image.ease}, and ${p.subject} could see ${image.reveals}.`,
  ].join(' ');

  const r = random.fork('resolution');
  const resolution = [
    continueWith(r.pick(RESOLUTION_OPENERS), f(r.pick(blended(plan, (w) => w.results))), [name]),
    f(r.pick(CONTEXT_RESOLUTIONS[plan.context])),
    f(r.pick(STORY_CODAS)),
  ].join(' ');

  return { title, content: [opening, trouble, turn, resolution].join('\n\n') };
}
