import { describe, expect, it } from 'vitest';
import { OfflineStoryteller } from '../offline-storyteller';
import { composeMoodReply, GLAD_WORDS } from './mood-reply';

const storyteller = new OfflineStoryteller();
const reply = async (mood: string) => (await storyteller.moodResponse({ mood })).response;

describe('the first reply to a mood', () => {
  it('assumes no feeling when none was named', async () => {
    for (const mood of ['It was an ordinary Tuesday', "I don't know how I feel"])
      expect(await reply(mood)).not.toMatch(/settled|lovely|celebrate|glad to hear that you feel/i);
  });

  it('hears worry that is shown rather than named', async () => {
    expect(await reply("My scan results come back Thursday and I can't focus on anything")).toMatch(
      /unsettling|frightening|hard to sit with|worr|anxious|fear|sorry|heavy/i,
    );
  });

  it('keeps the person’s own loss in the words, without repeating a name clumsily', async () => {
    const text = await reply('My dog Pepper died on Sunday and the apartment is so quiet');
    expect(text).toContain('Pepper');
    expect(text.match(/Pepper/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('never uses glad words in the hard or gentle register, whatever the details', () => {
    for (const register of ['hard', 'gentle'] as const)
      for (const feeling of ['joy', 'grief', 'anxiety', 'calm', 'sadness'] as const)
        for (const mood of ['a', 'b', 'c', 'd', 'e', 'f']) {
          const text = composeMoodReply({
            reading: { feeling, situation: 'none', register },
            values: { event: 'the wedding', person: 'your mum', pet: 'Biscuit' },
            mood,
          });
          expect(text, `${register} ${feeling}`).not.toMatch(GLAD_WORDS);
        }
  });

  it('celebrates in the glad register', () => {
    const text = composeMoodReply({
      reading: { feeling: 'joy', situation: 'achievement', register: 'glad' },
      values: { event: 'the driving test' },
      mood: 'passed my driving test!!',
    });
    expect(text).toMatch(/congratulations|wonderful|glad/i);
    expect(text).not.toMatch(/sorry|hard/i);
  });
});
