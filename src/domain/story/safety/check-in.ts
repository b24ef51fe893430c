// The check-in: what the app says when the signal is uncertain (see safety-tier.ts), and what an
// answer to it means. It asks directly and warmly, as clinical screening does (asking about
// suicide does not put the idea there), offers three answers to tap and keeps the help lines one
// tap away. "Yes" and "I'd rather not say" lead to crisis care; "No, not like that" lets the
// journey go on, with a word of thanks, but never past explicit risk (the crisis tier).
import type { CrisisCategory } from './crisis-assessment';
import { EMERGENCY_LINE } from './crisis-response';
import { DEFAULT_CRISIS_RESOURCES, resourcesFor, type CrisisResource } from './crisis-resources';
import type { SafetyTier } from './safety-tier';

export const CHECK_IN_ANSWERS = ['yes', 'no', 'rather_not_say'] as const;
export type CheckInAnswer = (typeof CHECK_IN_ANSWERS)[number];

export interface CheckInChoice {
  value: CheckInAnswer;
  /** The words on the button. */
  label: string;
}

/** The answers to tap, in the order shown. */
export const CHECK_IN_CHOICES: readonly CheckInChoice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No, not like that' },
  { value: 'rather_not_say', label: "I'd rather not say" },
];

/** Said before the mood reply or the next question after "No, not like that". */
export const CHECK_IN_ACKNOWLEDGEMENT = 'Thank you for telling me, and for letting me ask.';

/** What the check-in asks about: one's own life (suicide, self-harm) or someone else's harm. */
type Concern = 'own_life' | 'abuse';

const OPENING: Readonly<Record<Concern, string>> = {
  own_life:
    'It sounds like you are carrying something really heavy right now, and I would like to ask you directly, because it matters.',
  abuse:
    'It sounds like something really hard is going on, and I would like to ask you directly, because it matters.',
};

export const CHECK_IN_QUESTIONS: Readonly<Record<Concern, string>> = {
  own_life: 'Are you having any thoughts of ending your life, or of hurting yourself?',
  abuse: 'Is someone hurting you, or making you feel unsafe?',
};

const INVITATION =
  'Whatever the answer, it is okay to tell me. If you would like to talk to someone now, you can reach them here:';

export interface CheckInQuestion {
  /** The whole message to show: the opening, the question and the help lines. */
  response: string;
  /** The lines named in the message, to show as links or buttons. */
  resources: CrisisResource[];
  category?: CrisisCategory;
  /** The question alone (also inside `response`) and the answers to tap. */
  question: string;
  answers: CheckInChoice[];
}

/** The check-in; `resources` defaults to the built-in lines. */
export function composeCheckIn(input: {
  category?: CrisisCategory;
  resources?: readonly CrisisResource[];
}): CheckInQuestion {
  const concern: Concern = input.category === 'abuse' ? 'abuse' : 'own_life';
  const lines = resourcesFor(input.category, input.resources ?? DEFAULT_CRISIS_RESOURCES);
  const list = lines.map((r) => `• ${r.region}: ${r.line}`).join('\n');
  const question = CHECK_IN_QUESTIONS[concern];
  const response = [
    `${OPENING[concern]} ${question}`,
    lines.length > 0 ? `${INVITATION}\n${list}` : '',
    EMERGENCY_LINE,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    response,
    resources: lines.map((r) => ({ ...r })),
    ...(input.category ? { category: input.category } : {}),
    question,
    answers: CHECK_IN_CHOICES.map((choice) => ({ ...choice })),
  };
}

/**
 * What the journey does with a screened text, given the person's answer to a check-in, if any.
 * `answersThisText`: the answer was given to a check-in about this very text (a "no" about one
 * text never lets another through).
 *   - crisis tier: crisis care, whatever the answer ("no" cannot override explicit risk);
 *   - "yes" or "I'd rather not say": crisis care;
 *   - check-in tier: "no" about this text goes on, with thanks; otherwise the check-in is asked;
 *   - none: goes on (with thanks after a "no").
 */
export type CheckInOutcome = 'go-on' | 'go-on-with-thanks' | 'ask' | 'care';

export function settleCheckIn(
  tier: SafetyTier,
  answer: CheckInAnswer | undefined,
  answersThisText: boolean,
): CheckInOutcome {
  if (tier === 'crisis') return 'care';
  if (answer === 'yes' || answer === 'rather_not_say') return 'care';
  if (tier === 'check-in') return answer === 'no' && answersThisText ? 'go-on-with-thanks' : 'ask';
  return answer === 'no' ? 'go-on-with-thanks' : 'go-on';
}
