// The journey's texts, delays and limits (SPEC.md sections 2, 4, 8 and 9), word for word.
import { FREE_JOURNEYS_PER_PERIOD } from '../../../domain/allowance/allowance-rules';
import { JOURNEY_FAILURES } from '../../../domain/story/journey-messages';
import { STORY_FORMATS, type StoryFormat } from '../../../domain/story/story-format';

/** SPEC.md section 9: milliseconds per character of typed-out text. */
export const TYPING_MS = {
  /** AI chat messages (mood response, welcome, errors). */
  message: 15,
  /** The story, typed as it streams in. */
  story: 10,
  /** Reflection questions and the replies around them. */
  reflection: 20,
} as const;

/** A sentence end ('.', '!' or '?', then a space or line break) pauses this many characters long. */
export const SENTENCE_PAUSE_CHARS = 20;
/** A line break (a new line of a poem, a new paragraph) pauses this many characters long. */
export const LINE_PAUSE_CHARS = 8;
/**
 * Test-only speed-up: a number in localStorage under this key multiplies every typing delay
 * (0 types instantly; the end-to-end test sets it). Absent or unreadable means 1.
 */
export const TYPING_SCALE_KEY = 'lanternTypingScale';

/** SPEC.md section 9: the chat input grows up to this height, then scrolls. */
export const CHAT_INPUT_MAX_HEIGHT_PX = 200;
/** SPEC.md section 2: Login Required redirects to /auth after 1.5 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
/** SPEC.md section 9: story content shorter than this does not keep a journey alive off /journey. */
export const MIN_STORY_CONTENT_LENGTH = 10;
/** SPEC.md section 9: the email dialog shows its success this long before closing. */
export const EMAIL_SUCCESS_DELAY_MS = 1200;
/** SPEC.md section 9: redirect to / this long after a journey ends. */
export const JOURNEY_END_REDIRECT_MS = 100;
/** SPEC.md section 9: the Journey Completed toast shows for 5 s. */
export const JOURNEY_COMPLETED_TOAST_MS = 5000;
/** SPEC.md section 9: the grounding card follows a follow-up question with a 33% chance. */
export const GROUNDING_CHANCE = 0.33;
/** How often the breathing exercise updates its progress. */
export const BREATHING_TICK_MS = 100;
/** SPEC.md sections 1 and 9: free journeys per month; each is 33.33% of the badge's bar. */
export const FREE_JOURNEYS_PER_MONTH = FREE_JOURNEYS_PER_PERIOD;
export const PERCENT_PER_JOURNEY = 33.33;

/** Opens the journey screen's FAQ dialog: `window.dispatchEvent(new Event(JOURNEY_FAQ_EVENT))`. */
export const JOURNEY_FAQ_EVENT = 'lantern:open-journey-faq';

export { STORY_FORMATS, type StoryFormat };

export const FORMAT_LABELS: Record<StoryFormat, { label: string; hint: string }> = {
  fable: { label: 'Fable', hint: 'A short tale with animals and a moral' },
  story: { label: 'Story', hint: 'A person, a turn and a resolution' },
  poem: { label: 'Poem', hint: 'A few stanzas to sit with' },
};

/** The chat's texts (SPEC.md sections 4 and 8). */
export const JOURNEY_TEXT = {
  welcome: 'Welcome. How are you feeling today? Tell me in a few words or a few lines.',
  newJourney: "Let's start a new journey. How are you feeling now?",
  moodFailure: JOURNEY_FAILURES.mood,
  storyFailure: JOURNEY_FAILURES.story,
  exploreAnother: 'Would you like to explore another aspect of this story?',
  chooseFormat: 'Which would you like: a fable, a story or a poem?',
  aiNotice:
    'Replies on this page are written by software, not by a person. They are not a substitute for therapy or professional care.',
} as const;

/** Asked before a new journey erases an active one (Start new journey, Begin Your Journey). */
export const NEW_JOURNEY_DIALOG = {
  title: 'Start a new journey?',
  description:
    'The journey under way will be erased: its story and reflections cannot be recovered. To keep them, email the journey to yourself first.',
  keep: 'Keep My Journey',
  email: 'Email & End',
  erase: 'Erase and Start New',
} as const;

/** Said plainly on the journey screen: the journey lives only in this tab. */
export const TAB_NOTICE =
  'Your journey lives only in this browser tab: closing the tab erases it, and we keep no copy. To keep it, email it to yourself with Email & End Journey once your story has arrived.';

/** SPEC.md section 8, "Email journey". */
export const EMAIL_TOASTS = {
  failed: { title: 'Failed to send email', description: 'Please try again later' },
  sent: {
    title: 'Journey emailed successfully!',
    description: 'Check your inbox for your journey reflection.',
  },
  ended: {
    title: 'Journey Ended',
    description: 'Your journey has been ended and all data has been erased.',
  },
  completed: {
    title: 'Journey Completed',
    description:
      'Your journey was emailed and has been erased from our system. Start a new journey anytime.',
  },
} as const;

/** SPEC.md section 8, "Story flow": the grounding card's error. */
export const GROUNDING_ERROR = {
  title: 'Oops, something went wrong',
  description: "We couldn't load the grounding tools right now",
} as const;
