import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './username-skeleton';

describe('username skeletons (Unicode TS #39)', () => {
  it.each([
    ['fullwidth', 'Ｍａｐｌｅ'],
    ['Cyrillic а and е', 'Mаplе'],
    ['mathematical bold', '𝐌𝐚𝐩𝐥𝐞'],
    ['upper case', 'MAPLE'],
    ['accents', 'Mâplé'],
    // Issue 34: a capital I reads as a small l; the case is folded after the mapping.
    ['a capital I for the l', 'mapIe'],
    ['a capital I for the l, in capitals', 'MAPIE'],
    ['rn for m, beside a capital M', 'rnaple'],
    ['a digit 1 for the l', 'map1e'],
  ])('makes %s look-alikes of "maple" equal', (_, lookAlike) => {
    expect(usernameSkeleton(lookAlike)).toBe(usernameSkeleton('maple'));
  });

  it('reads a dotted capital İ as i, and a digit 0 as o', () => {
    expect(usernameSkeleton('İvy')).toBe(usernameSkeleton('ivy'));
    expect(usernameSkeleton('0livia')).toBe(usernameSkeleton('olivia'));
    expect(usernameSkeleton('rnaple')).toBe(usernameSkeleton('maple'));
  });

  it('compares case-folded after the mapping (Unicode TS #39 order): Ivy reads as lvy', () => {
    expect(usernameSkeleton('Ivy')).toBe(usernameSkeleton('lvy'));
    expect(usernameSkeleton('Maple')).toBe(usernameSkeleton('rnaple'));
    expect(usernameSkeleton('RNAPLE')).toBe(usernameSkeleton('Maple'));
  });

  it('keeps different names apart', () => {
    expect(usernameSkeleton('mapie')).not.toBe(usernameSkeleton('maple'));
    expect(usernameSkeleton('ivy')).not.toBe(usernameSkeleton('lvy'));
    expect(usernameSkeleton('maple')).not.toBe(usernameSkeleton('mabel'));
    expect(usernameSkeleton('ivy')).not.toBe(usernameSkeleton('ivo'));
    expect(usernameSkeleton('李白')).not.toBe(usernameSkeleton('杜甫'));
  });
});
