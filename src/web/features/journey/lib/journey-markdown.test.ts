import { describe, expect, it } from 'vitest';
import type { Journey } from '../journey.types';
import { escapeMarkdown, journeyFileName, journeyMarkdown } from './journey-markdown';

const journey: Journey = {
  isActive: true,
  mood: '# restless *very*',
  format: 'fable',
  storyTitle: 'The Fox [and] the Fog',
  storyContent: 'Once, a fox lost her way.\n- not a list',
  initialReflection: 'What did the fox teach you?',
  reflectionAnswers: { 'What did the fox teach you?': '1. Patience' },
  reflectionDialogue: [{ question: 'What helps?', answer: 'Walks', aiResponse: 'I see.' }],
  timestamp: '2026-12-02T10:00:00.000Z',
  journeyId: null,
};

describe('journeyMarkdown', () => {
  it('holds the date, mood, story and the reflection conversation in order', () => {
    const md = journeyMarkdown(journey);
    expect(md).toContain('Date: 2026-12-02');
    expect(md).toContain('## Your fable: The Fox \\[and\\] the Fog');
    const order = [
      'What did the fox teach you?',
      '1\\. Patience',
      'I see.',
      'What helps?',
      'Walks',
    ];
    const at = order.map((text) => md.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("escapes the person's words so they cannot make headings, lists or emphasis", () => {
    expect(escapeMarkdown('# restless *very*')).toBe('\\# restless \\*very\\*');
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('2. step')).toBe('2\\. step');
    expect(journeyMarkdown(journey).split('\n')).not.toContain('# restless *very*');
  });

  it('names the file after the journey day', () => {
    expect(journeyFileName(journey)).toBe('lantern-tales-journey-2026-12-02.md');
  });
});
