// Account rules shared by the server's validation and its deciders (SPEC.md sections 5 and 9).

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase; the bcrypt pre-hash removes bcrypt's own 72-byte limit. */
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** A confirmation link may sit in an inbox for a while: it works for a week. */
export const EMAIL_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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
  userNotFound: 'User not found',
  invalidConfirmationToken:
    'This confirmation link is not valid: it has expired, was already used, or a newer one was sent. Send a new one from your account page.',
  emailConfirmed: 'Thank you: your email address is confirmed.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  /** The same answer whether a link went out or the hourly limit held it back (the newest one still works). */
  confirmationSent:
    'Check your inbox for the confirmation link. We send only a few an hour: if you asked several times, use the newest email.',
  emailNotConfirmed:
    'Please confirm your email address first: use the link we sent you, or send a new one from your account page.',
  noEmailToConfirm: 'Your account has no email address to confirm.',
  tooManySignUps: 'Too many sign-ups from this network. Please try again later.',
  tooManyResets: 'Too many password reset requests. Please try again later.',
} as const;
