// The accounts module's settings: personal-data keys, password hashing and the abuse limits of
// sign-up, log-in, password reset and email confirmation.
import { z } from 'zod';
import { positiveInt } from '../config/platform-settings';

export const accountsSettings = z.object({
  /** No longer used (lookups are keyed by the key-encryption key); a warning if set. */
  LOOKUP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Key-encryption keys (outside the database); default DATA_DIR/keys. */
  KEYS_DIR: z.string().min(1).optional(),
  /** After an account deletion, the key-encryption key rotates within this many minutes. */
  KEY_ROTATION_MINUTES: positiveInt.default(60),
  BCRYPT_COST: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(10, 'must be at least 10')
    .max(15, 'must be at most 15')
    .default(11),
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  SIGNUPS_PER_HOUR_PER_IP: positiveInt.default(20),
  RESET_REQUESTS_PER_HOUR_PER_EMAIL: positiveInt.default(5),
  RESET_REQUESTS_PER_HOUR_PER_IP: positiveInt.default(20),
  /** A sign-up that failed after claiming its names frees them after this many seconds. */
  ABANDONED_SIGN_UP_SECONDS: positiveInt.default(600),
  /** New confirmation links one person may ask for in an hour (more get the same answer, no mail). */
  CONFIRMATION_EMAILS_PER_HOUR_PER_USER: positiveInt.default(3),
});

export type AccountsSettings = z.infer<typeof accountsSettings>;
