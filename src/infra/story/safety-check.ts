// Checks a person's words for crisis language before any story is made. A flagged text gets a
// warm reply that points to help (crisis lines from CRISIS_RESOURCES) and no story. A second
// opinion (e.g. OpenAI moderation) may be added. Never logs the text.
import { detectCrisis, type CrisisCategory } from '../../domain/safety/crisis-detector';
import type { CrisisResource } from '../../domain/safety/crisis-resources';
import { composeCrisisResponse, type CrisisReply } from '../../domain/safety/crisis-response';

export interface CrisisAnswer extends CrisisReply {
  crisis: true;
}

export interface SafetyCheck {
  check(text: string): Promise<CrisisAnswer | null>;
}

/** A second opinion: a category, or null when the text is fine. */
export type ModerationCheck = (text: string) => Promise<CrisisCategory | null>;

export function createSafetyCheck(options: {
  resources: readonly CrisisResource[];
  moderation?: ModerationCheck;
}): SafetyCheck {
  return {
    async check(text) {
      const local = detectCrisis(text);
      const category = local.flagged
        ? local.category
        : ((await options.moderation?.(text).catch(() => null)) ?? undefined);
      if (!local.flagged && !category) return null;
      return { crisis: true, ...composeCrisisResponse({ category, resources: options.resources }) };
    },
  };
}
