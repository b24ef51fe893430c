// Checks one mood of the written mood set: the feeling is recognised, every story format answers
// in a register that fits (joy is never consoled as a loss, grief never cheered), and the reply
// answers in kind. Whether a detail reaches a piece depends on the piece's slots, so details are
// not required here; the library tests and `npm run eval` (tests/eval/pieces.eval.ts) measure them.
import type { StoryFormat } from '../../../../domain/story/story-format';
import { OfflineStoryteller } from '../offline-storyteller';
import { understand } from '../understand/understand';

export interface MoodCase {
  split: 'tune' | 'held-out';
  mood: string;
  feeling: string;
  people: string[];
  pets: string[];
  things: string[];
  places: string[];
  events: string[];
}

export interface CaseResult {
  pass: boolean;
  problems: string[];
}

const FORMATS: readonly StoryFormat[] = ['story', 'fable', 'poem'];
/** Replies that would console joy or cheer grief. */
const WRONG_REPLY: Readonly<Record<string, RegExp>> = {
  joy: /\b(?:sorry|hard|painful|heavy|allowed)\b/i,
  grief: /\b(?:congratulations|wonderful|celebrate|glad)\b/i,
  anger: /\b(?:congratulations|wonderful|celebrate)\b/i,
};

const storyteller = new OfflineStoryteller({ seedSource: () => 1 });

export async function checkMood(c: MoodCase, seed = 1): Promise<CaseResult> {
  const problems: string[] = [];
  const u = understand(c.mood);
  if (u.kind !== c.feeling) problems.push(`feeling ${u.kind}, expected ${c.feeling}`);
  for (const format of FORMATS) {
    const { piece } = await storyteller.write({ mood: c.mood, format, seed });
    if (c.feeling === 'joy' && piece.register === 'hard')
      problems.push(`${format} ${piece.id} consoles joy`);
    if (c.feeling === 'grief' && piece.register === 'glad')
      problems.push(`${format} ${piece.id} cheers grief`);
  }
  const { response: reply } = await storyteller.moodResponse({ mood: c.mood });
  const wrong = WRONG_REPLY[c.feeling];
  if (wrong?.test(reply)) problems.push(`reply out of tune: ${reply}`);
  return { pass: problems.length === 0, problems };
}
