// What the crisis detector says about one text (shared by the rules and the model).
import type { CrisisCategory } from './crisis-rule';

export interface CrisisAssessment {
  flagged: boolean;
  category?: CrisisCategory;
  /** Which kind of language was found (a fixed phrase; never the person's words). */
  reason?: string;
}
