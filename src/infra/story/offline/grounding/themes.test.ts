import { describe, expect, it } from 'vitest';
import { themesOf } from './themes';

describe('grounding themes from the storyteller’s understanding', () => {
  it('follows the feeling family and its direction', () => {
    expect(themesOf('My dog Pepper died on Sunday and the apartment is so quiet').themes[0]).toBe(
      'sad',
    );
    expect(themesOf("I'm so happy, I just got engaged!")).toMatchObject({
      themes: ['hopeful'],
      bright: true,
    });
    expect(themesOf('No. I am actually angry more than sad.').themes[0]).toBe('angry');
    expect(themesOf("I'm not happy at all").bright).toBe(false);
  });

  it('takes the person’s own particular words first', () => {
    expect(themesOf("I feel stuck and tired, like I'm walking through fog at work").themes).toEqual(
      expect.arrayContaining(['stuck', 'weary']),
    );
    expect(themesOf('So overwhelmed, too much to do and no time').themes[0]).toBe('overwhelmed');
    expect(themesOf('I lost my dad last month').themes).not.toContain('lost');
  });
});
