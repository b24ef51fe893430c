// understand(mood): the feeling (family, direction, intensity) and the person's own details.
// Pure and deterministic; the mood is read up to MOOD_READ_LIMIT characters.
import { readDetails } from './details';
import { readFeeling } from './feeling';
import { parse } from './parse';
import type { Feeling, Understanding } from './types';

export const MOOD_READ_LIMIT = 1000;

const DEATH =
  /\b(?:died|dead|passed away|put down|funeral|eulogy|hospice|gone|lost my|since (?:he|she) passed|without my)\b/i;

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
  if (feeling.feelings.includes('grief') || DEATH.test(text)) {
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
