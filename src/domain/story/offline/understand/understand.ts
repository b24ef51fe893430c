// understand(mood): the feeling (family, direction, intensity) and the person's own details.
// Pure and deterministic; the mood is read up to MOOD_READ_LIMIT characters.
import { readDetails } from './details';
import { readFeeling } from './feeling';
import { parse } from './parse';
import type { Feeling, Understanding } from './types';

export const MOOD_READ_LIMIT = 1000;

const DEATH =
  /\b(?:died|dead|passed away|put down|funeral|eulogy|hospice|gone|lost my|since (?:he|she) passed|without my)\b/i;

/** Signs that the person grieved for is alive: ill, changed, or far away. */
const ALIVE =
  /\b(?:diagnosed|dementia|alzheimer'?s|in hospital|is ill|is sick|has cancer|(?:doesn't|didn't|does not|did not) (?:know|recognise|recognize) me|(?:doesn't|didn't) know my name|moved away|lives)\b/i;

export function understand(mood: string): Understanding {
  const text = mood
    .replace(/[\u201C\u201D"«»]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MOOD_READ_LIMIT);
  const tokens = parse(text);
  const feeling = readFeeling(tokens, text);
  const details = readDetails(tokens);
  let lost: Understanding['lost'];
  // Grief without a word for death ("I miss my grandmother") may be for someone who died, unless
  // the mood says they are alive and ill or far away: then nobody is written as dead.
  const died = DEATH.test(text) || (feeling.feelings.includes('grief') && !ALIVE.test(text));
  if (died) {
    const sentences = text.split(/(?<=[.!?])\s+/);
    const deathSentence = sentences.find((s) => DEATH.test(s)) ?? sentences[0] ?? '';
    const inSentence = (word: string) => new RegExp(`\\b${word}\\b`, 'i').test(deathSentence);
    const pet = details.pets.findIndex(
      (p) => inSentence(p.kind) || (p.name ? inSentence(p.name) : false),
    );
    const person = details.people.findIndex(
      (p) => inSentence(p.relation.replace(/^best /, '')) || (p.name ? inSentence(p.name) : false),
    );
    if (
      pet >= 0 &&
      (person < 0 ||
        deathSentence.toLowerCase().indexOf(details.pets[pet]!.kind) <
          deathSentence.toLowerCase().indexOf(details.people[person]!.relation))
    )
      lost = { type: 'pet', index: pet };
    else if (person >= 0) lost = { type: 'person', index: person };
    else if (details.pets.length > 0 && feeling.feelings.includes('grief'))
      lost = { type: 'pet', index: 0 };
    else if (details.people.length > 0 && feeling.feelings.includes('grief'))
      lost = { type: 'person', index: 0 };
  }
  // Sadness over someone who died is grief, whatever word the person used for it.
  if (lost && feeling.kind === 'sadness') {
    feeling.kind = 'grief';
    feeling.feelings = [
      ...new Set<Feeling>(['grief', ...feeling.feelings.filter((f) => f !== 'sadness')]),
    ];
  }
  return { ...feeling, ...details, ...(lost ? { lost } : {}) };
}
