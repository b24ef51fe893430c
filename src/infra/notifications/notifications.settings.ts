// The notifications module's settings: how long mail that follows an event is retried.
import { z } from 'zod';
import { positiveInt } from '../config/platform-settings';

export const notificationsSettings = z.object({
  /** Hours a message the mail server cannot take for now (down, 4xx) is retried before it is given up. */
  MAIL_RETRY_HOURS: positiveInt.default(24),
  /** Attempts a message the mail server refuses for good (5xx) gets before it is given up. */
  MAIL_PERMANENT_FAILURE_ATTEMPTS: positiveInt.default(3),
});
