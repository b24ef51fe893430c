import { describe, expect, it } from 'vitest';
import type { Journey } from '../journey.types';
import { emailJourneyPayloadSchema } from '../../../../domain/story/email-journey-payload';
import { emailPayload } from './email-payload';

const journey: Journey = {
  isActive: true,
  mood: 'restless',
  format: 'fable',
  storyTitle: 'The Fox and the Fog',
  storyContent: 'Once, a fox lost her way.',
  initialReflection: 'What did the fox teach you?',
  reflectionAnswers: { 'What did the fox teach you?': 'Patience' },
  reflectionDialogue: [
    { question: 'Where do you wait?', answer: 'At work', aiResponse: 'I see.' },
    { question: 'What helps?', answer: 'Walks', aiResponse: 'Lovely.' },
    {
      question: 'Would you like to explore another aspect of this story?',
      answer: '',
      aiResponse: '',
    },
  ],
  timestamp: '2026-03-01T10:00:00.000Z',
  journeyId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
};

describe('emailPayload (SPEC.md section 3)', () => {
  it('lists the questions in order and merges the answers, dialogue ones as dialogue_1, dialogue_2', () => {
    expect(emailPayload(journey, new Date(), 'Europe/Lisbon')).toEqual({
      journeyId: journey.journeyId,
      mood: 'restless',
      storyFormat: 'fable',
      storyTitle: 'The Fox and the Fog',
      storyContent: 'Once, a fox lost her way.',
      initialReflection: 'What did the fox teach you?',
      reflectionQuestions: [
        'What did the fox teach you?',
        'Where do you wait?',
        'What helps?',
        'Would you like to explore another aspect of this story?',
      ],
      reflectionAnswers: {
        'What did the fox teach you?': 'Patience',
        dialogue_1: 'At work',
        dialogue_2: 'Walks',
      },
      timestamp: '2026-03-01T10:00:00.000Z',
      timeZone: 'Europe/Lisbon',
    });
  });

  it("sends the browser's own IANA time zone, so the email shows the person's local time", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBeTruthy();
    expect(emailPayload(journey).timeZone).toBe(zone);
  });

  it('leaves the time zone out when the browser names none', () => {
    expect(emailPayload(journey, new Date(), '')).not.toHaveProperty('timeZone');
  });
});

describe('the email payload contract', () => {
  it('is what the server accepts: one schema, shared by both sides', () => {
    const body = emailPayload(journey, new Date(), 'Europe/Lisbon');
    expect(emailJourneyPayloadSchema.safeParse(body).success).toBe(true);
    expect(emailJourneyPayloadSchema.safeParse({ ...body, timeZone: 'Mars/Base' }).success).toBe(
      false,
    );
  });
});
