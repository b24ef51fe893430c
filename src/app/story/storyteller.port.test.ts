import { describe, expect, it } from 'vitest';
import { collectStory, StorytellerError, type StoryChunk } from './storyteller.port';

async function* chunks(...items: StoryChunk[]): AsyncGenerator<StoryChunk> {
  for (const item of items) yield item;
}

describe('storyteller port', () => {
  it('collects a stream into { title, content }', async () => {
    await expect(
      collectStory(
        chunks(
          { type: 'title', title: ' The Fog ' },
          { type: 'delta', text: 'Once' },
          { type: 'delta', text: ' upon.' },
        ),
      ),
    ).resolves.toEqual({ title: 'The Fog', content: 'Once upon.' });
  });

  it('rejects streams that break the contract', async () => {
    await expect(collectStory(chunks({ type: 'delta', text: 'x' }))).rejects.toThrow(
      StorytellerError,
    );
    await expect(
      collectStory(
        chunks(
          { type: 'title', title: 'A' },
          { type: 'delta', text: 'x' },
          { type: 'title', title: 'B' },
        ),
      ),
    ).rejects.toThrow(/once, first/);
    await expect(
      collectStory(chunks({ type: 'title', title: 'A' }, { type: 'delta', text: '  ' })),
    ).rejects.toMatchObject({
      failure: 'empty_story',
    });
    await expect(collectStory(chunks())).rejects.toThrow(/no title/);
  });
});
