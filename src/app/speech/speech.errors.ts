// The speech module's errors: code -> HTTP kind and message.
import { SPEECH_MESSAGES } from '../../domain/speech/voices';
import { defineErrors } from '../shared/error-table';

export const speechErrors = defineErrors({
  too_many_speech_requests: {
    kind: 'rate_limited',
    message: 'Too many read-aloud requests. Please wait a minute and try again.',
  },
  speech_in_progress: {
    kind: 'rate_limited',
    message: 'Your audio is still being prepared. Please wait a moment and try again.',
  },
  speech_text_too_long: { kind: 'payload_too_large', message: SPEECH_MESSAGES.tooLong },
  speech_busy: { kind: 'unavailable', message: SPEECH_MESSAGES.serverFailure },
  speech_failed: { kind: 'internal', message: SPEECH_MESSAGES.serverFailure },
});
