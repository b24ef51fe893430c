import type { ReactNode } from 'react';
import type { MessageKind } from '../journey.types';

export interface ReadAloudSlotProps {
  /** The text as shown (fully typed out). */
  text: string;
  /** message: AI chat message; story: the story; reflection: a reflection question or reply. */
  kind: MessageKind;
}

/**
 * Where the read-aloud controls (SPEC.md section 2: read-aloud controls with a voice choice) go:
 * beside every AI message, the story and the reflections, once the text is fully typed. It
 * renders nothing yet; the speech feature fills it in (e.g. with its ReadAloudButton), or the
 * journey page's `renderReadAloud` prop replaces it.
 */
export function ReadAloudSlot(_props: ReadAloudSlotProps) {
  return null;
}

/** Renders the read-aloud controls for one text. */
export type RenderReadAloud = (text: string, kind: MessageKind) => ReactNode;

export const defaultRenderReadAloud: RenderReadAloud = (text, kind) => (
  <ReadAloudSlot text={text} kind={kind} />
);
