// The client-side checks of the auth forms (SPEC.md section 5). The server checks again.
import { PASSWORD_MIN_LENGTH } from './password-strength';
import {
  FORGOT_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  REGISTER_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
  type ToastText,
} from './auth-messages';

export const USERNAME_MIN_LENGTH = 3;

/** A simple address pattern: something, @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** One message per field that failed; a field that passed has no key. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginValues {
  usernameOrEmail: string;
  password: string;
}

/** Login tab: both fields are required; blank after trimming counts as empty. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!values.usernameOrEmail.trim()) {
    errors.usernameOrEmail = LOGIN_MESSAGES.usernameOrEmailRequired;
  }
  if (!values.password.trim()) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

export interface RegistrationValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Register tab: username 3+, a valid email, password 6+, a 6+ confirmation that matches. */
export function validateRegistration(
  values: RegistrationValues,
): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = {};
  if (values.username.trim().length < USERNAME_MIN_LENGTH) {
    errors.username = REGISTER_MESSAGES.usernameTooShort;
  }
  if (!isValidEmail(values.email)) errors.email = REGISTER_MESSAGES.invalidEmail;
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = REGISTER_MESSAGES.passwordTooShort;
  }
  if (values.confirmPassword.length < PASSWORD_MIN_LENGTH) {
    errors.confirmPassword = REGISTER_MESSAGES.confirmPassword;
  } else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = REGISTER_MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}

export interface SignupProblem extends ToastText {
  /** The field to mark and focus. */
  field: keyof RegistrationValues;
}

/**
 * Sign-up page: the first problem in the spec's order (all four fields, matching passwords,
 * length, email), then the username length the server requires; null when all is well.
 */
export function validateSignup(values: RegistrationValues): SignupProblem | null {
  const fields = ['username', 'email', 'password', 'confirmPassword'] as const;
  const missing = fields.find((field) => !values[field].trim());
  if (missing) return { field: missing, ...SIGNUP_MESSAGES.missingInformation };
  if (values.password !== values.confirmPassword) {
    return { field: 'confirmPassword', ...SIGNUP_MESSAGES.passwordsDoNotMatch };
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return { field: 'password', ...SIGNUP_MESSAGES.passwordTooShort };
  }
  if (!isValidEmail(values.email)) return { field: 'email', ...SIGNUP_MESSAGES.invalidEmail };
  if (values.username.trim().length < USERNAME_MIN_LENGTH) {
    return { field: 'username', ...SIGNUP_MESSAGES.usernameTooShort };
  }
  return null;
}

/** Forgot password: the address must contain @. */
export function validateForgotPasswordEmail(email: string): string | undefined {
  return email.includes('@') ? undefined : FORGOT_PASSWORD_MESSAGES.invalidEmail;
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** Reset: password 6+, and the confirmation must match. (A missing token is told apart.) */
export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  const errors: FieldErrors<keyof ResetValues> = {};
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = RESET_PASSWORD_MESSAGES.passwordTooShort;
  }
  if (values.confirmPassword !== values.password) {
    errors.confirmPassword = RESET_PASSWORD_MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}
