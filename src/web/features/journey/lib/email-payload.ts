import type { EmailJourneyPayload, Journey } from '../journey.types';
import { browserTimeZone } from './time-zone';

/**
 * SPEC.md section 3, "Email-journey payload": the questions in the order asked (the initial one,
 * then the dialogue's), and the answers: the initial answers keyed by their question, merged with
 * the dialogue's answered entries keyed dialogue_1, dialogue_2, … With the browser's time zone,
 * so the email dates the journey in the person's own time.
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
  };
}
