import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength (SPEC.md section 4)', () => {
  it.each([
    ['', 'weak'],
    ['a', 'weak'],
    ['Ab1De', 'weak'], // 5 characters, even though mixed
    ['abcdef', 'medium'], // 6: long enough, not strong
    ['Abcde1', 'medium'], // mixed but only 6
    ['Abcdef1', 'medium'], // mixed but only 7
    ['abcdefgh', 'medium'], // 8 lower case only
    ['ABCDEFG1', 'medium'], // no lower case
    ['abcdefg1', 'medium'], // no upper case
    ['Abcdefgh', 'medium'], // no digit
    ['Abcdefg1', 'strong'], // 8 with upper, lower and a digit
    ['Lantern Tales 2026', 'strong'],
    ['Ünïcödé9', 'strong'], // letters of any script count
  ] as const)('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('🙂🙂🙂')).toBe('weak'); // 6 code units, 3 characters
  });
});
