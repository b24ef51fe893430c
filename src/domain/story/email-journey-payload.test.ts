import { describe, expect, it } from 'vitest';
import { emailJourneyPayloadSchema, TRANSCRIPT_LIMITS } from './email-journey-payload';

const base = {
  mood: 'tired',
  storyFormat: 'poem',
  storyTitle: 'The Lamp',
  storyContent: 'A small light.',
  initialReflection: 'What stayed?',
  reflectionQuestions: ['What stayed?'],
  reflectionAnswers: { 'What stayed?': 'The lamp.' },
  timestamp: '2026-11-23T23:30:00.000Z',
};

describe('the email-journey payload: the reflection conversation (issue 34)', () => {
  it('is optional: a payload of SPEC.md fields only (an older client) is still accepted', () => {
    const parsed = emailJourneyPayloadSchema.parse(base);
    expect(parsed.reflectionTranscript).toBeUndefined();
  });

  it('accepts questions, answers and replies in order', () => {
    const reflectionTranscript = [
      { role: 'question', text: 'What stayed?' },
      { role: 'answer', text: 'The lamp.' },
      { role: 'reply', text: 'A small light can be enough.' },
    ];
    expect(emailJourneyPayloadSchema.parse({ ...base, reflectionTranscript })).toMatchObject({
      reflectionTranscript,
    });
  });

  it('refuses an unknown role, too many turns, or too much text', () => {
    const parse = (reflectionTranscript: unknown) =>
      emailJourneyPayloadSchema.safeParse({ ...base, reflectionTranscript }).success;
    expect(parse([{ role: 'system', text: 'x' }])).toBe(false);
    expect(
      parse(
        Array.from({ length: TRANSCRIPT_LIMITS.turns + 1 }, () => ({ role: 'answer', text: 'x' })),
      ),
    ).toBe(false);
    expect(parse([{ role: 'reply', text: 'x'.repeat(TRANSCRIPT_LIMITS.text + 1) }])).toBe(false);
    const long = 'x'.repeat(TRANSCRIPT_LIMITS.text);
    const turns = Math.ceil(TRANSCRIPT_LIMITS.totalText / TRANSCRIPT_LIMITS.text) + 1;
    expect(parse(Array.from({ length: turns }, () => ({ role: 'answer', text: long })))).toBe(
      false,
    );
  });
});
