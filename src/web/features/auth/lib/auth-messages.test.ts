import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  loginFailureDescription,
  registerFailureDescription,
  resetFailureMessage,
  signupFailureToast,
} from './auth-messages';

describe('loginFailureDescription', () => {
  it('says "Invalid username or password" for wrong credentials or no reason', () => {
    expect(loginFailureDescription('Invalid username or password')).toBe(
      'Invalid username or password',
    );
    expect(loginFailureDescription('Login failed')).toBe('Invalid username or password');
    expect(loginFailureDescription(null)).toBe('Invalid username or password');
  });

  it("passes on the server's other reasons and names unexpected failures", () => {
    const throttled = 'Too many failed login attempts. Please try again in 15 minutes.';
    expect(loginFailureDescription(throttled)).toBe(throttled);
    expect(loginFailureDescription('An unexpected error occurred during login')).toBe(
      'An error occurred during login',
    );
  });
});

describe('registerFailureDescription', () => {
  // Issue 34 (SPEC.md section 8): with no message at all, the tab's fallback 'Signup failed'.
  it("says 'Signup failed' when the failure came with no message at all", () => {
    expect(registerFailureDescription(null)).toBe('Signup failed');
    expect(registerFailureDescription('')).toBe('Signup failed');
  });

  it('does not say which of username or email is taken', () => {
    for (const error of ['Username is already taken', 'Email is already registered']) {
      expect(registerFailureDescription(error)).toBe('Username or email may already be in use');
    }
    expect(registerFailureDescription('Registration failed')).toBe(
      'Username or email may already be in use',
    );
  });

  it("passes on the server's other reasons and names unexpected failures", () => {
    expect(registerFailureDescription('Too many sign-ups. Please try again later.')).toBe(
      'Too many sign-ups. Please try again later.',
    );
    expect(registerFailureDescription('An unexpected error occurred during registration')).toBe(
      'An error occurred during signup',
    );
  });
});

describe('signupFailureToast (SPEC.md section 8, Sign-up page)', () => {
  it('maps the duplicate messages to friendly titles', () => {
    expect(signupFailureToast('Username is already taken')).toEqual({
      title: 'Username Not Available',
      description: 'Username is already taken',
    });
    expect(signupFailureToast('Email is already registered')).toEqual({
      title: 'Email Already Registered',
      description: 'Email is already registered',
    });
  });

  it("shows the server's message under 'Error Creating Account', or the default", () => {
    expect(signupFailureToast('Username must be at least 3 characters')).toEqual({
      title: 'Error Creating Account',
      description: 'Username must be at least 3 characters',
    });
    for (const error of [
      null,
      'Registration failed',
      'An unexpected error occurred during registration',
    ]) {
      expect(signupFailureToast(error)).toEqual({
        title: 'Error Creating Account',
        description: 'Failed to create account. Please try again.',
      });
    }
  });
});

describe('resetFailureMessage (SPEC.md section 8, Reset)', () => {
  it("uses the server's reason, the failure text, or the unexpected one", () => {
    const invalid = 'Invalid reset token. Please request a new password reset link';
    expect(
      resetFailureMessage(
        new ApiError(invalid, { status: 400, responseData: { success: false, message: invalid } }),
      ),
    ).toBe(invalid);
    expect(resetFailureMessage(new ApiError('API Error: 500', { status: 500 }))).toBe(
      'Failed to reset password. Please try again',
    );
    expect(resetFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
