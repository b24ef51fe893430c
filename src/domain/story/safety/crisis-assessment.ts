// What the crisis detector says about one text (shared by the rules and the model).

/** The kinds of crisis the app answers with care instead of a story. */
export type CrisisCategory = 'suicide' | 'self_harm' | 'abuse';

export interface CrisisAssessment {
  flagged: boolean;
  category?: CrisisCategory;
  /** Which kind of language was found (a fixed phrase; never the person's words). */
  reason?: string;
}
