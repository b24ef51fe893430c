import type { ReflectionTranscript } from '../../../../domain/story/email-journey-payload';
import type { EmailJourneyPayload, Journey } from '../journey.types';
import { browserTimeZone } from './time-zone';

/**
 * The reflection conversation in the order of the chat: the initial question and its answer,
 * then each turn's reply, its question and the answer. A crisis reply is a turn of its own that
 * asks nothing new (its question is the one still open), so only the reply and the answer after
 * it are told.
 */
export function reflectionTranscript(journey: Journey): ReflectionTranscript {
  const turns: ReflectionTranscript = [];
  const add = (role: ReflectionTranscript[number]['role'], text: string) => {
    if (text.trim()) turns.push({ role, text });
  };
  add('question', journey.initialReflection);
  add('answer', journey.reflectionAnswers[journey.initialReflection] ?? '');
  for (const entry of journey.reflectionDialogue) {
    add('reply', entry.aiResponse);
    if (!entry.crisis) add('question', entry.question);
    add('answer', entry.answer);
  }
  return turns;
}

/**
 * SPEC.md section 3, "Email-journey payload": the questions in the order asked (the initial one,
 * then the dialogue's), and the answers: the initial answers keyed by their question, merged with
 * the dialogue's answered entries keyed dialogue_1, dialogue_2, … With the browser's time zone,
 * so the email dates the journey in the person's own time, and the whole conversation in order
 * (reflectionTranscript: questions, answers and the AI's replies, a crisis reply too).
 */
export function emailPayload(
  journey: Journey,
  now: Date = new Date(),
  timeZone: string | undefined = browserTimeZone(),
): EmailJourneyPayload {
  const reflectionAnswers: Record<string, string> = { ...journey.reflectionAnswers };
  journey.reflectionDialogue.forEach((entry, index) => {
    if (entry.answer.trim()) reflectionAnswers[`dialogue_${index + 1}`] = entry.answer;
  });
  return {
    ...(journey.journeyId ? { journeyId: journey.journeyId } : {}),
    mood: journey.mood,
    storyFormat: journey.format ?? 'story',
    storyTitle: journey.storyTitle,
    storyContent: journey.storyContent,
    initialReflection: journey.initialReflection,
    reflectionQuestions: [
      journey.initialReflection,
      ...journey.reflectionDialogue.map((entry) => entry.question),
    ].filter((question) => question.trim() !== ''),
    reflectionAnswers,
    timestamp: journey.timestamp || now.toISOString(),
    ...(timeZone ? { timeZone } : {}),
    reflectionTranscript: reflectionTranscript(journey),
  };
}
