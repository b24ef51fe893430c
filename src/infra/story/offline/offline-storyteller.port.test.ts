import { describe, expect, it } from 'vitest';
import { collectStory, type Storyteller } from '../../../app/story/storyteller.port';
import { OfflineStoryteller } from './offline-storyteller';

describe('the offline storyteller', () => {
  it('is implemented by the offline storyteller (checked by the compiler)', async () => {
    const storyteller: Storyteller = new OfflineStoryteller({ seedSource: () => 7 });
    const story = await collectStory(
      storyteller.story({ mood: 'tired but hopeful', format: 'poem' }),
    );
    expect(story.title.length).toBeGreaterThan(0);
    expect(story.content.split('\n\n').length).toBeGreaterThan(3);
    const { question } = await storyteller.initialReflection({
      mood: 'tired but hopeful',
      storyFormat: 'poem',
      storyTitle: story.title,
    });
    expect(question).toContain(story.title);
  });
});
