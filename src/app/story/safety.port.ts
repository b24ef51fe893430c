// The Safety port: every text a person writes is read for crisis language before anything is made
// from it. The story module's adapter (src/infra/story/safety) answers with crisis care, or null
// when the journey may go on.
import type { CrisisCategory } from '../../domain/story/safety/crisis-assessment';
import type { CrisisReply } from '../../domain/story/safety/crisis-response';

export interface CrisisAnswer extends CrisisReply {
  crisis: true;
}

export interface DialogueTexts {
  /** Texts already screened when they were new (the mood, earlier answers), oldest first. */
  earlier: readonly string[];
  /** The newest text, not screened before: the second opinion reads it too. */
  latest?: string;
}

export interface SafetyCheck {
  /** One new text (a mood). */
  check(text: string): Promise<CrisisAnswer | null>;
  /** A dialogue: every text alone, the recent ones together, the latest one twice. */
  checkDialogue(texts: DialogueTexts): Promise<CrisisAnswer | null>;
}

/** A second opinion: a category, or null when the text is fine. */
export type ModerationCheck = (text: string) => Promise<CrisisCategory | null>;
