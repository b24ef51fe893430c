// Before something outside the journey feature erases an active journey (the landing page's
// Begin Your Journey, Log out), it asks. The Active Journey bar, on every page while a journey is
// active, answers with the journey's own question: keep it, email it first, or erase it. Features
// do not import each other, so they meet through this event.
export const JOURNEY_END_REQUEST_EVENT = 'lantern:journey-end-request';

/** What would end the journey: the question is put in its words. */
export type JourneyEndReason = 'new-journey' | 'log-out';

export interface JourneyEndRequest {
  /** Runs once the person chose to erase the journey (and it has been erased). */
  onErased: () => void;
  /** Defaults to 'new-journey'. */
  reason?: JourneyEndReason;
  /** Runs once the person chose to email the journey first, and it went (and was erased). */
  onEmailed?: () => void;
}

/**
 * Asked before Log out erases an active journey (logging out ends the journey kept in this tab),
 * in the words of "Start a new journey?".
 */
export const LOG_OUT_DIALOG = {
  title: 'Log out and erase your journey?',
  description:
    'Logging out erases the journey under way: its story and reflections cannot be recovered. To keep them, email the journey to yourself first.',
  keep: 'Keep My Journey',
  email: 'Email & Log Out',
  erase: 'Erase and Log Out',
} as const;

/**
 * Asks the person what to do with the active journey. True when the question was put to them;
 * false when nothing on the page could ask (then nothing has been erased).
 */
export function requestJourneyEnd(
  onErased: () => void,
  options: Omit<JourneyEndRequest, 'onErased'> = {},
): boolean {
  const event = new CustomEvent<JourneyEndRequest>(JOURNEY_END_REQUEST_EVENT, {
    detail: { onErased, ...options },
    cancelable: true,
  });
  // Whoever asks the question takes the event by cancelling it.
  return !window.dispatchEvent(event);
}
