// Issue 34: reset and confirmation tokens never reach the log, however the link is spelled.
import { describe, expect, it } from 'vitest';
import { pathOnly, redactPathSecrets } from './logger';

const TOKEN = 'Sekr3tT0ken_abcdefghij';

describe('pathOnly: the request path as the log may keep it', () => {
  it.each([
    '/reset-password/TOKEN',
    '//reset-password/TOKEN',
    '///reset-password//TOKEN',
    '//reset-password?token=TOKEN',
    '/reset-password?token=TOKEN',
    '/api/reset-password/TOKEN',
    '/api//reset-password/TOKEN',
    '/api/auth/reset-password/TOKEN',
    '/RESET-PASSWORD/TOKEN',
    '/reset%2Dpassword/TOKEN',
    '/reset-password%2FTOKEN',
    '/reset-password%3Ftoken=TOKEN',
    '/reset-password;token=TOKEN',
    '/reset-password/TOKEN/',
    '/reset-password/%54OKEN',
    '/reset_password/TOKEN',
    '/confirm-email/TOKEN',
    '/api/confirm-email/TOKEN',
    '/reset-password#TOKEN',
    '/reset-password/%ZZTOKEN',
  ])('keeps no token of %s', (spelling) => {
    const logged = pathOnly(spelling.replace('TOKEN', TOKEN));
    expect(logged).not.toContain('Sekr3t');
    expect(logged.toLowerCase()).toMatch(/reset.password|confirm.email/);
  });

  it('leaves other paths as they are, without their query', () => {
    expect(pathOnly('/api/story?x=1')).toBe('/api/story');
    expect(pathOnly('/reset-password')).toBe('/reset-password');
    expect(pathOnly('/reset-password/abc')).toBe('/reset-password/[token]');
    expect(pathOnly('/api/admin/errors/0123456789abcdef/resolve')).toBe(
      '/api/admin/errors/0123456789abcdef/resolve',
    );
  });

  it('redacts the same links inside a message (a 404 names its path)', () => {
    expect(redactPathSecrets(`No API route for GET /api//reset-password/${TOKEN}`)).toBe(
      'No API route for GET /api//reset-password/[token]',
    );
  });
});
