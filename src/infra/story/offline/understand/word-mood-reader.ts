// A mood reader from the word-based understand(): the feeling it reads, situation `none` (it
// names no situation), and a register from the feeling's direction and the words for a loss, an
// illness, an ending or a failure. The offline storyteller's reader until a reader by meaning is
// passed in its place (OfflineStorytellerOptions.moodReader).
import type { FeelingFamily, MoodReader, MoodReading, Register } from '../library/vocabulary';
import type { Understanding } from './types';
import { understand } from './understand';

/** Words that name something hard: a loss, an illness, an ending, a failure, a fear. */
export const HARD_WORDS =
  /\b(?:died|dying|dead|death|passed away|passed (?:on|last|this|yesterday|peacefully|in)|funeral|buried|grave|goodbye|lost (?:my|our|him|her|them|the baby)|miscarr\w*|stillborn|cancer|chemo\w*|tumou?r|diagnos\w*|terminal|hospice|hospital|ill|illness|sick(?! of)|dementia|alzheimer'?s|stroke|surgery|operation|scan|biopsy|lump|results|broke up|broken up|dumped|divorc\w*|separat\w*|cheated|left me|redundan\w*|fired|sacked|laid off|lost my job|failed|fail|failing|rejected|rejection|didn'?t get|bullied|bullying|debt|evicted|scared|terrified|afraid|panic\w*|alone|lonely|miss(?:ing)?|grief|grieving|crying|cried)\b/i;

/** Words that tell of a death, whatever feeling the cues read. */
const DEATH_WORDS =
  /\b(?:died|dying|passed away|funeral|never got to say goodbye|say goodbye|(?:lost|losing) my (?:mum|mom|dad|nan|gran\w*|grand\w*|brother|sister|husband|wife|partner|son|daughter|baby|best friend|friend|dog|cat)|put (?:down|to sleep)|miscarr\w*|stillborn)\b/i;
/** Words for an illness, a scare or a fear. */
const FEAR_WORDS =
  /\b(?:cancer|chemo\w*|tumou?r|diagnos\w*|terminal|hospice|in hospital|dementia|alzheimer'?s|stroke|surgery|operation|biopsy|lump|scared|terrified|afraid|waiting for (?:the )?results)\b/i;
/** Words for an ending or a failure. */
const LOSS_WORDS =
  /\b(?:broke up|broken up|dumped|divorc\w*|cheated|left me|redundan\w*|fired|sacked|laid off|lost my job|failed|fail|rejected|didn'?t get|bullied)\b/i;

/** A worry that ended well: relief, not fear. */
const RELIEF =
  /\b(?:went well|benign|all clear|came back clear|clear scan|in remission|cancer free|relieved|releived|relief|good news|finally breathe|recovered|recovering|getting better|is home|came home)\b/i;

function feelingOf(u: Understanding, text: string): FeelingFamily {
  const bright = (f: FeelingFamily | undefined) => f === 'joy' || f === 'calm' || f === undefined;
  const read = u.kind === 'mixed' ? u.feelings.find((f) => !bright(f)) : u.kind;
  if (read === 'joy' && RELIEF.test(text) && !DEATH_WORDS.test(text)) return 'joy';
  // The cues and the feeling model read words, not what happened: a death, an illness or an
  // ending read as joy or calm is read by what happened instead.
  if (DEATH_WORDS.test(text) || (u.lost && bright(read))) return 'grief';
  if (bright(read) && FEAR_WORDS.test(text)) return 'anxiety';
  if (bright(read) && LOSS_WORDS.test(text)) return 'sadness';
  return read ?? u.feelings[0] ?? 'calm';
}

/** The reading of an understanding: feeling, situation `none`, register. */
export function readingOf(u: Understanding, text: string): MoodReading {
  const feeling = feelingOf(u, text);
  const hard =
    u.lost !== undefined ||
    u.people.some((p) => p.ill || p.parted) ||
    u.pets.some((p) => p.ill) ||
    HARD_WORDS.test(text);
  let register: Register;
  if (feeling === 'grief') register = 'hard';
  else if (u.kind === 'mixed') register = 'gentle';
  else if (feeling === 'joy') register = hard ? 'gentle' : u.intensity === 1 ? 'gentle' : 'glad';
  else if (feeling === 'calm') register = 'gentle';
  else register = hard || u.valence <= -0.6 || u.intensity === 3 ? 'hard' : 'gentle';
  return { feeling, situation: 'none', register };
}

export function createWordMoodReader(): MoodReader {
  return async (mood) => readingOf(understand(mood), mood);
}
