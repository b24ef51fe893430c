import type { ReactNode } from 'react';
import type { ReadAloudKind } from '../lib/speech-settings';
import { ReadAloudButton } from './read-aloud-button';

/**
 * Read-aloud controls for one fully shown text, in the shape of the journey screen's
 * `renderReadAloud(text, kind)` slot: Listen/Stop for AI messages and reflections, and for the
 * story also the voice choice and (over 500 characters) the progress bar. To highlight the
 * sentence being read, show the text with <ReadAlongText text={text} /> (it follows on its own).
 */
export function renderReadAloud(text: string, kind: ReadAloudKind): ReactNode {
  return (
    <ReadAloudButton text={text} kind={kind} showVoicePicker={kind === 'story'} className="mt-2" />
  );
}
