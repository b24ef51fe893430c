import { describe, expect, it } from 'vitest';
import { tonesFor } from '../compose';
import { understand } from '../understand/understand';
import { composeMoodReply } from './mood-reply';

const reply = (mood: string) => {
  const u = understand(mood);
  return composeMoodReply(u, tonesFor(u), mood);
};

describe('the first reply to a mood', () => {
  it('assumes no feeling when none was named', () => {
    for (const mood of ['It was an ordinary Tuesday', "I don't know how I feel"]) {
      expect(reply(mood)).not.toMatch(/settled|lovely|celebrate|glad to hear that you feel/i);
    }
  });

  it('hears worry that is shown rather than named', () => {
    expect(reply("My scan results come back Thursday and I can't focus on anything")).toMatch(
      /unsettling|hard to sit with|worr|anxious|fear/i,
    );
  });

  // Seen in the browser: "it is no sign of anything wrong about you; people takes time".
  it('agrees its verbs with their subjects', () => {
    const places = ['city', 'town', 'school', 'uni', 'office', 'village', 'flat', 'country'];
    for (const place of places)
      for (const start of ['moved to a new', 'started at a new', 'just arrived in a new'])
        for (const end of ['i dont know anyone here yet', 'so lonely', 'nobody talks to me']) {
          const text = reply(`${start} ${place} and ${end}`);
          expect(text, text).not.toMatch(/\bpeople takes\b|\bconnection need\b/);
        }
  });

  it('keeps the person’s own loss in the words, without repeating a name clumsily', () => {
    const text = reply('My dog Pepper died on Sunday and the apartment is so quiet');
    expect(text).toContain('Pepper');
    expect(text.match(/Pepper/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
