import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  validateForgotPasswordEmail,
  validateLogin,
  validateRegistration,
  validateReset,
  validateSignup,
} from './auth-validation';

describe('validateLogin (SPEC.md section 5, Login page)', () => {
  it('requires both fields, blank after trimming counting as empty', () => {
    expect(validateLogin({ usernameOrEmail: '  ', password: ' ' })).toEqual({
      usernameOrEmail: 'Username or email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ usernameOrEmail: 'wren', password: 'x' })).toEqual({});
  });
});

describe('validateRegistration (SPEC.md section 5, Register tab)', () => {
  const valid = {
    username: 'wren',
    email: 'wren@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a valid registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('gives the exact message for each rule', () => {
    expect(
      validateRegistration({
        username: 'wr',
        email: 'wren',
        password: '12345',
        confirmPassword: '',
      }),
    ).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateRegistration({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('trims the username before counting', () => {
    expect(validateRegistration({ ...valid, username: ' ab ' }).username).toBe(
      'Username must be at least 3 characters',
    );
  });
});

describe('validateSignup (SPEC.md section 5, Sign-up page)', () => {
  const valid = {
    username: 'wren',
    email: 'wren@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a valid sign-up', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('checks in the order of the spec, one problem at a time', () => {
    expect(validateSignup({ ...valid, email: ' ', password: '1' })).toEqual({
      field: 'email',
      title: 'Missing information',
      description: 'Please fill in all fields',
    });
    expect(validateSignup({ ...valid, password: '123', confirmPassword: '124' })).toEqual({
      field: 'confirmPassword',
      title: 'Passwords do not match',
      description: 'Please make sure your passwords match',
    });
    expect(validateSignup({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      field: 'password',
      title: 'Password too short',
      description: 'Password must be at least 6 characters',
    });
    expect(validateSignup({ ...valid, email: 'wren@home' })).toEqual({
      field: 'email',
      title: 'Invalid email',
      description: 'Please enter a valid email address',
    });
    expect(validateSignup({ ...valid, username: 'wr' })).toEqual({
      field: 'username',
      title: 'Username too short',
      description: 'Username must be at least 3 characters',
    });
  });
});

describe('email checks', () => {
  it.each(['a@b.co', 'wren.song@example.org', ' wren@example.com '])('%j is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'wren', 'wren@', 'wren@example', '@example.com', 'wr en@example.com'])(
    '%j is not',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('forgot password only asks for an @', () => {
    expect(validateForgotPasswordEmail('wren')).toBe('Please enter a valid email address');
    expect(validateForgotPasswordEmail('wren@home')).toBeUndefined();
  });
});

describe('validateReset (SPEC.md section 5, Reset)', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(validateReset({ password: '12345', confirmPassword: '1234' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validateReset({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });
});
