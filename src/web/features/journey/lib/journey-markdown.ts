import type { Journey } from '../journey.types';
import { reflectionTranscript } from './email-payload';

/**
 * Escapes the person's (and the AI's) words so they read as text: a leading "#", "-", "1." or
 * ">" and inline "*", "_", "`", "[" cannot turn into headings, lists, links or code.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/([\\`*_{}[\]()<>#+!|~])/g, '\\$1')
    .replace(/^(\s*)([-=])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/gm, '$1\\$2');
}

/** The journey's day, in the person's own calendar: 2026-12-02. */
export function journeyDate(journey: Journey, now: Date = new Date()): string {
  const when = journey.timestamp ? new Date(journey.timestamp) : now;
  const day = Number.isNaN(when.getTime()) ? now : when;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function journeyFileName(journey: Journey, now: Date = new Date()): string {
  return `lantern-tales-journey-${journeyDate(journey, now)}.md`;
}

const ROLE_LABEL = { question: 'Question', answer: 'You', reply: 'Reply' } as const;

/**
 * The journey as Markdown, with the sections of the journey email (src/app/story/journey-email.ts):
 * the date, the mood, the story with its title and format, and the reflection conversation in
 * order (questions, answers and replies, a crisis reply with its help lines too).
 */
export function journeyMarkdown(journey: Journey, now: Date = new Date()): string {
  const format = journey.format ?? 'story';
  const lines: string[] = [
    '# Your Lantern Tales journey',
    '',
    `Date: ${journeyDate(journey, now)}`,
    '',
    '## How you were feeling',
    '',
    escapeMarkdown(journey.mood),
    '',
    `## Your ${format}: ${escapeMarkdown(journey.storyTitle)}`,
    '',
    escapeMarkdown(journey.storyContent),
  ];
  const transcript = reflectionTranscript(journey);
  if (transcript.length > 0) {
    lines.push('', '## Your reflections');
    for (const turn of transcript) {
      lines.push('', `**${ROLE_LABEL[turn.role]}:** ${escapeMarkdown(turn.text)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
