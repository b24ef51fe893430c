// Account rules shared by the server's validation and its deciders (SPEC.md sections 5 and 9).

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase; the bcrypt pre-hash removes bcrypt's own 72-byte limit. */
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Usernames and emails are unique ignoring case (and surrounding spaces). */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const ACCOUNT_MESSAGES = {
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already registered',
  invalidCredentials: 'Invalid username or password',
  invalidResetToken: 'Invalid reset token. Please request a new password reset link',
  incorrectPassword: 'Incorrect password',
  resetRequested: 'If an account with that email exists, we have sent password reset instructions.',
  resetDone: 'Your password has been reset. You can now log in with your new password.',
  deleted: 'Your account and its data have been deleted.',
  notSignedIn: 'Please log in to continue.',
  notAdmin: "You don't have permission to view this page.",
  userNotFound: 'User not found',
} as const;
