// The "Email Your Journey" message (SPEC.md sections 2 and 3): mood and format, the full story
// with its title, the reflection dialogue (every question, answer and reply, in order), and the
// date and time. Built in memory, sent, and forgotten: nothing of it is stored.
import {
  isTimeZone,
  type JourneyEmailPayload,
  type TranscriptRole,
} from '../../domain/story/email-journey-payload';
import type { Email, EmailBlock } from '../notifications/email';

export { isTimeZone, type JourneyEmailPayload };

const FORMAT_NAMES: Record<string, string> = { fable: 'Fable', story: 'Story', poem: 'Poem' };

/** A string the record itself holds (never one inherited, such as `constructor`). */
function own(record: Record<string, string>, key: string): string | undefined {
  const value = Object.hasOwn(record, key) ? record[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Question and answer pairs in the order they were asked (SPEC.md's fields: the payload of a
 * client that sends no conversation). A dialogue question's own answer (dialogue_N) comes before
 * one keyed by its text, so a question asked twice is not given the first answer twice.
 */
export function reflectionPairs(
  payload: JourneyEmailPayload,
): { question: string; answer: string }[] {
  const pairs: { question: string; answer: string }[] = [];
  const questions = payload.reflectionQuestions.length
    ? payload.reflectionQuestions
    : [payload.initialReflection].filter(Boolean);
  questions.forEach((question, index) => {
    const byText = own(payload.reflectionAnswers, question);
    const byIndex = index > 0 ? own(payload.reflectionAnswers, `dialogue_${index}`) : undefined;
    const answer = byIndex ?? byText ?? own(payload.reflectionAnswers, `dialogue_${index + 1}`);
    if (answer?.trim()) pairs.push({ question, answer });
  });
  return pairs;
}

const TURN_LABELS: Record<TranscriptRole, string> = {
  question: 'Question',
  answer: 'Your answer',
  reply: 'Reply',
};

/**
 * The reflections as the email shows them: the whole conversation in order when the client sent
 * it (questions, answers, replies, a crisis reply with its help lines), else question and answer.
 */
export function reflectionItems(payload: JourneyEmailPayload): { label: string; text: string }[] {
  const turns = (payload.reflectionTranscript ?? []).filter((turn) => turn.text.trim() !== '');
  if (turns.length > 0) {
    return turns.map((turn) => ({ label: TURN_LABELS[turn.role], text: turn.text }));
  }
  return reflectionPairs(payload).map(({ question, answer }) => ({
    label: question,
    text: answer,
  }));
}

function formatWhen(timestamp: string, timeZone = 'UTC'): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

export function journeyEmail(
  site: { appName: string; appUrl: string },
  to: string,
  payload: JourneyEmailPayload,
): Email {
  const format = FORMAT_NAMES[payload.storyFormat] ?? payload.storyFormat;
  const reflections = reflectionItems(payload);
  const blocks: EmailBlock[] = [
    { kind: 'heading', text: `Your ${site.appName} journey` },
    { kind: 'note', text: formatWhen(payload.timestamp, payload.timeZone) },
    { kind: 'pairs', items: [{ label: 'How you were feeling', text: payload.mood }] },
    {
      kind: 'passage',
      title: `Your ${format.toLowerCase()}: ${payload.storyTitle}`,
      text: payload.storyContent,
    },
  ];
  if (reflections.length) {
    blocks.push(
      { kind: 'heading', text: 'Your reflections' },
      { kind: 'pairs', items: reflections },
    );
  }
  blocks.push(
    {
      kind: 'paragraph',
      text: `This journey has now been erased from ${site.appName}: this email is the only copy.`,
    },
    { kind: 'button', label: 'Begin another journey', url: `${site.appUrl}/journey` },
  );
  return {
    to,
    subject: `Your ${site.appName} journey: ${payload.storyTitle}`,
    preheader: `Your ${format.toLowerCase()}, and what you reflected on it.`,
    category: 'journey',
    blocks,
  };
}
