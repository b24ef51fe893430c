import { describe, expect, it } from 'vitest';
import { checkSpelling, sureSuggestion } from './spelling';

describe('typos in a mood', () => {
  it('corrects a typo when the word meant is clear', () => {
    const s = checkSpelling('i failed my drivng test agian, the skool and the libary');
    expect(s.text).toBe('i failed my driving test again, the school and the library');
    expect(s.unsure).toEqual([]);
  });

  it('marks a typo with no clear correction unsure and leaves it as typed', () => {
    const s = checkSpelling('my dog pepa is poorly');
    expect(s.unsure).toContain('pepa');
  });

  it('leaves names, acronyms, contractions without apostrophes and chat shorthand alone', () => {
    const mood = 'Nico and Maya came round, I dont know, my GCSE results rn, my nan and grandad';
    const s = checkSpelling(mood);
    expect(s.text).toBe(mood);
    expect(s.unsure).toEqual([]);
  });

  it('is sure only of one suggestion, a swap of two letters, or one of the app’s own nouns', () => {
    expect(sureSuggestion('libary', ['library'])).toBe('library');
    expect(sureSuggestion('agian', ['avian', 'again', 'Asian'])).toBe('again');
    expect(sureSuggestion('skool', ['school', 'skoal', 'spool', 'stool'])).toBe('school');
    expect(sureSuggestion('tets', ['gets', 'pets', 'test', 'tests'])).toBe('test');
    expect(
      sureSuggestion('granda', ['grands', 'grandam', 'grand', 'grandma', 'grandpa', 'Granada']),
    ).toBeUndefined();
  });
});
