// understand(mood): the feeling (family, direction, intensity) and the person's own details.
// Pure and deterministic; the mood is read up to MOOD_READ_LIMIT characters.
import { readDetails } from './details';
import { readFeeling } from './feeling';
import { parse } from './parse';
import { distanceTo, markIllAndParted, markTroubling } from './people-marks';
import type { Feeling, Understanding } from './types';
import { restoreApostrophes } from './apostrophes';

export const MOOD_READ_LIMIT = 1000;

const DEATH =
  /\b(?:died|dead|passed away|passed (?:last night|this morning|yesterday|peacefully|on|in (?:his|her|their) sleep)|(?:dog|cat|mum|mom|dad|nan|gran|grandma|grandad|grandpa) passed|put down|funeral|eulogy|gone|lost my|since (?:he|she) passed|without my)\b/i;

/** Words for missing someone, when no word for death is used. */
const MISSING = /\b(?:miss|missing|grieving|mourning|without)\b/i;

/** Signs that the person grieved for is alive: ill, changed, or far away. */
const ALIVE =
  /\b(?:diagnosed|dementia|alzheimer'?s|in (?:the |a )?(?:hospital|hospice)|is ill|is sick|has cancer|(?:doesn't|didn't|does not|did not) (?:know|recognise|recognize) me|(?:doesn't|didn't) know my name|moved away|lives)\b/i;

export interface UnderstandOptions {
  /** Let the feeling model read a mood whose cues name no feeling (default true). An answer about
   *  a story is not a mood: the model, trained on moods, would read feelings into it. */
  readSituation?: boolean;
}

export function understand(mood: string, options: UnderstandOptions = {}): Understanding {
  const text = restoreApostrophes(
    mood
      .replace(/[\u201C\u201D"«»]/g, '')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MOOD_READ_LIMIT),
  );
  const tokens = parse(text);
  const feeling = readFeeling(tokens, text, options.readSituation ?? true);
  const details = readDetails(tokens);
  markTroubling(text, details.people);
  markIllAndParted(text, details.people, details.pets);
  let lost: Understanding['lost'];
  // Grief without a word for death ("I miss my grandmother") may be for someone who died, unless
  // the mood says they are alive and ill or far away: then nobody is written as dead.
  const someoneIll = details.people.some((p) => p.ill) || details.pets.some((p) => p.ill);
  const died =
    DEATH.test(text) || (feeling.feelings.includes('grief') && !ALIVE.test(text) && !someoneIll);
  if (died) {
    const sentences = text.split(/(?<=[.!?])\s+/);
    const deathSentence =
      sentences.find((s) => DEATH.test(s)) ??
      sentences.find((s) => MISSING.test(s)) ??
      sentences[0] ??
      '';
    // The one grieved for is the one named nearest the word for the loss ("I miss my dad"), not
    // the first one named ("sorted mum's tablets ... I miss my dad").
    const cue = (DEATH.exec(deathSentence) ?? MISSING.exec(deathSentence))?.index ?? 0;
    const distance = (word: string) => distanceTo(deathSentence, word, cue);
    const nearest = (words: readonly (string | undefined)[][]) =>
      words
        .map((forms, index) => ({
          index,
          d: Math.min(...forms.map((w) => (w ? distance(w) : Infinity))),
        }))
        .filter((c) => c.d < Infinity)
        .sort((a, b) => a.d - b.d)[0];
    const pet = nearest(details.pets.map((p) => [p.kind, p.name]));
    const person = nearest(details.people.map((p) => [p.relation.replace(/^best /, ''), p.name]));
    if (pet && (!person || pet.d < person.d)) lost = { type: 'pet', index: pet.index };
    else if (person) lost = { type: 'person', index: person.index };
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
