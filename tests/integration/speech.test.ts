// Read aloud through the API (SPEC.md sections 7 "POST /api/tts", 8 and 9; issue 5): the six
// voices of the offline voice, bad input, sign-in, rate limit; OPENAI_API_KEY against a local
// server that speaks OpenAI's speech API (success, error, timeout → 'Failed to generate speech.');
// the OpenAI adapter on its own. A throwing adapter: src/infra/speech/speech.module.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechError, type SpeechRequest } from '../../src/app/speech/speech.port';
import {
  findVoice,
  SPEECH,
  SPEECH_MESSAGES,
  VOICE_IDS,
  VOICES,
  type VoiceId,
} from '../../src/domain/speech/voices';
import { ESPEAK_VOICES } from '../../src/infra/speech/offline/espeak-voices';
import { OpenAiSpeech } from '../../src/infra/speech/openai-speech';
import { SPEECH_RATE_MESSAGE } from '../../src/infra/speech/speech.module';
import { startFakeOpenAiSpeech, type FakeOpenAiSpeech } from '../support/fake-openai-speech';
import { HttpClient } from '../support/http-client';
import { mp3Info } from '../support/mp3-frames';
import { startTestServer, type TestServer } from '../support/test-server';

const MARKER = 'Marigoldzephyr';

interface VoicesBody {
  success: boolean;
  provider: string;
  voices: { id: VoiceId; name: string; description: string; sampleText: string }[];
}
const SAMPLE = `The lantern glowed softly as ${MARKER} the fox walked home, and the night felt a little less lonely.`;

interface SpeechServer {
  server: TestServer;
  close(): Promise<void>;
}

async function startSpeechServer(env: Record<string, string>): Promise<SpeechServer> {
  const server = await startTestServer({ env });
  return { server, close: () => server.close() };
}

let userCount = 0;
async function signedIn(server: TestServer): Promise<{ tab: HttpClient; userId: number }> {
  const tab = new HttpClient(server.url);
  const name = `reader${++userCount}${Date.now() % 100000}`;
  const response = await tab.post('/api/auth/signup', {
    username: name,
    email: `${name}@example.com`,
    password: 'lantern-light',
  });
  expect(response.status).toBe(201);
  return { tab, userId: (response.body.user as { id: number }).id };
}

async function tts(server: TestServer, tab: HttpClient | null, body: unknown) {
  const response = await fetch(`${server.url}/api/tts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(tab ? { cookie: tab.cookieHeader } : {}) },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = () => JSON.parse(bytes.toString('utf8')) as { success: boolean; message: string };
  return { status: response.status, headers: response.headers, bytes, json };
}

describe('POST /api/tts and GET /api/tts/voices (offline voice)', () => {
  let speechServer: SpeechServer;
  let server: TestServer;

  beforeAll(async () => {
    speechServer = await startSpeechServer({
      SPEECH_PROVIDER: 'offline',
      SPEECH_WORKERS: '1',
      // The six voices are asked for at once below (a person's player never needs more than 2).
      SPEECH_CONCURRENT_PER_USER: '6',
    });
    server = speechServer.server;
  });
  afterAll(async () => {
    await speechServer?.close();
  });
  const signIn = () => signedIn(server);
  const say = (tab: HttpClient | null, body: unknown) => tts(server, tab, body);

  it('lists the six voices with id, name, description and sample text, as the offline voice', async () => {
    const response = await new HttpClient(server.url).get<VoicesBody>('/api/tts/voices');
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.provider).toBe('offline');
    expect(response.body.voices.map((v) => v.id)).toEqual([...VOICE_IDS]);
    for (const voice of response.body.voices) {
      expect(Object.keys(voice).sort()).toEqual(['description', 'id', 'name', 'sampleText']);
      expect(voice).toMatchObject({ name: findVoice(voice.id)!.name });
      // What eSpeak NG does with the id, not what OpenAI's voice of that name sounds like.
      expect(voice.description).toBe(ESPEAK_VOICES[voice.id].description);
      expect(voice.description).not.toBe(findVoice(voice.id)!.description);
    }
  });

  it('answers 401 JSON when signed out', async () => {
    const response = await say(null, { text: 'Hello', voice: 'nova', model: 'tts-1', speed: 1 });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('speaks in each of the six voices: decodable MP3 that differs between voices', async () => {
    const { tab } = await signIn();
    const results = await Promise.all(
      VOICE_IDS.map((voice) => say(tab, { text: SAMPLE, voice, model: 'tts-1', speed: 1 })),
    );
    const hashes = new Set<string>();
    const frameCounts = new Set<number>();
    for (const [index, response] of results.entries()) {
      expect(response.status, VOICE_IDS[index]).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const info = mp3Info(response.bytes); // every frame header valid, frames run to the end
      expect(info).toMatchObject({ sampleRate: 22050, bitrateKbps: 32, channels: 1 });
      expect(info.seconds).toBeGreaterThan(3);
      expect(info.seconds).toBeLessThan(20);
      hashes.add(createHash('sha256').update(response.bytes).digest('hex'));
      frameCounts.add(info.frames);
    }
    // eSpeak adds random noise, so bytes differ run to run; the length is deterministic and each
    // voice's pace and variant give it its own (the unit tests also check pitch).
    expect(hashes.size).toBe(6);
    expect(frameCounts.size).toBe(6);
    expect(server.logs.join('')).not.toContain(MARKER); // the text never reaches the log
  });

  it('uses voice nova and speed 1 when omitted; speed scales the duration', async () => {
    const { tab } = await signIn();
    const text = 'One small step, then another, and the path appears.';
    const plain = await say(tab, { text });
    const nova = await say(tab, { text, voice: 'nova', speed: 1 });
    const slow = await say(tab, { text, voice: 'nova', speed: 0.5 });
    const fast = await say(tab, { text, voice: 'nova', speed: 4 });
    expect(mp3Info(plain.bytes).frames).toBe(mp3Info(nova.bytes).frames);
    expect(mp3Info(slow.bytes).seconds).toBeGreaterThan(mp3Info(nova.bytes).seconds * 1.5);
    expect(mp3Info(fast.bytes).seconds).toBeLessThan(mp3Info(nova.bytes).seconds * 0.6);
  });

  it.each([
    ['empty text', { text: '', voice: 'nova' }, 400, SPEECH_MESSAGES.emptyText],
    ['blank text', { text: ' \n\t ', voice: 'nova' }, 400, SPEECH_MESSAGES.emptyText],
    ['missing text', { voice: 'nova' }, 400, SPEECH_MESSAGES.emptyText],
    ['text that is not a string', { text: 42 }, 400, SPEECH_MESSAGES.emptyText],
    ['an unknown voice', { text: 'Hi', voice: 'robot' }, 400, SPEECH_MESSAGES.unknownVoice],
    ['a voice in the wrong case', { text: 'Hi', voice: 'Nova' }, 400, SPEECH_MESSAGES.unknownVoice],
    ['speed below 0.25', { text: 'Hi', speed: 0.2 }, 400, SPEECH_MESSAGES.badSpeed],
    ['speed above 4', { text: 'Hi', speed: 4.5 }, 400, SPEECH_MESSAGES.badSpeed],
    ['speed as a string', { text: 'Hi', speed: '1' }, 400, SPEECH_MESSAGES.badSpeed],
    ['a model that is not a string', { text: 'Hi', model: 7 }, 400, 'Model must be text.'],
    [
      'text over 4,096 characters',
      { text: 'a'.repeat(SPEECH.maxTextChars + 1) },
      413,
      SPEECH_MESSAGES.tooLong,
    ],
  ])('refuses %s', async (_label, body, status, message) => {
    const { tab } = await signIn();
    const response = await say(tab, body);
    expect(response.status).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('limits requests per user per minute (429 with Retry-After), other users unaffected', async () => {
    const { tab, userId } = await signIn();
    await server.runtime.db.knex('rate_limits').insert({
      key: `tts-user:${userId}`,
      points: server.config.SPEECH_RATE_PER_MINUTE,
      expires_at: new Date(Date.now() + 60_000),
    });
    const limited = await say(tab, { text: 'Hi', voice: 'nova' });
    expect(limited.status).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: SPEECH_RATE_MESSAGE });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await signIn();
    expect((await say(other.tab, { text: 'Hi', voice: 'nova' })).status).toBe(200);
  });
});

describe('POST /api/tts with OPENAI_API_KEY (against a local speech API)', () => {
  let fake: FakeOpenAiSpeech;
  let speechServer: SpeechServer;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiSpeech();
    speechServer = await startSpeechServer({
      OPENAI_API_KEY: 'sk-route-test',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_TIMEOUT_MS: '400',
      OPENAI_TTS_MODEL: 'gpt-4o-mini-tts',
    });
    server = speechServer.server;
  });
  afterAll(async () => {
    await speechServer?.close();
    await fake?.close();
  });

  it("says the voices are OpenAI's, with their own descriptions", async () => {
    const response = await new HttpClient(server.url).get<VoicesBody>('/api/tts/voices');
    expect(response.body).toEqual({ success: true, provider: 'openai', voices: VOICES });
  });

  it('speaks with the configured model, whatever model the client names', async () => {
    const { tab } = await signedIn(server);
    fake.mode = 'ok';
    fake.requests.length = 0;
    const response = await tts(server, tab, {
      text: 'Hello from the cloud.',
      voice: 'shimmer',
      model: 'tts-1',
      speed: 1.25,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.bytes.equals(fake.audio)).toBe(true);
    expect(fake.requests[0]?.body).toMatchObject({
      model: 'gpt-4o-mini-tts',
      voice: 'shimmer',
      speed: 1.25,
    });
  });

  it.each([
    ['answers an error', 'error'],
    ['never answers', 'hang'],
  ] as const)(
    'answers 500 "Failed to generate speech." when the API %s, without logging the text',
    async (_label, mode) => {
      const { tab } = await signedIn(server);
      fake.mode = mode;
      try {
        const response = await tts(server, tab, {
          text: `${MARKER} is a secret worry`,
          voice: 'echo',
        });
        expect(response.status).toBe(500);
        expect(response.json()).toEqual({ success: false, message: 'Failed to generate speech.' });
      } finally {
        fake.mode = 'ok';
      }
      const logs = server.logs.join('');
      expect(logs).toContain('speech failed');
      expect(logs).toContain(mode === 'error' ? 'Invalid value for voice.' : 'timed out');
      expect(logs).not.toContain(MARKER);
    },
  );
});

describe('OpenAI speech adapter against a local speech API', () => {
  let fake: FakeOpenAiSpeech;
  beforeAll(async () => {
    fake = await startFakeOpenAiSpeech();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const adapter = (options: { timeoutMs?: number; maxRetries?: number } = {}) =>
    new OpenAiSpeech({
      apiKey: 'sk-test-key',
      baseURL: fake.baseURL,
      model: 'tts-1',
      timeoutMs: options.timeoutMs ?? 2000,
      maxRetries: options.maxRetries ?? 0,
    });
  const request: SpeechRequest = {
    text: 'A quiet river.',
    voice: 'fable',
    speed: 0.9,
    model: 'ignored-by-adapter',
  };

  it('sends model, voice, input, speed and mp3 format with the key, and returns the bytes', async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    const result = await adapter().synthesize(request);
    expect(result.contentType).toBe('audio/mpeg');
    expect(result.audio.equals(fake.audio)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/audio/speech',
      authorization: 'Bearer sk-test-key',
      body: {
        model: 'tts-1',
        voice: 'fable',
        input: 'A quiet river.',
        speed: 0.9,
        response_format: 'mp3',
      },
    });
  });

  it('reports the API error message and status', async () => {
    fake.mode = 'error';
    fake.errorStatus = 400;
    const error = await adapter()
      .synthesize(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ reason: 'upstream', status: 400 });
    expect((error as SpeechError).message).toContain('Invalid value for voice.');
    expect((error as SpeechError).message).not.toContain('A quiet river.');
  });

  it('retries a server error as many times as configured', async () => {
    fake.mode = 'error';
    fake.errorStatus = 500;
    fake.requests.length = 0;
    await expect(adapter({ maxRetries: 1 }).synthesize(request)).rejects.toMatchObject({
      status: 500,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('times out when the API never answers', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const error = await adapter({ timeoutMs: 300 })
      .synthesize(request)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SpeechError', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
    fake.mode = 'ok';
  });
});
