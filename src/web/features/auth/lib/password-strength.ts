/** SPEC.md sections 4 and 9: the minimum length, and the length a strong password needs. */
export const PASSWORD_MIN_LENGTH = 6;
export const STRONG_PASSWORD_MIN_LENGTH = 8;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
};

/**
 * The password strength meter (SPEC.md section 4): weak under 6 characters; strong with 8 or more
 * that mix upper case, lower case and a digit; otherwise medium. Letters of any script count.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'weak';
  const mixed = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\p{Nd}/u.test(password);
  return length >= STRONG_PASSWORD_MIN_LENGTH && mixed ? 'strong' : 'medium';
}
