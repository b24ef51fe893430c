// Events of the accounts module, each a zod schema of its current version (the TypeScript types
// are inferred from them). Personal data (username, email, password hash) never appears in the
// clear: it travels as `sealed` text, encrypted with the person's own key (crypto-shredding:
// deleting the key makes every copy unreadable). Lookup keys are keyed hashes of the normalised
// username or email, for uniqueness and sign-in, and reveal nothing by themselves.
import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/event-catalogue';
import { passwordChangedV1toV2, passwordChangedV2 } from './password-changed.versions';

const userId = z.number().int().positive();
const isoDate = z.string().min(1);
const tokenRequest = z.object({ userId, tokenHash: z.string().min(1), expiresAt: isoDate });

export const accountsEvents = {
  UserSignedUp: defineEvent(
    'UserSignedUp',
    z.object({
      userId,
      usernameKey: z.string().min(1),
      emailKey: z.string().min(1),
      /** {username, email}, sealed with the user's key. */
      sealedIdentity: z.string().min(1),
      /** The bcrypt hash, sealed with the user's key. */
      sealedPassword: z.string().min(1),
      signedUpAt: isoDate,
      /** Reminders and news asked for at sign-up (opt-in). Absent on sign-ups from before the
       * question: those accounts keep what they had (no email_preferences row: they accept). */
      engagement: z.boolean().optional(),
    }),
  ),
  PasswordChanged: defineEvent('PasswordChanged', passwordChangedV2, [passwordChangedV1toV2]),
  /** Only the SHA-256 of the token is kept; the token itself is only in the email. */
  PasswordResetRequested: defineEvent('PasswordResetRequested', tokenRequest),
  /** Only the SHA-256 of the token is kept; the token itself is only in the email. */
  EmailConfirmationRequested: defineEvent('EmailConfirmationRequested', tokenRequest),
  /** The address of the account was shown to be the person's own (they opened the link). */
  EmailConfirmed: defineEvent('EmailConfirmed', z.object({ userId, confirmedAt: isoDate })),
  AdminGranted: defineEvent('AdminGranted', z.object({ userId })),
  AdminRevoked: defineEvent('AdminRevoked', z.object({ userId })),
  /** The auditor role: reads the event log and runs its checks, changes nothing. */
  AuditorGranted: defineEvent('AuditorGranted', z.object({ userId })),
  AuditorRevoked: defineEvent('AuditorRevoked', z.object({ userId })),
  UserDeleted: defineEvent('UserDeleted', z.object({ userId, deletedAt: isoDate })),
  /** Reservation streams hold a unique name (a username or an email) for one user at a time. */
  NameClaimed: defineEvent('NameClaimed', z.object({ userId })),
  NameReleased: defineEvent('NameReleased', z.object({ userId })),
};

export type PasswordChangeReason = z.infer<typeof passwordChangedV2>['reason'];

export type UserSignedUp = EventOf<typeof accountsEvents.UserSignedUp>;
export type PasswordChanged = EventOf<typeof accountsEvents.PasswordChanged>;
export type PasswordResetRequested = EventOf<typeof accountsEvents.PasswordResetRequested>;
export type EmailConfirmationRequested = EventOf<typeof accountsEvents.EmailConfirmationRequested>;
export type EmailConfirmed = EventOf<typeof accountsEvents.EmailConfirmed>;
export type AdminGranted = EventOf<typeof accountsEvents.AdminGranted>;
export type AdminRevoked = EventOf<typeof accountsEvents.AdminRevoked>;
export type AuditorGranted = EventOf<typeof accountsEvents.AuditorGranted>;
export type AuditorRevoked = EventOf<typeof accountsEvents.AuditorRevoked>;
export type UserDeleted = EventOf<typeof accountsEvents.UserDeleted>;
export type NameClaimed = EventOf<typeof accountsEvents.NameClaimed>;
export type NameReleased = EventOf<typeof accountsEvents.NameReleased>;

export type UserEvent =
  | UserSignedUp
  | PasswordChanged
  | PasswordResetRequested
  | EmailConfirmationRequested
  | EmailConfirmed
  | AdminGranted
  | AdminRevoked
  | AuditorGranted
  | AuditorRevoked
  | UserDeleted;

export type ReservationEvent = NameClaimed | NameReleased;

export const userStreamId = (userId: number) => `user-${userId}`;
export const reservationStreamId = (kind: 'username' | 'email', lookupKey: string) =>
  `reservation-${kind}-${lookupKey}`;
