// The server's added latency over a streamed OpenAI-compatible response (issue 4, Benchmark):
// a local fake upstream waits a fixed delay, then streams a title line and words; a real server
// (PGlite in a temp dir, OpenAI storyteller pointed at the fake, moderation off) relays them as
// server-sent events to a signed-in client. Per request:
//   title:       client receives `event: title`      − upstream writes the title line
//   first delta: client receives the first `event: delta` − upstream writes the first word
// All clocks are performance.now() in this one process. For reference, the same client reading
// the fake directly gives the floor (loopback + fetch), so "added" is what the server costs.
// Each request is a new journey (a journey has one story); a new person signs up every three
// requests, so the free allowance never bites.
// Prints figures only, never story text.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/infra/config/config';
import { createLogger } from '../../src/infra/logging/logger';
import { startServer } from '../../src/infra/server';
import { freePort } from '../support/free-port';
import { DEFAULT_STORY, startFakeOpenAiChat, tokensOf } from '../support/fake-openai-chat';
import { HttpClient } from '../support/http-client';
import { fmt, percentile } from './bench-utils';

export interface OpenAiStreamBench {
  requests: number;
  upstreamFirstTokenDelayMs: number;
  tokenGapMs: number;
  /** Client title receipt − upstream title write (through the server). */
  titleAddedMs: { p50: number; p99: number };
  /** Client first-delta receipt − upstream first-word write (through the server). */
  firstDeltaAddedMs: { p50: number; p99: number };
  /** The same client reading the fake upstream directly: the floor. */
  directMs: { p50: number; p99: number };
  /** Request sent → first delta at the client (includes the upstream's fixed delay). */
  timeToFirstDeltaMs: { p50: number; p99: number };
}

interface Timed {
  /** performance.now() when the first read containing `needle` resolved, per needle. */
  at: Record<string, number>;
  started: number;
}

/** Reads a streamed body to the end, noting when each needle first appears. */
async function readTimed(response: Response, needles: string[], started: number): Promise<Timed> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const at: Record<string, number> = {};
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const now = performance.now();
    text += decoder.decode(value, { stream: true });
    for (const needle of needles)
      if (at[needle] === undefined && text.includes(needle)) at[needle] = now;
  }
  return { at, started };
}

export async function benchOpenAiStream(
  options: { requests?: number; firstTokenDelayMs?: number; tokenGapMs?: number } = {},
): Promise<OpenAiStreamBench> {
  const requests = options.requests ?? Number(process.env.BENCH_OPENAI_REQUESTS ?? 50);
  const firstDelayMs = options.firstTokenDelayMs ?? 150;
  const delayMs = options.tokenGapMs ?? 15;
  const tokens = tokensOf(DEFAULT_STORY).slice(0, 8);
  const fake = await startFakeOpenAiChat();
  // The direct (floor) requests need only the first token.
  fake.chat = (request) => ({
    kind: 'stream',
    tokens: request.body.model === 'bench-direct' ? tokens.slice(0, 1) : tokens,
    firstDelayMs,
    delayMs,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-openai-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BCRYPT_COST: '10',
    OPENAI_API_KEY: 'bench',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODERATION: 'false',
    STORYTELLER: 'openai',
    SIGNUPS_PER_HOUR_PER_IP: '1000',
  });
  const server = await startServer(config, createLogger({ level: 'silent' }));
  try {
    let tab = new HttpClient(server.url);
    let people = 0;
    let storiesOfThisPerson = 3;
    const nextStoryBody = async () => {
      if (storiesOfThisPerson === 3) {
        people += 1;
        tab = new HttpClient(server.url);
        const signup = await tab.post('/api/auth/signup', {
          username: `benchwalker${people}`,
          email: `bench.walker${people}@example.com`,
          password: 'secret-walker',
        });
        if (signup.status !== 201) throw new Error(`bench sign-up failed: ${signup.status}`);
        storiesOfThisPerson = 0;
      }
      storiesOfThisPerson += 1;
      return JSON.stringify({
        mood: 'I feel stuck and tired, like walking through fog at work',
        format: 'fable',
        journeyId: randomUUID(),
      });
    };

    const viaServer = async () => {
      const body = await nextStoryBody();
      const index = fake.streams.length;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/story`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          cookie: tab.cookieHeader,
        },
        body,
      });
      if (response.status !== 200) throw new Error(`bench story failed: ${response.status}`);
      const timed = await readTimed(response, ['event: title', 'event: delta'], started);
      const upstream = fake.streams[index];
      const title = timed.at['event: title'];
      const delta = timed.at['event: delta'];
      if (!upstream || title === undefined || delta === undefined)
        throw new Error('bench story: stream incomplete');
      return {
        title: title - (upstream.tokenAt[0] ?? NaN),
        delta: delta - (upstream.tokenAt[1] ?? NaN),
        firstDelta: delta - started,
      };
    };

    const direct = async () => {
      const index = fake.streams.length;
      const response = await fetch(`${fake.baseURL}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
        body: JSON.stringify({ model: 'bench-direct', stream: true, messages: [] }),
      });
      const timed = await readTimed(response, ['Title: '], performance.now());
      return (timed.at['Title: '] ?? NaN) - (fake.streams[index]?.tokenAt[0] ?? NaN);
    };

    for (let i = 0; i < 5; i++) {
      await viaServer(); // warm-up: JIT, connections, the journey's first story
      await direct();
    }
    const title: number[] = [];
    const delta: number[] = [];
    const first: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < requests; i++) {
      const r = await viaServer();
      title.push(r.title);
      delta.push(r.delta);
      first.push(r.firstDelta);
      floor.push(await direct());
    }
    const summary = (values: number[]) => ({
      p50: percentile(values, 50),
      p99: percentile(values, 99),
    });
    return {
      requests,
      upstreamFirstTokenDelayMs: firstDelayMs,
      tokenGapMs: delayMs,
      titleAddedMs: summary(title),
      firstDeltaAddedMs: summary(delta),
      directMs: summary(floor),
      timeToFirstDeltaMs: summary(first),
    };
  } finally {
    await server.stop();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printOpenAiStream(result: OpenAiStreamBench): void {
  const ms = (n: number) => `${fmt(n, 2)} ms`;
  const line = (label: string, v: { p50: number; p99: number }) =>
    console.log(`${label}: p50 ${ms(v.p50)}, p99 ${ms(v.p99)}`);
  console.log(
    `\n## Streamed OpenAI-compatible story through the server (${result.requests} requests; upstream waits ${result.upstreamFirstTokenDelayMs} ms, then a token every ${result.tokenGapMs} ms)`,
  );
  line('added latency, title (client − upstream)      ', result.titleAddedMs);
  line('added latency, first delta (client − upstream)', result.firstDeltaAddedMs);
  line('floor: client reading the upstream directly    ', result.directMs);
  line('request → first delta at the client            ', result.timeToFirstDeltaMs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printOpenAiStream(await benchOpenAiStream());
}
