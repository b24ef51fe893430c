// The reply to crisis language: warm, plain, pointing to people who can help now, and offering
// the grounding tools. It never makes a story of what the person shared. Worded for where it is
// given: before the story (the mood, the story request) it says no story will be written; in the
// chat (reflection, grounding) the story already exists, so it speaks of pausing the questions.
import type { CrisisCategory } from './crisis-assessment';
import { DEFAULT_CRISIS_RESOURCES, resourcesFor, type CrisisResource } from './crisis-resources';

/** Where crisis care is given: before the story (`mood`) or in the reflection chat (`chat`). */
export type CareSetting = 'mood' | 'chat';

export interface CrisisReply {
  /** The message to show in the chat. */
  response: string;
  /** The lines named in the message, for a client that wants to show them as links or buttons. */
  resources: CrisisResource[];
  category?: CrisisCategory;
  /** Always true: the grounding card should be offered; no story is made. */
  offerGrounding: true;
}

export const EMERGENCY_LINE =
  'If you are in danger right now, please call your local emergency number (911 in the US, 999 or 112 in the UK and Ireland).';

const OPENINGS: Readonly<Record<CrisisCategory | 'unknown', string>> = {
  suicide:
    'I am really glad you told me, and I am so sorry you are carrying this much pain. You deserve support right now from a real person who can be with you in it, and you do not have to go through this alone.',
  self_harm:
    'Thank you for trusting me with this. Hurting yourself is a sign of how much pain you are in, not of anything wrong with you, and you deserve care and support from someone who can help right now.',
  abuse:
    'I am so sorry this is happening to you. No one deserves to be hurt, and what you describe is not your fault. Your safety matters most, and there are people who can help you think it through, confidentially.',
  unknown:
    'Thank you for telling me how things are. What you describe sounds really serious, and you deserve support right now from someone who can help.',
};

/** The opening after "I'd rather not say" to a check-in: no pressure, and the care all the same. */
export const RATHER_NOT_SAY_OPENING =
  'That is completely okay; you do not have to say more than you want to. In case things are heavier than words right now, you deserve support from someone who can be with you in it, and you do not have to go through this alone.';

const GROUNDING_OFFER: Readonly<Record<CareSetting, string>> = {
  mood: 'I will not write a story about this. If it would help while you reach out, we can slow down together: a breathing exercise, a quote and a few kind words are here whenever you want them.',
  chat: 'We can set the questions aside for now. If it would help while you reach out, we can slow down together: a breathing exercise, a quote and a few kind words are here whenever you want them.',
};

/** The full reply; `resources` defaults to the built-in lines, `where` to before the story. */
export function composeCrisisResponse(input: {
  category?: CrisisCategory;
  resources?: readonly CrisisResource[];
  where?: CareSetting;
  /** Care after "I'd rather not say" to a check-in opens without assuming an answer. */
  ratherNotSay?: boolean;
}): CrisisReply {
  const lines = resourcesFor(input.category, input.resources ?? DEFAULT_CRISIS_RESOURCES);
  const list = lines.map((r) => `• ${r.region}: ${r.line}`).join('\n');
  const response = [
    input.ratherNotSay ? RATHER_NOT_SAY_OPENING : OPENINGS[input.category ?? 'unknown'],
    lines.length > 0 ? `You can reach someone now:\n${list}` : '',
    EMERGENCY_LINE,
    GROUNDING_OFFER[input.where ?? 'mood'],
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    response,
    resources: lines.map((r) => ({ ...r })),
    ...(input.category ? { category: input.category } : {}),
    offerGrounding: true,
  };
}
