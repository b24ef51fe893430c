// What a person reads when the storyteller fails on our side: the server answers these, and the
// client shows the same words when the server cannot be reached at all.
export const JOURNEY_FAILURES = {
  mood: "I'm sorry, I couldn't process your mood right now. Please try again.",
  story:
    "I'm having trouble creating your story right now. Please try again or choose a different format.",
  reflection: "I couldn't think of a question just now. Please try again in a moment.",
} as const;
