import { describe, expect, it } from 'vitest';
import { STORY_FORMATS } from '../story-format';
import { composeFor } from './compose';
import {
  composeFollowUp,
  composeInitialQuestion,
  findHero,
  type ReflectionTurn,
} from './reflection';

const MOOD = "I feel stuck and tired, like I'm walking through fog at work";

/** Texts inside curly quotation marks, with a trailing ellipsis removed. */
const quoted = (text: string) =>
  [...text.matchAll(/“([^”]+)”/g)].map((m) => (m[1] as string).replace(/…$/, ''));

describe('initial reflection question', () => {
  it('names the story and quotes the person’s own words', () => {
    for (const storyFormat of STORY_FORMATS) {
      for (let seed = 0; seed < 30; seed++) {
        const story = composeFor({ mood: MOOD, format: storyFormat, seed });
        const question = composeInitialQuestion({
          mood: MOOD,
          storyFormat,
          storyTitle: story.title,
          storyContent: story.content,
        });
        expect(question.endsWith('?'), question).toBe(true);
        const quotes = quoted(question);
        expect(quotes, question).toContain(story.title);
        expect(
          quotes.some((q) => q !== story.title && MOOD.toLowerCase().includes(q.toLowerCase())),
          question,
        ).toBe(true);
      }
    }
  });

  it('refers to the story’s hero or picture', () => {
    const fable = composeFor({ mood: MOOD, format: 'fable', seed: 4 });
    const hero = findHero({
      mood: MOOD,
      storyFormat: 'fable',
      storyTitle: fable.title,
      storyContent: fable.content,
    });
    expect(fable.content.toLowerCase()).toContain(hero.replace(/^the /, '').toLowerCase());
    const story = composeFor({ mood: MOOD, format: 'story', seed: 4 });
    const person = findHero({
      mood: MOOD,
      storyFormat: 'story',
      storyTitle: story.title,
      storyContent: story.content,
    });
    expect(story.content.startsWith(person) || story.content.includes(` ${person}`)).toBe(true);
    const poem = composeFor({ mood: MOOD, format: 'poem', seed: 4 });
    expect(
      findHero({
        mood: MOOD,
        storyFormat: 'poem',
        storyTitle: poem.title,
        storyContent: poem.content,
      }),
    ).toBe('the fog');
  });

  it('finds the fable’s hero, not its helper', () => {
    for (let seed = 0; seed < 40; seed++) {
      const fable = composeFor({ mood: MOOD, format: 'fable', seed });
      const hero = findHero({
        mood: MOOD,
        storyFormat: 'fable',
        storyTitle: fable.title,
        storyContent: fable.content,
      });
      const opening = fable.content.split('\n\n')[0] as string;
      expect(opening.toLowerCase(), fable.title).toContain(hero.replace(/^the /, '').toLowerCase());
    }
    expect(
      findHero({ mood: MOOD, storyFormat: 'fable', storyTitle: 'The Owl and the Weary Tortoise' }),
    ).toBe('the tortoise');
  });

  it('works from the title alone (the spec sends no content)', () => {
    const question = composeInitialQuestion({
      mood: MOOD,
      storyFormat: 'fable',
      storyTitle: 'The Tortoise and the Fog',
    });
    expect(question).toContain('“The Tortoise and the Fog”');
  });
});

describe('follow-up', () => {
  const base = { mood: MOOD, storyFormat: 'story' as const, storyTitle: 'Maya and the Fog' };

  it('acknowledges the last answer by quoting it', () => {
    const { response } = composeFollowUp({
      ...base,
      previousReflections: [
        { question: 'What would help?', answer: 'Maybe I need to ask my manager for help.' },
      ],
    });
    expect(response).toContain('“Maybe I need to ask my manager for help”');
  });

  it('answers "I don’t know" gently, without quoting it back', () => {
    const { response } = composeFollowUp({
      ...base,
      previousReflections: [{ question: 'Q?', answer: "I don't know" }],
    });
    expect(response).not.toContain('“');
    expect(response.length).toBeGreaterThan(20);
  });

  it('asks a new question each time, never one asked before', () => {
    const turns: ReflectionTurn[] = [
      {
        question: composeInitialQuestion(base),
        answer: 'I think I have been carrying too much on my own.',
      },
    ];
    for (let i = 0; i < 14; i++) {
      const { response, question } = composeFollowUp({ ...base, previousReflections: turns });
      expect(response.length).toBeGreaterThan(10);
      expect(question.endsWith('?')).toBe(true);
      expect(turns.map((t) => t.question)).not.toContain(question);
      turns.push({
        question,
        answer: `Answer number ${i + 1}, about feeling a little lighter today.`,
      });
    }
  });
});
