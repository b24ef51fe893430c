import { describe, expect, it } from 'vitest';
import { emailText } from '../notifications/email';
import { isTimeZone, journeyEmail, type JourneyEmailPayload } from './journey-email';

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
