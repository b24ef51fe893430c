// Issue 11, allowance loopholes: one journey has one story; mood replies, reflections and
// grounding are metered (a crisis is always answered); a reader who leaves the stream keeps the
// journey used. Each test failed before the fix.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_STORY,
  startFakeOpenAiChat,
  tokensOf,
  type FakeOpenAiChat,
} from '../support/fake-openai-chat';
import type { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { startTestServer, type TestServer } from '../support/test-server';

const LIMIT =
  "You've used all of your free journeys for this month. Upgrade to Trailblazer for unlimited journeys.";
const ONE_STORY = 'This journey already has its story. Start a new journey for another one.';
const NO_JOURNEY = 'Please start a journey first.';

let n = 0;
const signedIn = (server: TestServer) => signedInTab(server.url, `metered${(n += 1)}`);
const journeysLeft = async (tab: HttpClient) =>
  (await tab.get<{ user: { journeyCount: number } }>('/api/auth/check')).body.user.journeyCount;
const story = (tab: HttpClient, journeyId: string) =>
  tab.post<{ title: string; message: string }>('/api/story', {
    mood: 'tired but hopeful',
    format: 'fable',
    journeyId,
  });
const reflection = (journeyId?: string) => ({
  mood: 'tired but hopeful',
  storyFormat: 'fable',
  storyTitle: 'The Lantern',
  storyContent: 'A small light.',
  ...(journeyId ? { journeyId } : {}),
});

describe('allowance on the offline storyteller', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SIGNUPS_PER_HOUR_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives one journey one story, also after it completed', async () => {
    const tab = await signedIn(server);
    const id = randomUUID();
    expect((await story(tab, id)).status).toBe(200);
    const again = await story(tab, id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: ONE_STORY });
    expect((await tab.post('/api/journeys/complete', { journeyId: id })).status).toBe(200);
    expect((await story(tab, id)).status).toBe(409);
    expect(await journeysLeft(tab)).toBe(2);
  });

  it('gives nothing more at 0 journeys left, whatever the journey id', async () => {
    const tab = await signedIn(server);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) expect((await story(tab, id)).status).toBe(200);
    const statuses = await Promise.all(
      [...ids, ...ids, randomUUID()].map(async (id) => (await story(tab, id)).status),
    );
    expect(statuses.filter((s) => s === 200)).toEqual([]);
  });

  it('answers mood replies only while a journey is left, and a crisis always', async () => {
    const tab = await signedIn(server);
    expect((await tab.post('/api/mood-response', { mood: 'tired' })).status).toBe(200);
    for (const _ of [1, 2, 3]) expect((await story(tab, randomUUID())).status).toBe(200);
    const refused = await tab.post('/api/mood-response', { mood: 'tired' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: LIMIT });
    const crisis = await tab.post<{ crisis: boolean }>('/api/mood-response', {
      mood: 'I want to kill myself tonight',
    });
    expect(crisis.status).toBe(200);
    expect(crisis.body.crisis).toBe(true);
  });

  it('answers reflections and grounding only within a started journey of the caller', async () => {
    const tab = await signedIn(server);
    const other = await signedIn(server);
    const id = randomUUID();
    expect((await story(tab, id)).status).toBe(200);
    for (const path of ['/api/reflection/initial', '/api/grounding-tools']) {
      const without = await tab.post(path, reflection());
      expect(without.status, path).toBe(403);
      expect(without.body.message).toBe(NO_JOURNEY);
      expect((await other.post(path, reflection(id))).status, path).toBe(403);
      expect((await tab.post(path, reflection(randomUUID()))).status, path).toBe(403);
      expect((await tab.post(path, reflection(id))).status, path).toBe(200);
    }
    const followUp = {
      ...reflection(id),
      previousReflections: [{ question: 'What stayed?', answer: 'The light.' }],
    };
    expect((await tab.post('/api/reflection/followup', followUp)).status).toBe(200);
    await tab.post('/api/journeys/complete', { journeyId: id });
    expect((await tab.post('/api/reflection/followup', followUp)).status).toBe(403);
    // A crisis is answered with help, journey or not.
    const crisis = await tab.post<{ crisis: boolean }>('/api/reflection/followup', {
      ...followUp,
      previousReflections: [{ question: 'What stayed?', answer: 'I am going to end my life' }],
    });
    expect(crisis.status).toBe(200);
    expect(crisis.body.crisis).toBe(true);
  });
});

describe('a reader who leaves the stream', () => {
  let fake: FakeOpenAiChat;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiChat();
    server = await startTestServer({
      env: {
        OPENAI_API_KEY: 'test',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODERATION: 'false',
        OPENAI_TIMEOUT_MS: '5000',
        SIGNUPS_PER_HOUR_PER_IP: '1000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('keeps the journey used when the browser closes the stream before done', async () => {
    const tab = await signedIn(server);
    fake.chat = () => ({ kind: 'stream', tokens: tokensOf(DEFAULT_STORY), delayMs: 15 });
    const abort = new AbortController();
    const response = await fetch(`${server.url}/api/story`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: tab.cookieHeader,
      },
      body: JSON.stringify({ mood: 'tired', format: 'story', journeyId: randomUUID() }),
      signal: abort.signal,
    });
    const reader = response.body?.getReader();
    let text = '';
    while (!text.includes('event: delta')) {
      const { value } = (await reader?.read()) ?? {};
      text += new TextDecoder().decode(value);
    }
    abort.abort();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await journeysLeft(tab)).toBe(2);
  });

  it('gives the journey back when the story failed on our side', async () => {
    const tab = await signedIn(server);
    fake.chat = () => ({ kind: 'error', status: 500, message: 'boom' });
    const failed = await story(tab, randomUUID());
    expect(failed.status).toBe(503);
    expect(await journeysLeft(tab)).toBe(3);
  });
});
