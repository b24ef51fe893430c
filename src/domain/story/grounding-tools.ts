// The grounding tools a journey may offer (SPEC.md section 3, "Grounding tools response").

export interface BreathingStep {
  name: string;
  instruction: string;
  /** Seconds. */
  duration: number;
}

export interface BreathingExercise {
  title: string;
  description: string;
  steps: BreathingStep[];
}

export interface GroundingTools {
  quote: string;
  quoteAuthor: string;
  affirmations: string[];
  breathingExercise: BreathingExercise;
}
