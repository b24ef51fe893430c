// The journeys module's errors: code -> HTTP kind and message (the allowance decider's rules map
// by their code). The story stream's failure text is also sent inside the stream.
import { JOURNEY_FAILURES } from '../../domain/story/journey-messages';
import { defineErrors } from '../shared/error-table';

export const journeysErrors = defineErrors({
  journey_limit_reached: {
    kind: 'forbidden',
    message:
      "You've used all of your free journeys for this month. Upgrade to Trailblazer for unlimited journeys.",
  },
  journey_has_story: {
    kind: 'conflict',
    message: 'This journey already has its story. Start a new journey for another one.',
  },
  no_open_journey: { kind: 'forbidden', message: 'Please start a journey first.' },
  too_many_ai_requests: {
    kind: 'rate_limited',
    message:
      "You've asked for a lot in a short time. Please take a breath and try again in a little while.",
  },
  mood_failed: { kind: 'unavailable', message: JOURNEY_FAILURES.mood },
  story_failed: { kind: 'unavailable', message: JOURNEY_FAILURES.story },
  reflection_failed: { kind: 'unavailable', message: JOURNEY_FAILURES.reflection },
  no_email_for_journey: {
    kind: 'bad_request',
    message: 'Your account has no email address to send the journey to.',
  },
  journey_email_failed: { kind: 'unavailable', message: 'Failed to send email' },
  too_many_journey_emails: {
    kind: 'rate_limited',
    message: ({ perDay, hours }) =>
      `You can email up to ${perDay} journeys a day. Please try again in ${hours} hour${Number(hours) === 1 ? '' : 's'}.`,
  },
});

/** The text a story stream ends with when the story failed on our side. */
export const STORY_FAILURE = journeysErrors.story_failed.message;
