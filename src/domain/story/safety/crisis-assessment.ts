// What the crisis detector says about one text (shared by the rules and the model).
import type { FlagTier } from './safety-tier';

/** The kinds of crisis the app answers with care instead of a story. */
export type CrisisCategory = 'suicide' | 'self_harm' | 'abuse';

export interface CrisisAssessment {
  flagged: boolean;
  category?: CrisisCategory;
  /** Which kind of language was found (a fixed phrase; never the person's words). */
  reason?: string;
  /**
   * How sure the signal is, when flagged: `crisis` (explicit intent, a plan, means, an attempt, a
   * goodbye, current abuse) or `check-in` (uncertain: the person is asked). Absent: `crisis`.
   */
  tier?: FlagTier;
}
