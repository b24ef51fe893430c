// The /api/tts route on its own: a real Koa app (createHttpApp) with a stub session, a stub rate
// limit table and stub adapters, so failures can be forced.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Knex } from 'knex';
import type Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { SpeechError, type SpeechPort, type SpeechRequest } from '../../app/speech/speech.port';
import { loadConfig } from '../config/config';
import type { Database } from '../database/database';
import { createHttpApp, type HttpModule } from '../http/create-http-app';
import { createLogger } from '../logging/logger';
import { createSpeechModule } from './speech.module';

const SECRET = 'Thistlewhisper';

async function start(speech: SpeechPort, options: { userId?: number; points?: number } = {}) {
  const logs: string[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(chunk.toString());
        callback();
      },
    }),
  });
  const config = loadConfig({ NODE_ENV: 'test', SPEECH_RATE_PER_MINUTE: '5' });
  const resetAt = new Date(Date.now() + 42_000);
  const knex = {
    raw: async () => ({ rows: [{ points: options.points ?? 1, expires_at: resetAt }] }),
  };
  const db = { knex: knex as unknown as Knex } as Database;
  const speechModule = createSpeechModule(
    { config, logger, db, requireJourney: async () => {} },
    { speech },
  );
  const signedIn: Koa.Middleware = async (ctx, next) => {
    Object.assign(ctx, {
      session: options.userId === undefined ? null : { userId: options.userId },
    });
    await next();
  };
  const session: HttpModule = { middleware: () => [signedIn], routers: [] };
  const app = createHttpApp({
    runtime: { config, logger, db, projectionsCaughtUp: async () => true },
    modules: [session, speechModule],
    isAdmin: async () => false,
    webRoot: '/nonexistent',
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  const post = async (body: unknown) => {
    const response = await fetch(`${url}/api/tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { response, text: await response.text() };
  };
  return { post, logs };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

const adapter = (
  synthesize: (
    request: SpeechRequest,
  ) => Promise<never> | Promise<{ audio: Buffer; contentType: string }>,
): SpeechPort => ({
  name: 'stub',
  synthesize,
  close: async () => {},
});

describe('POST /api/tts', () => {
  it('answers the adapter audio with its content type, not cacheable', async () => {
    const seen: SpeechRequest[] = [];
    const { post } = await start(
      adapter(async (request) => {
        seen.push(request);
        return { audio: Buffer.from('ID3fake'), contentType: 'audio/mpeg' };
      }),
      { userId: 7 },
    );
    const { response, text } = await post({ text: ` ${SECRET} `, model: 'tts-1-hd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text).toBe('ID3fake');
    // voice and speed default; the configured model wins over the client's
    expect(seen).toEqual([{ text: ` ${SECRET} `, voice: 'nova', speed: 1, model: 'tts-1' }]);
  });

  it('answers 500 "Failed to generate speech." when the adapter throws, logging no text', async () => {
    const { post, logs } = await start(
      adapter(() => Promise.reject(new TypeError('engine on fire'))),
      { userId: 7 },
    );
    const { response, text } = await post({ text: `${SECRET} is worried`, voice: 'onyx' });
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Failed to generate speech.' });
    const log = logs.join('');
    expect(log).toContain('engine on fire');
    expect(log).toMatch(/"chars":\d+/);
    expect(log).not.toContain(SECRET);
  });

  it('answers 503 with the same message when the offline voice is busy', async () => {
    const { post } = await start(
      adapter(() => Promise.reject(new SpeechError('too many jobs waiting', 'busy'))),
      { userId: 7 },
    );
    const { response, text } = await post({ text: 'Hello' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Failed to generate speech.' });
  });

  it('answers 401 when signed out and 429 past the per-user limit, before any synthesis', async () => {
    let calls = 0;
    const counting = adapter(async () => {
      calls++;
      return { audio: Buffer.from('x'), contentType: 'audio/mpeg' };
    });
    const signedOut = await start(counting);
    expect((await signedOut.post({ text: 'Hello' })).response.status).toBe(401);
    const limited = await start(counting, { userId: 7, points: 6 });
    const { response } = await limited.post({ text: 'Hello' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(30);
    expect(calls).toBe(0);
  });
});
