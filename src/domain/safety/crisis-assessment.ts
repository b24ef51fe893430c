import type { CrisisCategory } from './crisis-rule';

export interface CrisisAssessment {
  flagged: boolean;
  category?: CrisisCategory;
  /** Which kind of language was found (a fixed phrase; never the person's words). */
  reason?: string;
}
