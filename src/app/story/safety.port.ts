// The Safety port: every text a person writes is read for crisis language before anything is made
// from it. The story module's adapter (src/infra/story/safety) decides the tier (none, check-in or
// crisis; src/domain/story/safety/safety-tier.ts) and words the reply that goes with it.
import type { CheckInChoice, CheckInQuestion } from '../../domain/story/safety/check-in';
import type { CrisisCategory } from '../../domain/story/safety/crisis-assessment';
import type { CareSetting, CrisisReply } from '../../domain/story/safety/crisis-response';
import type { FlagTier, SafetyTier } from '../../domain/story/safety/safety-tier';

/** Crisis care, as the API sends it. */
export interface CrisisAnswer extends CrisisReply {
  safety: 'crisis';
  /** The field today's client knows crisis care by. */
  crisis: true;
}

/** A check-in, as the API sends it: the message, its help lines, and the question to answer. */
export interface CheckInReply extends Omit<CheckInQuestion, 'question' | 'answers'> {
  safety: 'check-in';
  /**
   * Also true here: a client that knows only crisis care (today's) then shows the check-in with its
   * help lines and does not go on as if nothing had been asked. Clients read `safety` first.
   */
  crisis: true;
  checkIn: {
    question: string;
    answers: CheckInChoice[];
    /** Names the text asked about; an answer "no" must bring it back (`checkInRef`). */
    ref: string;
  };
}

export type SafetyVerdict =
  | { tier: 'none' }
  | { tier: 'check-in'; reply: CheckInReply }
  | { tier: 'crisis'; reply: CrisisAnswer };

export interface DialogueTexts {
  /**
   * Texts already screened when they were new (the mood, earlier answers), oldest first. They are
   * read again for explicit risk (crisis) only: their check-ins were asked when they were new.
   */
  earlier: readonly string[];
  /** The newest text, not screened before: the second opinion reads it too. */
  latest?: string;
}

export interface SafetyCheck {
  /** One new text (a mood); crisis care worded for before the story. */
  check(text: string): Promise<SafetyVerdict>;
  /**
   * A dialogue: every text alone, the recent ones together, the latest one twice; crisis care
   * worded for the chat.
   */
  checkDialogue(texts: DialogueTexts): Promise<SafetyVerdict>;
  /** Crisis care after "Yes" or "I'd rather not say" to a check-in. */
  care(input: {
    where: CareSetting;
    category?: CrisisCategory;
    answer: 'yes' | 'rather_not_say';
  }): CrisisAnswer;
}

/**
 * The meaning readers (the nearest phrasings and the tier reader): a verdict higher than the tier
 * the other readers gave (`tierSoFar`), or null when they add nothing.
 */
export type MeaningCheck = (text: string, tierSoFar?: SafetyTier) => Promise<SecondOpinion | null>;

/** A second opinion's verdict on one text. */
export interface SecondOpinion {
  category: CrisisCategory;
  tier: FlagTier;
}

/** A second opinion (OpenAI moderation): a verdict, or null when the text is fine. */
export type ModerationCheck = (text: string) => Promise<SecondOpinion | null>;
