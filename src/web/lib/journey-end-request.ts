// Before something outside the journey feature erases an active journey (the landing page's
// Begin Your Journey), it asks. The Active Journey bar, on every page while a journey is active,
// answers with the journey's own question: keep it, Email & End, or erase it. Features do not
// import each other, so they meet through this event.
export const JOURNEY_END_REQUEST_EVENT = 'lantern:journey-end-request';

export interface JourneyEndRequest {
  /** Runs once the person chose to erase the journey (and it has been erased). */
  onErased: () => void;
}

/**
 * Asks the person what to do with the active journey. True when the question was put to them;
 * false when nothing on the page could ask (then nothing has been erased).
 */
export function requestJourneyEnd(onErased: () => void): boolean {
  const event = new CustomEvent<JourneyEndRequest>(JOURNEY_END_REQUEST_EVENT, {
    detail: { onErased },
    cancelable: true,
  });
  // Whoever asks the question takes the event by cancelling it.
  return !window.dispatchEvent(event);
}
