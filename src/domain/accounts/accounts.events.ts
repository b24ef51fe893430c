// Events of the accounts module. Personal data (username, email, password hash) never appears in
// the clear: it travels as `sealed` text, encrypted with the person's own key (crypto-shredding:
// deleting the key makes every copy unreadable). Lookup keys are keyed hashes of the normalised
// username or email, for uniqueness and sign-in, and reveal nothing by themselves.

export interface UserSignedUp {
  type: 'UserSignedUp';
  data: {
    userId: number;
    usernameKey: string;
    emailKey: string;
    /** {username, email}, sealed with the user's key. */
    sealedIdentity: string;
    /** The bcrypt hash, sealed with the user's key. */
    sealedPassword: string;
    signedUpAt: string;
  };
}

export type PasswordChangeReason = 'reset' | 'admin' | 'user' | 'unknown';

export interface PasswordChanged {
  type: 'PasswordChanged';
  data: { userId: number; sealedPassword: string; reason: PasswordChangeReason; changedAt: string };
}

export interface PasswordResetRequested {
  type: 'PasswordResetRequested';
  /** Only the SHA-256 of the token is kept; the token itself is only in the email. */
  data: { userId: number; tokenHash: string; expiresAt: string };
}

export interface EmailConfirmationRequested {
  type: 'EmailConfirmationRequested';
  /** Only the SHA-256 of the token is kept; the token itself is only in the email. */
  data: { userId: number; tokenHash: string; expiresAt: string };
}

/** The address of the account was shown to be the person's own (they opened the link sent to it). */
export interface EmailConfirmed {
  type: 'EmailConfirmed';
  data: { userId: number; confirmedAt: string };
}

export interface AdminGranted {
  type: 'AdminGranted';
  data: { userId: number };
}

export interface AdminRevoked {
  type: 'AdminRevoked';
  data: { userId: number };
}

export interface UserDeleted {
  type: 'UserDeleted';
  data: { userId: number; deletedAt: string };
}

export type UserEvent =
  | UserSignedUp
  | PasswordChanged
  | PasswordResetRequested
  | EmailConfirmationRequested
  | EmailConfirmed
  | AdminGranted
  | AdminRevoked
  | UserDeleted;

/** Reservation streams hold a unique name (a username or an email) for one user at a time. */
export interface NameClaimed {
  type: 'NameClaimed';
  data: { userId: number };
}

export interface NameReleased {
  type: 'NameReleased';
  data: { userId: number };
}

export type ReservationEvent = NameClaimed | NameReleased;

export const userStreamId = (userId: number) => `user-${userId}`;
export const reservationStreamId = (kind: 'username' | 'email', lookupKey: string) =>
  `reservation-${kind}-${lookupKey}`;
