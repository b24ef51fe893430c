// Checks one mood of the written mood set: the feeling is recognised, every story format carries
// the person's details (a fable may turn a home into an animal's), and the reply answers in kind.
import type { StoryFormat } from '../../../../domain/story/story-format';
import { composeFor, tonesFor } from '../compose';
import { composeMoodReply } from '../realise/mood-reply';
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

export function checkMood(c: MoodCase, seed = 1): CaseResult {
  const problems: string[] = [];
  const u = understand(c.mood);
  if (u.kind !== c.feeling) problems.push(`feeling ${u.kind}, expected ${c.feeling}`);
  for (const format of FORMATS) {
    const { title, content } = composeFor({ mood: c.mood, format, seed });
    const text = `${title}\n${content}`.toLowerCase();
    const expected = [
      ...c.people,
      ...c.pets,
      ...c.things,
      ...c.events,
      ...(format === 'fable' ? [] : c.places),
    ];
    for (const detail of expected)
      if (!text.includes(detail.toLowerCase())) problems.push(`${format} lacks "${detail}"`);
  }
  const reply = composeMoodReply(u, tonesFor(u), c.mood);
  const wrong = WRONG_REPLY[c.feeling];
  if (wrong?.test(reply)) problems.push(`reply out of tune: ${reply}`);
  return { pass: problems.length === 0, problems };
}
