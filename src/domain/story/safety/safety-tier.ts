// The three answers of the safety check (issue 35). Every text a person writes is read for crisis
// language first; what it finds decides how the journey goes on:
//   - none: the journey goes on;
//   - check-in: the signal is uncertain (indirect words, one statistical reader alone, risk that
//     builds across answers): the person is asked directly and warmly, as clinical screening
//     does, whether they are having thoughts of ending their life or of hurting themselves;
//   - crisis: explicit intent, a plan, means, an attempt, a goodbye, current abuse, or a "yes" to
//     a check-in: crisis care (crisis-response.ts).

export const SAFETY_TIERS = ['none', 'check-in', 'crisis'] as const;
export type SafetyTier = (typeof SAFETY_TIERS)[number];
/** The tier of a flagged text. */
export type FlagTier = Exclude<SafetyTier, 'none'>;

const RANK: Readonly<Record<SafetyTier, number>> = { none: 0, 'check-in': 1, crisis: 2 };

/** The more serious of two tiers. */
export function higherTier<T extends SafetyTier>(a: T, b: T): T {
  return RANK[b] > RANK[a] ? b : a;
}

export function isAtLeast(tier: SafetyTier, floor: SafetyTier): boolean {
  return RANK[tier] >= RANK[floor];
}
