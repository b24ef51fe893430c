// The OpenAI storyteller and moderation against a local server that speaks the OpenAI API:
// JSON answers validated, stories streamed (title first, tokens passed on at once), 429 quota
// (no retry), 429 rate limit and 500 (the SDK's retries), a hang and a silent stream (timeouts),
// cancelling, moderation, and the whole journey API on top of it, with the request bodies checked
// for store:false and the person's words kept apart from the instructions.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  StorytellerError,
  collectStory,
  type StoryChunk,
} from '../../src/app/story/storyteller.port';
import { createModeration, createStoryteller } from '../../src/infra/story/story.module';
import {
  createOpenAiModeration,
  crisisCategoryOf,
  moderationVerdict,
} from '../../src/infra/story/safety/openai-moderation';
import {
  OpenAiStoryteller,
  type OpenAiStorytellerOptions,
} from '../../src/infra/story/openai/openai-storyteller';
import { USER_TEXT_MAX } from '../../src/infra/story/openai/prompts';
import { StoryStreamParser, titleFrom } from '../../src/infra/story/openai/story-stream-parser';
import { OfflineStoryteller } from '../../src/infra/story/offline/offline-storyteller';
import { loadConfig } from '../../src/infra/config/config';
import {
  DEFAULT_JSON,
  DEFAULT_STORY,
  DEFAULT_STORY_TITLE,
  startFakeOpenAiChat,
  tokensOf,
  type FakeOpenAiChat,
  type FakeRequest,
} from '../support/fake-openai-chat';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const MARKER = `marker-${randomUUID()}`;
const MOOD = `I feel stuck and tired, like walking through fog at work ${MARKER}`;
const STORY_CONTENT = DEFAULT_STORY.slice(DEFAULT_STORY.indexOf('\n\n') + 2);

let fake: FakeOpenAiChat;
beforeAll(async () => {
  fake = await startFakeOpenAiChat();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

function storyteller(options: Partial<OpenAiStorytellerOptions> = {}) {
  return new OpenAiStoryteller({
    apiKey: 'test-key',
    baseURL: fake.baseURL,
    model: 'test-model',
    maxTokens: 900,
    timeoutMs: 5_000,
    maxRetries: 2,
    ...options,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<StorytellerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorytellerError);
  const failure = error as StorytellerError;
  expect(failure.message).not.toContain(MARKER);
  expect(String(failure.stack)).not.toContain(MARKER);
  return failure;
}

async function readAll(chunks: AsyncIterable<StoryChunk>): Promise<StoryChunk[]> {
  const out: StoryChunk[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

/** The messages a chat request sent. */
function messagesOf(request: FakeRequest | undefined) {
  return (request?.body.messages ?? []) as { role: string; content: string }[];
}

describe('OpenAI storyteller: JSON answers', () => {
  it('answers each operation with validated JSON, store:false, user text apart from instructions', async () => {
    const teller = storyteller();
    expect(await teller.moodResponse({ mood: MOOD })).toEqual(DEFAULT_JSON.mood_reply);
    expect(
      await teller.initialReflection({
        mood: MOOD,
        storyFormat: 'fable',
        storyTitle: DEFAULT_STORY_TITLE,
        storyContent: STORY_CONTENT,
      }),
    ).toEqual(DEFAULT_JSON.reflection_question);
    expect(
      await teller.followUp({
        mood: MOOD,
        storyFormat: 'fable',
        storyTitle: DEFAULT_STORY_TITLE,
        previousReflections: [{ question: 'What do you carry?', answer: `Hope ${MARKER}` }],
      }),
    ).toEqual(DEFAULT_JSON.follow_up);
    expect(
      await teller.groundingTools({
        mood: MOOD,
        storyFormat: 'fable',
        storyTitle: DEFAULT_STORY_TITLE,
        lastReflection: `Rest ${MARKER}`,
      }),
    ).toEqual(DEFAULT_JSON.grounding_tools);

    const requests = fake.chatRequests();
    expect(requests).toHaveLength(4);
    for (const request of requests) {
      expect(request.authorization).toBe('Bearer test-key');
      expect(request.body).toMatchObject({ model: 'test-model', store: false });
      expect(request.body.stream).toBeUndefined();
      expect(request.body.max_tokens).toBeLessThanOrEqual(800);
      expect(request.body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { strict: true, schema: { additionalProperties: false } },
      });
      const [system, user, ...rest] = messagesOf(request);
      expect(rest).toEqual([]);
      expect(system?.role).toBe('system');
      expect(system?.content).not.toContain(MARKER);
      expect(system?.content).toMatch(/data/i);
      expect(user?.role).toBe('user');
      const data = JSON.parse(user?.content ?? '') as Record<string, unknown>;
      expect(data.mood).toBe(MOOD);
    }
  });

  it('caps the person’s text in the prompt', async () => {
    const long = `${MARKER} ${'and the fog goes on '.repeat(400)}`;
    expect(long.length).toBeGreaterThan(USER_TEXT_MAX * 3);
    await storyteller().moodResponse({ mood: long });
    const user = messagesOf(fake.chatRequests()[0])[1];
    const data = JSON.parse(user?.content ?? '') as { mood: string };
    expect(data.mood.length).toBe(USER_TEXT_MAX);
    expect(data.mood.startsWith(MARKER)).toBe(true);
    expect((user?.content ?? '').length).toBeLessThan(USER_TEXT_MAX + 50);
  });

  it('rejects output that is not JSON or does not fit, without quoting it', async () => {
    fake.chat = () => ({ kind: 'json', content: `Sure! Here you go: ${MARKER}` });
    expect((await failureOf(storyteller().moodResponse({ mood: MOOD }))).failure).toBe(
      'invalid_output',
    );
    fake.chat = () => ({ kind: 'json', content: JSON.stringify({ answer: MARKER }) });
    expect((await failureOf(storyteller().moodResponse({ mood: MOOD }))).failure).toBe(
      'invalid_output',
    );
    fake.chat = () => ({
      kind: 'json',
      content: JSON.stringify({
        ...(DEFAULT_JSON.grounding_tools as object),
        affirmations: [],
      }),
    });
    const grounding = await failureOf(
      storyteller().groundingTools({ mood: MOOD, storyFormat: 'poem', storyTitle: 'A Poem' }),
    );
    expect(grounding.failure).toBe('invalid_output');
    expect(grounding.message).toContain('affirmations');
    fake.chat = () => ({ kind: 'json', content: '{"response": "cut', finishReason: 'length' });
    expect((await failureOf(storyteller().moodResponse({ mood: MOOD }))).failure).toBe(
      'invalid_output',
    );
  });
});

describe('OpenAI storyteller: streamed story', () => {
  it('yields the title first, then the tokens as they come', async () => {
    const chunks = await readAll(storyteller().story({ mood: MOOD, format: 'fable' }));
    expect(chunks[0]).toEqual({ type: 'title', title: DEFAULT_STORY_TITLE });
    expect(chunks.slice(1).every((c) => c.type === 'delta')).toBe(true);
    expect(chunks.filter((c) => c.type === 'title')).toHaveLength(1);
    // One delta per upstream token: nothing buffered, nothing merged.
    expect(chunks.length - 1).toBe(tokensOf(DEFAULT_STORY).length - 1);
    const story = await collectStory(
      (async function* () {
        yield* chunks;
      })(),
    );
    expect(story).toEqual({ title: DEFAULT_STORY_TITLE, content: STORY_CONTENT });
    const [request] = fake.chatRequests();
    expect(request?.body).toMatchObject({ stream: true, store: false, model: 'test-model' });
    expect(request?.body.max_tokens).toBe(900);
    const [system, user] = messagesOf(request);
    expect(system?.content).toMatch(/fable/i);
    expect(system?.content).toMatch(/Title: /);
    expect(system?.content).toMatch(/150 to 450 words/);
    expect(system?.content).not.toContain(MARKER);
    expect(JSON.parse(user?.content ?? '')).toEqual({ mood: MOOD });
  });

  it('passes each delta on while the model is still writing', async () => {
    fake.chat = () => ({ kind: 'stream', tokens: tokensOf(DEFAULT_STORY), delayMs: 15 });
    let titleSeenWhileSending = false;
    let firstDeltaWhileSending = false;
    for await (const chunk of storyteller().story({ mood: MOOD, format: 'fable' })) {
      const log = fake.streams[0];
      if (chunk.type === 'title') titleSeenWhileSending = log?.finished === false;
      else {
        firstDeltaWhileSending = log?.finished === false;
        break;
      }
    }
    expect(titleSeenWhileSending).toBe(true);
    expect(firstDeltaWhileSending).toBe(true);
    // Breaking off cancels the upstream request.
    await expect.poll(() => fake.streams[0]?.closedEarly).toBe(true);
  });

  it('finds the title when it arrives in pieces, and invents one when there is none', async () => {
    const parser = new StoryStreamParser('poem');
    const out = [
      '\n',
      'Ti',
      'tle: ',
      '**The Quiet',
      ' Pond**',
      '\n',
      '\n',
      'Still ',
      'water',
    ].flatMap((t) => parser.push(t));
    expect(out).toEqual([
      { type: 'title', title: 'The Quiet Pond' },
      { type: 'delta', text: 'Still ' },
      { type: 'delta', text: 'water' },
    ]);
    expect(titleFrom('# Title: "Lanterns"')).toBe('Lanterns');
    expect(titleFrom('Once upon a time, a fox lived in a wood.')).toBeUndefined();

    fake.chat = () => ({
      kind: 'stream',
      tokens: ['Once upon a time, a fox lived in a wood.\n', 'She was tired.'],
    });
    const chunks = await readAll(storyteller().story({ mood: MOOD, format: 'fable' }));
    expect(chunks[0]).toEqual({ type: 'title', title: 'A Fable for You' });
    expect(
      chunks
        .slice(1)
        .map((c) => (c.type === 'delta' ? c.text : ''))
        .join(''),
    ).toBe('Once upon a time, a fox lived in a wood.\nShe was tired.');
  });

  it('fails with empty_story when the model writes only a title', async () => {
    fake.chat = () => ({ kind: 'stream', tokens: ['Title: Nothing\n\n', '  '] });
    const error = await failureOf(readAll(storyteller().story({ mood: MOOD, format: 'story' })));
    expect(error.failure).toBe('empty_story');
  });

  it('stops when the caller aborts, and cancels the upstream request', async () => {
    fake.chat = () => ({ kind: 'stream', tokens: tokensOf(DEFAULT_STORY), delayMs: 20 });
    const abort = new AbortController();
    const seen: StoryChunk[] = [];
    const result = (async () => {
      for await (const chunk of storyteller().story(
        { mood: MOOD, format: 'fable' },
        { signal: abort.signal },
      )) {
        seen.push(chunk);
        if (seen.length === 3) abort.abort();
      }
    })();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.length).toBeLessThan(6);
    await expect.poll(() => fake.streams[0]?.closedEarly).toBe(true);
  });
});

describe('OpenAI storyteller: failures', () => {
  it('fails fast on 429 insufficient_quota: exactly one request', async () => {
    fake.chat = () => ({
      kind: 'error',
      status: 429,
      type: 'insufficient_quota',
      code: 'insufficient_quota',
      message: 'You exceeded your current quota, please check your plan and billing details.',
    });
    const started = performance.now();
    const error = await failureOf(storyteller().moodResponse({ mood: MOOD }));
    expect(error.failure).toBe('unavailable');
    expect(error.message).toMatch(/quota/);
    expect(fake.chatRequests()).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(400);

    fake.reset();
    fake.chat = () => ({ kind: 'error', status: 429, code: 'insufficient_quota' });
    const streamed = await failureOf(readAll(storyteller().story({ mood: MOOD, format: 'poem' })));
    expect(streamed.failure).toBe('unavailable');
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('lets the SDK retry a plain 429 rate limit, then reports rate_limited', async () => {
    fake.chat = () => ({
      kind: 'error',
      status: 429,
      type: 'requests',
      code: 'rate_limit_exceeded',
      headers: { 'retry-after-ms': '20' },
    });
    const error = await failureOf(storyteller({ maxRetries: 2 }).moodResponse({ mood: MOOD }));
    expect(error.failure).toBe('rate_limited');
    expect(fake.chatRequests()).toHaveLength(3);
  });

  it('retries a 500 per maxRetries (with the SDK’s backoff), then fails', async () => {
    fake.chat = () => ({ kind: 'error', status: 500, message: `upstream broke ${MARKER}` });
    const started = performance.now();
    const error = await failureOf(
      storyteller({ maxRetries: 2 }).initialReflection({
        mood: MOOD,
        storyFormat: 'story',
        storyTitle: 'A Story',
      }),
    );
    expect(error.failure).toBe('unavailable');
    expect(error.message).toMatch(/500/);
    expect(fake.chatRequests()).toHaveLength(3);
    // Two backoffs of ~0.5 s and ~1 s (less up to 25 % jitter).
    expect(performance.now() - started).toBeGreaterThan(500);

    fake.reset();
    fake.chat = () => ({ kind: 'error', status: 500 });
    const streamed = await failureOf(
      readAll(storyteller({ maxRetries: 1 }).story({ mood: MOOD, format: 'poem' })),
    );
    expect(streamed.failure).toBe('unavailable');
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('times out a hanging server within the configured timeout', async () => {
    fake.chat = () => ({ kind: 'hang' });
    const timeoutMs = 400;
    let started = performance.now();
    const error = await failureOf(
      storyteller({ timeoutMs, maxRetries: 0 }).moodResponse({ mood: MOOD }),
    );
    let elapsed = performance.now() - started;
    expect(error.failure).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect(elapsed).toBeLessThan(timeoutMs + 500);
    expect(fake.chatRequests()).toHaveLength(1);

    // The story's request too; with one retry, each attempt gets the timeout.
    fake.reset();
    fake.chat = () => ({ kind: 'hang' });
    started = performance.now();
    const streamed = await failureOf(
      readAll(storyteller({ timeoutMs, maxRetries: 1 }).story({ mood: MOOD, format: 'fable' })),
    );
    elapsed = performance.now() - started;
    expect(streamed.failure).toBe('timeout');
    expect(fake.chatRequests()).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(2 * timeoutMs - 20);
    expect(elapsed).toBeLessThan(2 * timeoutMs + 1_000 + 500); // + one backoff (≤ 1 s)
  });

  it('times out a stream that goes silent after the title', async () => {
    fake.chat = () => ({ kind: 'stream', tokens: tokensOf(DEFAULT_STORY), stallAfter: 3 });
    const seen: StoryChunk[] = [];
    const started = performance.now();
    const error = await failureOf(
      (async () => {
        for await (const chunk of storyteller({ timeoutMs: 300 }).story({
          mood: MOOD,
          format: 'fable',
        }))
          seen.push(chunk);
      })(),
    );
    expect(error.failure).toBe('timeout');
    expect(seen[0]).toEqual({ type: 'title', title: DEFAULT_STORY_TITLE });
    expect(seen).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(300 + 500);
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('reports a stream that breaks off without finishing', async () => {
    fake.chat = () => ({
      kind: 'stream',
      tokens: tokensOf(DEFAULT_STORY).slice(0, 5),
      finishReason: null,
    });
    const error = await failureOf(readAll(storyteller().story({ mood: MOOD, format: 'fable' })));
    expect(error.failure).toBe('unavailable');
  });

  it('reports an unreachable server as unavailable', async () => {
    const error = await failureOf(
      storyteller({ baseURL: 'http://127.0.0.1:1/v1', maxRetries: 0 }).moodResponse({ mood: MOOD }),
    );
    expect(error.failure).toBe('unavailable');
  });
});

describe('OpenAI moderation', () => {
  const logs: unknown[] = [];
  const logger = { warn: (...args: unknown[]) => void logs.push(args) };
  const moderation = () =>
    createOpenAiModeration({ apiKey: 'test-key', baseURL: fake.baseURL, timeoutMs: 300, logger });

  it('maps self-harm, suicide and abuse against the person, each with its tier; other flags are no crisis', async () => {
    fake.moderation = () => ({ kind: 'result', categories: ['self-harm', 'self-harm/intent'] });
    expect(await moderation()(`I keep thinking I want to end my life ${MARKER}`)).toEqual({
      category: 'suicide',
      tier: 'crisis',
    });
    expect(await moderation()(`I cut again last night ${MARKER}`)).toEqual({
      category: 'self_harm',
      tier: 'crisis',
    });
    fake.moderation = () => ({ kind: 'result', categories: ['self-harm/instructions'] });
    expect((await moderation()(`how deep is too deep ${MARKER}`))?.tier).toBe('crisis');
    // Self-harm alone says what the text is about, not that it is the person's intent: asked.
    fake.moderation = () => ({ kind: 'result', categories: ['self-harm'] });
    expect(await moderation()(`A flat, grey sort of day ${MARKER}`)).toEqual({
      category: 'self_harm',
      tier: 'check-in',
    });
    fake.moderation = () => ({ kind: 'result', categories: ['violence'] });
    expect(await moderation()(`When he drinks he hits me ${MARKER}`)).toEqual({
      category: 'abuse',
      tier: 'crisis',
    });
    expect(await moderation()(`I am so angry I could punch a wall ${MARKER}`)).toBeNull();
    fake.moderation = () => ({ kind: 'result', categories: ['harassment'] });
    expect(await moderation()(`My coworkers are awful ${MARKER}`)).toBeNull();
    fake.moderation = () => ({ kind: 'result', categories: [] });
    expect(await moderation()(`A quiet, grey day ${MARKER}`)).toBeNull();

    const [request] = fake.moderationRequests();
    expect(request?.body).toMatchObject({ model: 'omni-moderation-latest' });
    expect(crisisCategoryOf({ 'harassment/threatening': true }, 'she threatens me')).toBe('abuse');
    expect(moderationVerdict({ 'self-harm': true }, 'i want to end my life')).toEqual({
      category: 'suicide',
      tier: 'check-in',
    });
  });

  it('answers null on failure and logs without the text', async () => {
    logs.length = 0;
    fake.moderation = () => ({ kind: 'error', status: 500, message: `echo ${MARKER}` });
    expect(await moderation()(`help ${MARKER}`)).toBeNull();
    fake.moderation = () => ({ kind: 'hang' });
    expect(await moderation()(`help ${MARKER}`)).toBeNull();
    expect(logs).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain(MARKER);
    expect(JSON.stringify(logs)).toMatch(/timeout/);
  });
});

describe('choosing the storyteller', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('is OpenAI when a key is set (auto), offline otherwise or when asked', () => {
    expect(createStoryteller(config({}))).toBeInstanceOf(OfflineStoryteller);
    expect(createStoryteller(config({ OPENAI_API_KEY: 'k' }))).toBeInstanceOf(OpenAiStoryteller);
    expect(
      createStoryteller(config({ OPENAI_API_KEY: 'k', STORYTELLER: 'offline' })),
    ).toBeInstanceOf(OfflineStoryteller);
    expect(() => createStoryteller(config({ STORYTELLER: 'openai' }))).toThrow(/OPENAI_API_KEY/);
    expect(createModeration(config({}))).toBeUndefined();
    expect(createModeration(config({ OPENAI_API_KEY: 'k' }))).toBeTypeOf('function');
    expect(
      createModeration(config({ OPENAI_API_KEY: 'k', OPENAI_MODERATION: 'false' })),
    ).toBeUndefined();
    expect(() => createModeration(config({ OPENAI_MODERATION: 'true' }))).toThrow(/OPENAI_API_KEY/);
    expect(config({})).toMatchObject({
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_MAX_TOKENS: 1200,
      STORYTELLER: 'auto',
    });
  });
});

describe('the journey API on the OpenAI storyteller', () => {
  let server: TestServer;
  let tab: HttpClient;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        OPENAI_API_KEY: 'test',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'test-model',
        OPENAI_TIMEOUT_MS: '2000',
        SIGNUPS_PER_HOUR_PER_IP: '1000',
      },
    });
    tab = new HttpClient(server.url);
    const signup = await tab.post('/api/auth/signup', {
      username: 'lanternai',
      email: 'lantern.ai@example.com',
      password: 'secret-walker',
    });
    expect(signup.status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('streams the story: the first delta reaches the client while the model is still writing', async () => {
    const tokens = tokensOf(DEFAULT_STORY).slice(0, 60);
    fake.chat = (request) =>
      request.body.stream
        ? { kind: 'stream', tokens, firstDelayMs: 50, delayMs: 25 }
        : { kind: 'json', content: '{}' };
    const response = await fetch(`${server.url}/api/story`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: tab.cookieHeader,
      },
      body: JSON.stringify({ mood: MOOD, format: 'fable', journeyId: randomUUID() }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let firstDeltaWhileSending: boolean | undefined;
    let titleWhileSending: boolean | undefined;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (titleWhileSending === undefined && text.includes('event: title'))
        titleWhileSending = fake.streams[0]?.finished === false;
      if (firstDeltaWhileSending === undefined && text.includes('event: delta'))
        firstDeltaWhileSending = fake.streams[0]?.finished === false;
    }
    expect(titleWhileSending).toBe(true);
    expect(firstDeltaWhileSending).toBe(true);
    const frames = [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2] ?? '{}') as { title?: string; text?: string },
    }));
    expect(frames.map((f) => f.event).slice(0, 2)).toEqual(['start', 'title']);
    expect(frames[1]?.data.title).toBe(DEFAULT_STORY_TITLE);
    expect(frames[frames.length - 1]?.event).toBe('done');
    const content = frames
      .filter((f) => f.event === 'delta')
      .map((f) => f.data.text)
      .join('');
    expect(content).toBe(tokens.slice(1).join(''));

    // What the model was sent: store:false, the mood only in the user message, as data.
    const chat = fake.chatRequests();
    expect(chat).toHaveLength(1);
    expect(chat[0]?.body).toMatchObject({ model: 'test-model', stream: true, store: false });
    const [system, user] = messagesOf(chat[0]);
    expect(system?.role).toBe('system');
    expect(system?.content).not.toContain(MARKER);
    expect(user?.role).toBe('user');
    expect(JSON.parse(user?.content ?? '')).toEqual({ mood: MOOD });
    // Moderation saw the mood first.
    expect(fake.moderationRequests()[0]?.body).toMatchObject({
      model: 'omni-moderation-latest',
      input: MOOD,
    });
    expect(fake.moderationRequests()[0]!.at).toBeLessThan(chat[0]!.at);
  });

  it('stops the model when the browser goes away mid-story', async () => {
    fake.reset();
    const tokens = tokensOf(DEFAULT_STORY).slice(0, 80);
    fake.chat = (request) =>
      request.body.stream
        ? { kind: 'stream', tokens, firstDelayMs: 20, delayMs: 40 }
        : { kind: 'json', content: '{}' };
    const before = fake.streams.length;
    const abort = new AbortController();
    const response = await fetch(`${server.url}/api/story`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: tab.cookieHeader,
      },
      body: JSON.stringify({ mood: MOOD, format: 'poem', journeyId: randomUUID() }),
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: delta'))
      text += new TextDecoder().decode((await reader.read()).value);
    abort.abort();
    const deadline = Date.now() + 3000;
    while (!fake.streams[before]?.closedEarly && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(fake.streams[before]?.closedEarly).toBe(true);
  });

  it('caps the mood it forwards and answers the other operations from the model', async () => {
    const mood = `${MARKER} ${'x'.repeat(2100)}`;
    const tooLong = await tab.post('/api/mood-response', { mood });
    expect(tooLong.status).toBe(400); // the edge refuses more than 2,000 characters
    const longest = mood.slice(0, 2000);
    const reply = await tab.post<{ response: string }>('/api/mood-response', { mood: longest });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ...(DEFAULT_JSON.mood_reply as object), safety: 'none' });
    const user = messagesOf(fake.chatRequests()[0])[1];
    expect((JSON.parse(user?.content ?? '') as { mood: string }).mood.length).toBeLessThanOrEqual(
      USER_TEXT_MAX,
    );
    const journeyId = randomUUID();
    expect((await tab.post('/api/story', { mood: MOOD, format: 'fable', journeyId })).status).toBe(
      200,
    );
    const tools = await tab.post('/api/grounding-tools', {
      journeyId,
      mood: MOOD,
      storyFormat: 'fable',
      storyTitle: DEFAULT_STORY_TITLE,
    });
    expect(tools.body).toEqual({ ...(DEFAULT_JSON.grounding_tools as object), safety: 'none' });
  });

  it('makes no story when moderation flags the mood: a check-in for self-harm, care for intent', async () => {
    fake.moderation = () => ({ kind: 'result', categories: ['self-harm'] });
    const response = await tab.post<{ crisis: boolean; category: string }>('/api/story', {
      mood: `A flat, grey sort of day ${MARKER}`,
      format: 'poem',
      journeyId: randomUUID(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      safety: 'check-in',
      crisis: true,
      category: 'self_harm',
    });
    fake.moderation = () => ({ kind: 'result', categories: ['self-harm', 'self-harm/intent'] });
    const intent = await tab.post('/api/story', {
      mood: `A flat, grey sort of day ${MARKER}`,
      format: 'poem',
      journeyId: randomUUID(),
      checkIn: 'no',
    });
    expect(intent.body).toMatchObject({ safety: 'crisis', crisis: true, category: 'self_harm' });
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('fails a story on exhausted quota after one request, giving the journey back', async () => {
    // Someone with journeys left (earlier tests used this file's person's journeys).
    const tab = new HttpClient(server.url);
    await tab.post('/api/auth/signup', {
      username: 'lanternquota',
      email: 'lantern.quota@example.com',
      password: 'secret-walker',
    });
    fake.chat = () => ({ kind: 'error', status: 429, code: 'insufficient_quota' });
    const before = await tab.get<{ user: { journeyCount: number } }>('/api/auth/check');
    const response = await tab.post('/api/story', {
      mood: MOOD,
      format: 'story',
      journeyId: randomUUID(),
    });
    expect(response.status).toBe(503);
    expect(fake.chatRequests()).toHaveLength(1);
    const after = await tab.get<{ user: { journeyCount: number } }>('/api/auth/check');
    expect(after.body.user.journeyCount).toBe(before.body.user.journeyCount);
  });

  it('never logs the person’s words', () => {
    expect(server.logs.join('\n')).not.toContain(MARKER);
    expect(server.logs.join('\n')).toMatch(/storyteller ready/);
  });
});
