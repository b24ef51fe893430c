// Checks a person's words for crisis language before any story, question or grounding set is
// made. A flagged text gets a warm reply that points to help (crisis lines from CRISIS_RESOURCES)
// and no story. The built-in detector reads every text; its third reader (the meaning check, by
// sentence embeddings) and a second opinion (e.g. OpenAI moderation) read each text once, when it
// is new. Dialogues are also read as a whole, so risk that builds across several answers is
// noticed. Nothing is kept or logged: the texts live in this request.
import type {
  CrisisAnswer,
  DialogueTexts,
  ModerationCheck,
  SafetyCheck,
} from '../../../app/story/safety.port';
import { assessConversation } from './conversation-risk';
import { detectCrisis, type CrisisCategory } from './crisis-detector';
import type { CrisisResource } from '../../../domain/story/safety/crisis-resources';
import { composeCrisisResponse } from '../../../domain/story/safety/crisis-response';

export type { CrisisAnswer, DialogueTexts, ModerationCheck, SafetyCheck };

export function createSafetyCheck(options: {
  resources: readonly CrisisResource[];
  /** The built-in detector's third reader (meaning-check.ts). */
  meaning?: ModerationCheck;
  moderation?: ModerationCheck;
}): SafetyCheck {
  const answer = (category: CrisisCategory | undefined): CrisisAnswer => ({
    crisis: true,
    ...composeCrisisResponse({ category, resources: options.resources }),
  });
  // A check that fails counts as "fine": the detector's rules and statistical reader have read
  // the text already, and the journey goes on.
  const ask = async (check: ModerationCheck | undefined, text: string) =>
    (await check?.(text).catch(() => null)) ?? null;
  const secondOpinion = async (text: string | undefined) => {
    if (!text?.trim()) return null;
    const [meaning, moderation] = await Promise.all([
      ask(options.meaning, text),
      ask(options.moderation, text),
    ]);
    return meaning ?? moderation;
  };

  return {
    async check(text) {
      const local = detectCrisis(text);
      if (local.flagged) return answer(local.category);
      const category = await secondOpinion(text);
      return category ? answer(category) : null;
    },
    async checkDialogue({ earlier, latest }) {
      const local = assessConversation(latest === undefined ? earlier : [...earlier, latest]);
      if (local.flagged) return answer(local.category);
      const category = await secondOpinion(latest);
      return category ? answer(category) : null;
    },
  };
}
