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
      reflectionTranscript: [
        { role: 'question', text: 'What did the fox teach you?' },
        { role: 'answer', text: 'Patience' },
        { role: 'reply', text: 'I see.' },
        { role: 'question', text: 'Where do you wait?' },
        { role: 'answer', text: 'At work' },
        { role: 'reply', text: 'Lovely.' },
        { role: 'question', text: 'What helps?' },
        { role: 'answer', text: 'Walks' },
        { role: 'question', text: 'Would you like to explore another aspect of this story?' },
      ],
    });
  });

  it('carries every question, answer and reply in order, a crisis reply too (issue 34)', () => {
    const crisisReply =
      'I am really glad you told me.\n\nYou can reach someone now:\n• US: 988 Suicide & Crisis Lifeline (call or text 988)';
    const withCrisis: Journey = {
      ...journey,
      reflectionDialogue: [
        { question: 'Where do you wait?', answer: 'I am not safe', aiResponse: 'I see.' },
        {
          question: 'Where do you wait?',
          answer: 'A friend is with me now',
          aiResponse: crisisReply,
          crisis: true,
        },
        { question: 'What helps?', answer: 'Walks', aiResponse: 'Thank you.' },
      ],
    };
    const body = emailPayload(withCrisis, new Date(), 'Europe/Lisbon');
    expect(body.reflectionTranscript).toEqual([
      { role: 'question', text: 'What did the fox teach you?' },
      { role: 'answer', text: 'Patience' },
      { role: 'reply', text: 'I see.' },
      { role: 'question', text: 'Where do you wait?' },
      { role: 'answer', text: 'I am not safe' },
      // The crisis reply, with its help lines; the question stays open (it is not asked again).
      { role: 'reply', text: crisisReply },
      { role: 'answer', text: 'A friend is with me now' },
      { role: 'reply', text: 'Thank you.' },
      { role: 'question', text: 'What helps?' },
      { role: 'answer', text: 'Walks' },
    ]);
    // SPEC.md's fields keep each answer on its own entry: none is lost, none shifts.
    expect(body.reflectionAnswers).toEqual({
      'What did the fox teach you?': 'Patience',
      dialogue_1: 'I am not safe',
      dialogue_2: 'A friend is with me now',
      dialogue_3: 'Walks',
    });
    expect(emailJourneyPayloadSchema.safeParse(body).success).toBe(true);
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
