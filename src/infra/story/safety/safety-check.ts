// Checks a person's words for crisis language before any story, question or grounding set is
// made, and decides the tier (src/domain/story/safety/safety-tier.ts):
//   - the rules give each kind of language its tier (rule-tiers.ts): explicit intent, a plan,
//     means, an edge, an attempt, a goodbye, self-harm done or abuse is crisis; a wish to be gone,
//     a burden, hopelessness or several moderate signs together is a check-in;
//   - the statistical reader (model/) and the meaning reader (meaning-check.ts) alone: check-in;
//   - risk that builds across the answers of a dialogue: check-in (conversation-risk.ts);
//   - the second opinion (OpenAI moderation, openai-moderation.ts) says its own tier: self-harm
//     intent or instructions, or violence against the person, is crisis; self-harm alone is a
//     check-in.
// A text takes the highest tier any reader gives it. Crisis gets a warm reply that points to help
// (crisis lines from CRISIS_RESOURCES) and no story, worded for where it is given; a check-in asks
// directly, with its help lines, and names the text it asks about (`ref`) so that an answer "no"
// applies to that text only. The meaning reader and the second opinion read each text once, when
// it is new. Nothing is kept or logged: the texts live in this request.
import { createHash } from 'node:crypto';
import type {
  CheckInReply,
  CrisisAnswer,
  DialogueTexts,
  MeaningCheck,
  ModerationCheck,
  SafetyCheck,
  SafetyVerdict,
} from '../../../app/story/safety.port';
import { composeCheckIn } from '../../../domain/story/safety/check-in';
import type { CrisisAssessment } from '../../../domain/story/safety/crisis-assessment';
import type { CrisisResource } from '../../../domain/story/safety/crisis-resources';
import {
  composeCrisisResponse,
  type CareSetting,
} from '../../../domain/story/safety/crisis-response';
import { higherTier, type SafetyTier } from '../../../domain/story/safety/safety-tier';
import { assessConversation } from './conversation-risk';
import { detectCrisis, type CrisisCategory } from './crisis-detector';

export type {
  CrisisAnswer,
  DialogueTexts,
  MeaningCheck,
  ModerationCheck,
  SafetyCheck,
  SafetyVerdict,
};

/**
 * Names the text a check-in asks about, without holding it: the same on every server, so an
 * answer "no" sent back with it applies to that text and to no other.
 */
export function checkInRef(text: string): string {
  return createHash('sha256')
    .update('lantern-tales check-in\n')
    .update(text.trim())
    .digest('base64url')
    .slice(0, 22);
}

export function createSafetyCheck(options: {
  resources: readonly CrisisResource[];
  /** The built-in detector's third reader (meaning-check.ts). */
  meaning?: MeaningCheck;
  moderation?: ModerationCheck;
}): SafetyCheck {
  const crisisAnswer = (
    where: CareSetting,
    category: CrisisCategory | undefined,
    ratherNotSay = false,
  ): CrisisAnswer => ({
    safety: 'crisis',
    crisis: true,
    ...composeCrisisResponse({ category, resources: options.resources, where, ratherNotSay }),
  });
  const checkInAnswer = (category: CrisisCategory | undefined, text: string): CheckInReply => {
    const { question, answers, ...message } = composeCheckIn({
      category,
      resources: options.resources,
    });
    return {
      safety: 'check-in',
      crisis: true,
      ...message,
      checkIn: { question, answers, ref: checkInRef(text) },
    };
  };
  // A reader that fails counts as "fine": the detector's rules and statistical reader have read
  // the text already, and the journey goes on.
  const ask = async <T>(
    check: ((text: string, tierSoFar: SafetyTier) => Promise<T | null>) | undefined,
    text: string,
    tierSoFar: SafetyTier,
  ) => (await check?.(text, tierSoFar).catch(() => null)) ?? null;

  /** The verdict from the detector's assessment and the second opinions on the new text. */
  async function decide(
    local: CrisisAssessment,
    newText: string | undefined,
    where: CareSetting,
  ): Promise<SafetyVerdict> {
    let tier: SafetyTier = local.flagged ? (local.tier ?? 'crisis') : 'none';
    let category = local.category;
    if (tier !== 'crisis' && newText?.trim()) {
      const opinions = await Promise.all([
        ask(options.meaning, newText, tier),
        ask(options.moderation, newText, tier),
      ]);
      for (const opinion of opinions)
        if (opinion && higherTier(tier, opinion.tier) !== tier) {
          tier = opinion.tier;
          category = opinion.category;
        }
    }
    if (tier === 'crisis') return { tier, reply: crisisAnswer(where, category) };
    // A check-in is always about a new text: texts screened before are read for crisis only.
    if (tier === 'check-in' && newText !== undefined)
      return { tier, reply: checkInAnswer(category, newText) };
    return { tier: 'none' };
  }

  return {
    async check(text) {
      return decide(detectCrisis(text), text, 'mood');
    },
    async checkDialogue(texts: DialogueTexts) {
      return decide(assessConversation(texts), texts.latest, 'chat');
    },
    care({ where, category, answer }) {
      return crisisAnswer(where, category, answer === 'rather_not_say');
    },
  };
}
