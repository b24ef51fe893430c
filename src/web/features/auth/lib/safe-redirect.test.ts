import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/', '/journey', '/account?tab=profile', '/subscribe#plans'])('follows %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'journey',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('falls back for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
    expect(safeRedirect(value, '/account')).toBe('/account');
  });
});
