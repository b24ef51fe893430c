// Every text the auth screens show for validation and failures, word for word from SPEC.md
// sections 5 and 8, and how a failure from the auth state or the API becomes one of them.
import { isApiError } from '../../../lib/api-client';
import { AUTH_ERRORS } from '../../../stores/auth.store';

export interface ToastText {
  title: string;
  description: string;
}

/** Under every new-password field, beside the strength meter (SPEC.md sections 4 and 9). */
export const PASSWORD_HINT =
  'At least 6 characters. A strong password has 8 or more, with upper and lower case letters and a digit.';

/** The Login tab (SPEC.md sections 5 and 8). */
export const LOGIN_MESSAGES = {
  usernameOrEmailRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  failedTitle: 'Login Failed',
  failedDescription: 'Invalid username or password',
  error: 'An error occurred during login',
} as const;

/** The Register tab (SPEC.md sections 5 and 8). */
export const REGISTER_MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPassword: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  failedTitle: 'Registration Failed',
  failedDescription: 'Username or email may already be in use',
  error: 'An error occurred during signup',
  /** SPEC.md section 8's other fallback: a failure that came with no message at all. */
  noMessage: 'Signup failed',
} as const;

/** The sign-up page's toasts (SPEC.md sections 5 and 8). */
export const SIGNUP_MESSAGES = {
  missingInformation: { title: 'Missing information', description: 'Please fill in all fields' },
  passwordsDoNotMatch: {
    title: 'Passwords do not match',
    description: 'Please make sure your passwords match',
  },
  passwordTooShort: {
    title: 'Password too short',
    description: 'Password must be at least 6 characters',
  },
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address' },
  // Not in the spec's list; the server requires it, so the page says so before asking.
  usernameTooShort: {
    title: 'Username too short',
    description: 'Username must be at least 3 characters',
  },
  usernameTakenTitle: 'Username Not Available',
  emailTakenTitle: 'Email Already Registered',
  errorTitle: 'Error Creating Account',
  defaultError: 'Failed to create account. Please try again.',
} as const satisfies Record<string, ToastText | string>;

/** Forgot password (SPEC.md sections 5 and 8). */
export const FORGOT_PASSWORD_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  toastTitle: 'Check Your Email',
  neutralAnswer: 'If an account with that email exists, we have sent password reset instructions.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Reset password (SPEC.md sections 5 and 8). */
export const RESET_PASSWORD_MESSAGES = {
  missingToken: 'Missing reset token...',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  failed: 'Failed to reset password. Please try again',
  invalidToken: 'Invalid reset token. Please request a new password reset link',
  unexpected: 'Something went wrong. Please try again.',
  success: 'Your password has been reset. You can now log in with your new password.',
} as const;

/** The server's duplicate-name messages (SPEC.md section 5). */
const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'Email is already registered';

/**
 * What the Login tab says under 'Login Failed': 'Invalid username or password' for wrong
 * credentials, the server's own words when it gave others (e.g. too many attempts), and 'An error
 * occurred during login' when the server could not be reached.
 */
export function loginFailureDescription(error: string | null): string {
  if (!error || error === AUTH_ERRORS.loginFailed) return LOGIN_MESSAGES.failedDescription;
  if (error === AUTH_ERRORS.loginUnexpected) return LOGIN_MESSAGES.error;
  return error;
}

/**
 * What the Register tab says under 'Registration Failed': 'Username or email may already be in use'
 * for a taken name or address (without telling which), the server's words for anything else it
 * explained (e.g. too many sign-ups), 'An error occurred during signup' when it could not be reached,
 * and 'Signup failed' when the failure came with no message at all.
 */
export function registerFailureDescription(error: string | null): string {
  if (!error) return REGISTER_MESSAGES.noMessage;
  if (error === AUTH_ERRORS.signupUnexpected) return REGISTER_MESSAGES.error;
  if (
    error === AUTH_ERRORS.signupFailed ||
    error.includes(USERNAME_TAKEN) ||
    error.includes(EMAIL_TAKEN)
  ) {
    return REGISTER_MESSAGES.failedDescription;
  }
  return error;
}

/**
 * The sign-up page's destructive toast for a failed sign-up: a friendly title for a taken username
 * or email, else 'Error Creating Account' with the server's message when it sent one.
 */
export function signupFailureToast(error: string | null): ToastText {
  if (error?.includes(USERNAME_TAKEN)) {
    return { title: SIGNUP_MESSAGES.usernameTakenTitle, description: error };
  }
  if (error?.includes(EMAIL_TAKEN)) {
    return { title: SIGNUP_MESSAGES.emailTakenTitle, description: error };
  }
  const fromServer =
    error && error !== AUTH_ERRORS.signupFailed && error !== AUTH_ERRORS.signupUnexpected;
  return {
    title: SIGNUP_MESSAGES.errorTitle,
    description: fromServer ? error : SIGNUP_MESSAGES.defaultError,
  };
}

/** The server's `message` of a failed call, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const message = (error.responseData as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * A failed reset: the server's reason (e.g. 'Invalid reset token. Please request a new password
 * reset link'), 'Failed to reset password. Please try again' when it gave none, and 'Something went
 * wrong. Please try again.' when it could not be reached.
 */
export function resetFailureMessage(error: unknown): string {
  if (!isApiError(error)) return RESET_PASSWORD_MESSAGES.unexpected;
  return serverMessage(error) ?? RESET_PASSWORD_MESSAGES.failed;
}
