// Issue 11: one person cannot saturate read aloud: at most SPEECH_CONCURRENT_PER_USER syntheses
// of theirs run at once; others are refused at once (429) and nobody else is held up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_BUSY_MESSAGE } from '../../src/infra/speech/speech.module';
import { startFakeOpenAiSpeech, type FakeOpenAiSpeech } from '../support/fake-openai-speech';
import type { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { startTestServer, type TestServer } from '../support/test-server';

describe('concurrent read aloud per person', () => {
  let fake: FakeOpenAiSpeech;
  let server: TestServer;
  const tabs: HttpClient[] = [];
  beforeAll(async () => {
    fake = await startFakeOpenAiSpeech();
    server = await startTestServer({
      env: {
        SPEECH_PROVIDER: 'openai',
        OPENAI_API_KEY: 'test',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_TIMEOUT_MS: '1500',
        OPENAI_MODERATION: 'false',
        STORYTELLER: 'offline',
        SPEECH_CONCURRENT_PER_USER: '2',
      },
    });
    for (const name of ['Reeda', 'Reedb']) tabs.push(await signedInTab(server.url, name));
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** Audio answers are not JSON: the status and, for errors, the body. */
  const speak = async (tab: HttpClient) => {
    const response = await fetch(`${server.url}/api/tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: tab.cookieHeader },
      body: JSON.stringify({
        text: 'A small lantern glows.',
        voice: 'nova',
        model: 'tts-1',
        speed: 1,
      }),
    });
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      body: isJson ? ((await response.json()) as unknown) : await response.arrayBuffer(),
    };
  };

  it('refuses a third synthesis while two of the same person run, and frees the slot after', async () => {
    fake.mode = 'hang';
    const [first, second] = [speak(tabs[0]!), speak(tabs[0]!)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await speak(tabs[0]!);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ success: false, message: SPEECH_BUSY_MESSAGE });
    // Someone else is not held up by that person's limit.
    fake.mode = 'ok';
    expect((await speak(tabs[1]!)).status).toBe(200);
    await Promise.all([first, second]);
    expect((await speak(tabs[0]!)).status).toBe(200);
  });
});
