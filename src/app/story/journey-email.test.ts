import { describe, expect, it } from 'vitest';
import { emailText } from '../notifications/email';
import {
  isTimeZone,
  journeyEmail,
  reflectionPairs,
  type JourneyEmailPayload,
} from './journey-email';

const site = { appName: 'Lantern Tales', appUrl: 'http://localhost:3000' };
const textOf = (p: JourneyEmailPayload) => emailText(journeyEmail(site, 'a@example.com', p), site);
const payload: JourneyEmailPayload = {
  mood: 'tired',
  storyFormat: 'poem',
  storyTitle: 'The Lamp',
  storyContent: 'A small light.',
  initialReflection: '',
  reflectionQuestions: [],
  reflectionAnswers: {},
  // 23:30 on a Monday in UTC is already Tuesday morning in Tokyo.
  timestamp: '2026-11-23T23:30:00.000Z',
};

describe('the journey email date', () => {
  it("is written in the person's own time zone", () => {
    const text = textOf({ ...payload, timeZone: 'Asia/Tokyo' });
    expect(text).toContain('Tuesday, November 24, 2026 at 8:30 AM GMT+9');
    const paris = textOf({ ...payload, timeZone: 'Europe/Paris' });
    expect(paris).toContain('Tuesday, November 24, 2026 at 12:30 AM GMT+1');
    expect(paris).not.toContain('UTC');
  });

  it('says UTC when the zone is unknown', () => {
    const text = textOf(payload);
    expect(text).toContain('Monday, November 23, 2026 at 11:30 PM UTC');
  });

  it('knows an IANA zone from anything else', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('reflection pairs', () => {
  it('never takes an inherited property for an answer', () => {
    const text = textOf({
      ...payload,
      reflectionQuestions: ['constructor', 'toString', 'What stayed?'],
      reflectionAnswers: { 'What stayed?': 'The lamp.' },
    });
    expect(text).toContain('What stayed?\nThe lamp.');
    expect(text).not.toContain('constructor');
  });
});

describe('the reflection conversation (issue 34)', () => {
  const crisisReply =
    'I am really glad you told me.\n\nYou can reach someone now:\n• US: 988 Suicide & Crisis Lifeline (call or text 988)';

  it('carries every question, answer and reply in order, a crisis reply with its help lines too', () => {
    const text = textOf({
      ...payload,
      initialReflection: 'What stayed with you?',
      reflectionQuestions: ['What stayed with you?', 'Where do you wait?', 'Where do you wait?'],
      reflectionAnswers: {
        'What stayed with you?': 'The lamp.',
        dialogue_1: 'I am not safe',
        dialogue_2: 'A friend is with me now',
      },
      reflectionTranscript: [
        { role: 'question', text: 'What stayed with you?' },
        { role: 'answer', text: 'The lamp.' },
        { role: 'reply', text: 'A small light can be enough.' },
        { role: 'question', text: 'Where do you wait?' },
        { role: 'answer', text: 'I am not safe' },
        { role: 'reply', text: crisisReply },
        { role: 'answer', text: 'A friend is with me now' },
        { role: 'reply', text: 'Thank you for staying.' },
        { role: 'question', text: 'What helps?' },
      ],
    });
    const expected = [
      'Question\nWhat stayed with you?',
      'Your answer\nThe lamp.',
      'Reply\nA small light can be enough.',
      'Question\nWhere do you wait?',
      'Your answer\nI am not safe',
      `Reply\n${crisisReply}`,
      'Your answer\nA friend is with me now',
      'Reply\nThank you for staying.',
      'Question\nWhat helps?',
    ];
    let from = 0;
    for (const part of expected) {
      const at = text.indexOf(part, from);
      expect(at, part).toBeGreaterThanOrEqual(from);
      from = at + part.length;
    }
  });

  it('still reads a payload without the conversation (an older client) as question and answer pairs', () => {
    const text = textOf({
      ...payload,
      initialReflection: 'What stayed?',
      reflectionQuestions: ['What stayed?', 'Where do you wait?'],
      reflectionAnswers: { 'What stayed?': 'The lamp.', dialogue_1: 'At home' },
    });
    expect(text).toContain('What stayed?\nThe lamp.\n\nWhere do you wait?\nAt home');
  });

  it('pairs a question asked again with its own answer, not the first one', () => {
    expect(
      reflectionPairs({
        ...payload,
        initialReflection: 'What stayed?',
        reflectionQuestions: ['What stayed?', 'What stayed?'],
        reflectionAnswers: { 'What stayed?': 'The lamp.', dialogue_1: 'The dark around it.' },
      }),
    ).toEqual([
      { question: 'What stayed?', answer: 'The lamp.' },
      { question: 'What stayed?', answer: 'The dark around it.' },
    ]);
  });
});
