// Read aloud is a paid call with OpenAI speech: it belongs to the caller's journey, like the
// reflections. Before a story it needs a journey left (as the mood reply does); after the story,
// the caller's open journey.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('read aloud is metered by the journey', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SPEECH_PROVIDER: 'offline', SPEECH_WORKERS: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const tts = async (tab: HttpClient, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/api/tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: tab.cookieHeader },
      body: JSON.stringify({ text: 'The lantern glowed softly.', ...body }),
    });
    const type = response.headers.get('content-type') ?? '';
    const json = type.includes('json') ? ((await response.json()) as { message: string }) : null;
    if (!json) await response.arrayBuffer();
    return { status: response.status, type, message: json?.message };
  };

  it('speaks before a story while a journey is left, and for an open journey at 0 left; refuses otherwise', async () => {
    const tab = new HttpClient(server.url);
    const signup = await tab.post('/api/auth/signup', {
      username: 'listener1',
      email: 'listener1@example.com',
      password: 'lantern-light',
    });
    expect(signup.status).toBe(201);
    expect((await tts(tab, {})).status).toBe(200);

    const journeys: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const journeyId = randomUUID();
      const story = await tab.post('/api/story', {
        mood: 'a calm evening after a long week',
        format: 'poem',
        journeyId,
      });
      expect(story.status).toBe(200);
      journeys.push(journeyId);
    }
    // 0 journeys left: no free speech outside a journey, nor for someone else's or an unknown one.
    const outside = await tts(tab, {});
    expect(outside.status).toBe(403);
    expect(outside.message).toMatch(/free journeys/);
    expect((await tts(tab, { journeyId: randomUUID() })).status).toBe(403);
    // The open journey's story and replies can still be heard.
    const inJourney = await tts(tab, { journeyId: journeys[2] });
    expect(inJourney.status).toBe(200);
    expect(inJourney.type).toMatch(/^audio\//);
    // An ended journey is no longer open.
    expect((await tab.post('/api/journeys/complete', { journeyId: journeys[2] })).status).toBe(200);
    expect((await tts(tab, { journeyId: journeys[2] })).status).toBe(403);
  });

  it('refuses a journeyId that is not a UUID with 400', async () => {
    const tab = new HttpClient(server.url);
    await tab.post('/api/auth/signup', {
      username: 'listener2',
      email: 'listener2@example.com',
      password: 'lantern-light',
    });
    expect((await tts(tab, { journeyId: 'nope' })).status).toBe(400);
  });
});
