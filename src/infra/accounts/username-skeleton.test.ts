import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './username-skeleton';

describe('username skeletons (Unicode TS #39)', () => {
  it.each([
    ['fullwidth', 'Ｍａｐｌｅ'],
    ['Cyrillic а and е', 'Mаplе'],
    ['mathematical bold', '𝐌𝐚𝐩𝐥𝐞'],
    ['upper case', 'MAPLE'],
    ['accents', 'Mâplé'],
  ])('makes %s look-alikes of "maple" equal', (_, lookAlike) => {
    expect(usernameSkeleton(lookAlike)).toBe(usernameSkeleton('maple'));
  });

  it('reads a dotted capital İ as i, and a digit 0 as o', () => {
    expect(usernameSkeleton('İvy')).toBe(usernameSkeleton('ivy'));
    expect(usernameSkeleton('0livia')).toBe(usernameSkeleton('olivia'));
    expect(usernameSkeleton('rnaple')).toBe(usernameSkeleton('maple'));
  });

  it('keeps different names apart', () => {
    expect(usernameSkeleton('maple')).not.toBe(usernameSkeleton('mabel'));
    expect(usernameSkeleton('ivy')).not.toBe(usernameSkeleton('ivo'));
    expect(usernameSkeleton('李白')).not.toBe(usernameSkeleton('杜甫'));
  });
});
