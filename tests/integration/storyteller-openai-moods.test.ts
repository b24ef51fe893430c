// The written mood set against the fake OpenAI server: every story request carries the person's
// own details (in the mood, sent as data) and asks the model to use them; the OpenAI path is
// otherwise unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectStory } from '../../src/app/story/storyteller.port';
import { OpenAiStoryteller } from '../../src/infra/story/openai/openai-storyteller';
import fixture from '../fixtures/moods/moods.json';
import {
  DEFAULT_STORY,
  startFakeOpenAiChat,
  tokensOf,
  type FakeOpenAiChat,
} from '../support/fake-openai-chat';

interface MoodCase {
  mood: string;
  people: string[];
  pets: string[];
  things: string[];
  places: string[];
  events: string[];
}

let fake: FakeOpenAiChat;
beforeAll(async () => {
  fake = await startFakeOpenAiChat();
});
afterAll(async () => {
  await fake?.close();
});

describe('OpenAI storyteller: the mood set', () => {
  it('sends every mood’s details to the model and asks it to carry them', async () => {
    const teller = new OpenAiStoryteller({
      apiKey: 'test-key',
      baseURL: fake.baseURL,
      model: 'test-model',
      maxTokens: 900,
      timeoutMs: 5_000,
      maxRetries: 0,
    });
    const cases = fixture.moods as MoodCase[];
    let carried = 0;
    for (const [i, c] of cases.entries()) {
      fake.reset();
      // A quick stream: this test reads the requests, not the timing.
      fake.chat = () => ({
        kind: 'stream',
        tokens: tokensOf(DEFAULT_STORY),
        delayMs: 0,
        firstDelayMs: 0,
      });
      const format = (['fable', 'story', 'poem'] as const)[i % 3] ?? 'story';
      await collectStory(teller.story({ mood: c.mood, format }));
      const request = fake.chatRequests()[0];
      const messages = (request?.body.messages ?? []) as { role: string; content: string }[];
      const system = messages.find((m) => m.role === 'system')?.content ?? '';
      const data = JSON.parse(messages.find((m) => m.role === 'user')?.content ?? '{}') as {
        mood?: string;
      };
      expect(system).toContain("Carry the person's own concrete details");
      expect(system).not.toContain(c.mood);
      const details = [...c.people, ...c.pets, ...c.things, ...c.places, ...c.events];
      if (details.every((d) => (data.mood ?? '').toLowerCase().includes(d.toLowerCase())))
        carried++;
    }
    console.log(`OpenAI prompts: ${carried}/${cases.length} moods sent with every detail`);
    expect(carried).toBe(cases.length);
  });
});
