// Screening a journey call's words, with the person's answer to a check-in if they gave one. The
// words are always screened again (an answer is never trusted on its own): "yes" or "I'd rather
// not say" leads to crisis care; "no" lets only a check-in about these same words pass (its `ref`
// names them), never explicit risk and never other words.
import {
  CHECK_IN_ACKNOWLEDGEMENT,
  settleCheckIn,
  type CheckInAnswer,
} from '../../domain/story/safety/check-in';
import type { CareSetting } from '../../domain/story/safety/crisis-response';
import type {
  CheckInReply,
  CrisisAnswer,
  DialogueTexts,
  SafetyCheck,
  SafetyVerdict,
} from './safety.port';

/** The answer to a check-in a request may carry (see journeys.schemas.ts). */
export interface CheckInAnswered {
  checkIn?: CheckInAnswer;
  /** The `checkIn.ref` of the check-in answered. */
  checkInRef?: string;
}

export type Screening =
  | { go: true; /** Answered "no": the reply opens with thanks. */ thanks: boolean }
  | { go: false; reply: CrisisAnswer | CheckInReply };

/** What the verdict and the answer together mean for the call. */
export function settle(
  safety: Pick<SafetyCheck, 'care'>,
  verdict: SafetyVerdict,
  answered: CheckInAnswered,
  where: CareSetting,
): Screening {
  const { checkIn, checkInRef } = answered;
  const answersThisText =
    verdict.tier === 'check-in' &&
    checkInRef !== undefined &&
    checkInRef === verdict.reply.checkIn.ref;
  switch (settleCheckIn(verdict.tier, checkIn, answersThisText)) {
    case 'go-on':
      return { go: true, thanks: false };
    case 'go-on-with-thanks':
      return { go: true, thanks: true };
    case 'ask':
      // settleCheckIn asks only about a check-in.
      return { go: false, reply: (verdict as Extract<SafetyVerdict, { tier: 'check-in' }>).reply };
    case 'care':
      if (verdict.tier === 'crisis') return { go: false, reply: verdict.reply };
      return {
        go: false,
        // The check-in asked about one's own life unless it was about abuse.
        reply: safety.care({
          where,
          category: (verdict.tier === 'check-in' ? verdict.reply.category : undefined) ?? 'suicide',
          answer: checkIn === 'rather_not_say' ? 'rather_not_say' : 'yes',
        }),
      };
  }
}

/** A new text (a mood, before the story). */
export async function screenText(
  safety: SafetyCheck,
  text: string,
  answered: CheckInAnswered,
): Promise<Screening> {
  return settle(safety, await safety.check(text), answered, 'mood');
}

/** The texts of the reflection chat. */
export async function screenDialogue(
  safety: SafetyCheck,
  texts: DialogueTexts,
  answered: CheckInAnswered,
): Promise<Screening> {
  return settle(safety, await safety.checkDialogue(texts), answered, 'chat');
}

/** The reply's text, opened with thanks after "no". */
export function withThanks(thanks: boolean, text: string): string {
  return thanks ? `${CHECK_IN_ACKNOWLEDGEMENT} ${text}`.trim() : text;
}
