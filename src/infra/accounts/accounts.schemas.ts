// Request bodies of the accounts API, validated at the edge.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../domain/accounts/account-rules';

const password = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const email = z
  .string({ message: 'Please enter a valid email address' })
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

export const signUpBody = z.object({
  username: z
    .string({ message: 'Username is required' })
    .trim()
    .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
    .regex(
      /^[\p{L}\p{N}._-]+$/u,
      'Username may contain letters, numbers, dots, dashes and underscores',
    ),
  email,
  password,
  /** Additive to SPEC.md's body: reminders and news wanted (opt-in; absent means no). */
  engagement: z.boolean({ message: 'engagement must be true or false' }).optional(),
});

/** Both readings of SPEC.md section 7: {usernameOrEmail, password} and {username, password}. */
export const logInBody = z
  .object({
    usernameOrEmail: z.string().trim().optional(),
    username: z.string().trim().optional(),
    password: z
      .string({ message: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH),
  })
  .transform((body) => ({
    usernameOrEmail: body.usernameOrEmail || body.username || '',
    password: body.password,
  }))
  .refine((body) => body.usernameOrEmail.length > 0, { message: 'Username or email is required' });

export const resetRequestBody = z.object({ email });

export const resetConfirmBody = z.object({
  token: z.string({ message: 'Missing reset token' }).trim().min(1, 'Missing reset token').max(200),
  newPassword: password,
});

export const deleteAccountBody = z.object({
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});

export const confirmEmailBody = z.object({
  token: z
    .string({ message: 'Missing confirmation token' })
    .trim()
    .min(1, 'Missing confirmation token')
    .max(200, 'Missing confirmation token'),
});
