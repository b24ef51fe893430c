import { describe, expect, it } from 'vitest';
import { clausesOf, normaliseForSafety } from './safety-text';

describe('normaliseForSafety', () => {
  it('spells out contractions and chat shorthand', () => {
    expect(normaliseForSafety("I can't, I won't, I'm done")).toBe(
      ' i can not, i will not, i am done',
    );
    expect(normaliseForSafety('dont wanna b here n e more')).toBe(
      ' do not want to be here anymore',
    );
    expect(normaliseForSafety('i want 2 die tmrw')).toBe(' i want to die tomorrow');
  });

  it('mends leetspeak between letters and shortens stretched letters', () => {
    expect(normaliseForSafety('su1c1dal')).toBe(' suicidal');
    expect(normaliseForSafety('i want to diiiie')).toBe(' i want to die');
    expect(normaliseForSafety('end it alllll')).toBe(' end it all');
    // Numbers and punctuation that are not letters stay.
    expect(normaliseForSafety('24/7, 5am, die!')).toBe(' 24 7, 5am, die!');
  });

  it('mends common misspellings and euphemisms', () => {
    expect(normaliseForSafety('i wnat to kil myslef')).toBe(' i want to kill myself');
    expect(normaliseForSafety('thinking about sewer slide')).toBe(' thinking about suicide');
    expect(normaliseForSafety('i want to unalive myself')).toBe(' i want to kill myself');
    expect(normaliseForSafety('relapsed on sh')).toBe(' relapsed on self harm');
    // "of myself" is not "off myself".
    expect(normaliseForSafety('proud of myself')).toBe(' proud of myself');
  });

  it('splits sentences and "but" halves into clauses', () => {
    expect(clausesOf(normaliseForSafety("I'm not okay. I want to die, but I'm scared"))).toEqual([
      ' i am not okay',
      ' i want to die',
      ' i am scared',
    ]);
  });
});
