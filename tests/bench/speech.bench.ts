// Read-aloud figures for the offline voice (issue 9). Time to first audio: a real server (PGlite in
// a temp dir, the default offline voice, its default worker count) and a signed-in client that
// cuts a ~2,000-character story as the web client does (readAloudPieces) and times POST /api/tts of
// the first chunk until its last byte has arrived (the client plays a chunk once it has it whole):
//   cold: the first request after the server started, its worker threads starting with it (as in
//         tests, where they start on the first request), so it waits for them to boot.
//   first press after start: the server starts its workers with it (the default outside tests);
//         the first request follows the sign-up.
//   warm: the voice has spoken before and has been idle for a second, as when someone presses
//         Listen on a running server.
// For comparison, the same with a 500-character first chunk (the cut before issue 9). Then the
// synthesis itself, on one worker thread: p50 per request, eSpeak vs MP3 encoding, bytes, the
// whole story, and the event loop's worst delay meanwhile. Prints figures, never text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { splitIntoChunks } from '../../src/domain/speech/text-chunks';
import { SPEECH, type VoiceId } from '../../src/domain/speech/voices';
import { loadConfig } from '../../src/infra/config/config';
import { createLogger } from '../../src/infra/logging/logger';
import { startServer, type RunningServer } from '../../src/infra/server';
import { defaultWorkers, OfflineSpeech } from '../../src/infra/speech/offline/offline-speech';
import { readAloudPieces } from '../../src/web/features/speech/lib/chunk-plan';
import { freePort } from '../support/free-port';
import { HttpClient } from '../support/http-client';
import { fmt, percentile } from './bench-utils';

const SENTENCES = [
  'The little fox carried the lantern up the hill, and the light made the dark path feel kinder.',
  'Every few steps she stopped to listen to the wind moving through the tall grass.',
  'An old owl watched from a branch and asked her where she was going so late at night.',
  '"I am looking for the place where worries go to rest," the fox said quietly.',
  'The owl smiled, because he knew the answer was closer than she thought.',
  'Together they sat by the river, and the lantern painted small gold circles on the water.',
];

/** Story-like text of exactly `chars` characters, in paragraphs of three sentences. */
export function storyText(chars: number): string {
  let text = '';
  for (let i = 0; text.length < chars; i++) {
    text += (i === 0 ? '' : i % 3 === 0 ? '\n\n' : ' ') + SENTENCES[i % SENTENCES.length];
  }
  return text.slice(0, chars).trimEnd();
}

export interface FirstAudio {
  /** Characters of the first chunk. */
  chars: number;
  bytes: number;
  coldMs: number;
  /** Workers started with the server; the first request right after signing up. */
  firstAfterStartMs: number;
  warm: { p50: number; p90: number };
}

export interface SpeechBench {
  runs: number;
  workers: number;
  storyChars: number;
  storyChunks: number;
  firstAudio: FirstAudio;
  /** The same story cut as before issue 9: a first chunk of up to 500 characters. */
  fullFirstChunk: { chars: number; warm: { p50: number; p90: number } };
  p50Ms100: number;
  p50Ms500: number;
  espeakMs500: number;
  encodeMs500: number;
  bytes500: number;
  seconds500: number;
  bytesPerSecond: number;
  /** Time to synthesize every chunk one after another vs the audio's length. */
  storySynthMs: number;
  storySeconds: number;
  maxLoopDelayMs: number;
}

interface Speaker {
  /** POST /api/tts until the last byte of audio: milliseconds and bytes. */
  speak(text: string): Promise<{ ms: number; bytes: number }>;
  close(): Promise<void>;
}

/**
 * A fresh server on its own PGlite and a signed-in client; no speech request made yet.
 * warmAtStart: the server starts the voice's worker threads at once (NODE_ENV=development), else
 * on the first request (NODE_ENV=test).
 */
async function startSpeaker(warmAtStart: boolean): Promise<Speaker> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-speech-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: warmAtStart ? 'development' : 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BCRYPT_COST: '10',
    SPEECH_PROVIDER: 'offline',
    SPEECH_RATE_PER_MINUTE: '1000',
  });
  let server: RunningServer | undefined;
  try {
    server = await startServer(config, createLogger({ level: 'silent' }));
    const tab = new HttpClient(server.url);
    const signup = await tab.post('/api/auth/signup', {
      username: 'benchlistener',
      email: 'bench.listener@example.com',
      password: 'secret-listener',
    });
    if (signup.status !== 201) throw new Error(`bench sign-up failed: ${signup.status}`);
    const url = `${server.url}/api/tts`;
    const running = server;
    return {
      speak: async (text) => {
        const started = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: tab.cookieHeader },
          body: JSON.stringify({
            text,
            voice: SPEECH.storyVoice,
            model: SPEECH.defaultModel,
            speed: SPEECH.storySpeed,
          }),
        });
        const bytes = (await response.arrayBuffer()).byteLength;
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`bench speech failed: ${response.status}`);
        return { ms, bytes };
      },
      close: async () => {
        await running.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Warm requests of `text`, each after a second of quiet: p50 and p90. */
async function warmTimes(speaker: Speaker, text: string, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await sleep(1000);
    times.push((await speaker.speak(text)).ms);
  }
  return { p50: percentile(times, 50), p90: percentile(times, 90) };
}

async function benchFirstAudio(story: string, runs: number) {
  const opening = readAloudPieces(story)[0]!;
  const fullChunk = splitIntoChunks(story)[0]!;
  const started = await startSpeaker(true);
  const firstAfterStart = await started.speak(opening).finally(() => started.close());
  const speaker = await startSpeaker(false);
  try {
    const cold = await speaker.speak(opening);
    const firstAudio: FirstAudio = {
      chars: opening.length,
      bytes: cold.bytes,
      coldMs: cold.ms,
      firstAfterStartMs: firstAfterStart.ms,
      warm: await warmTimes(speaker, opening, runs),
    };
    const fullFirstChunk = {
      chars: fullChunk.length,
      warm: await warmTimes(speaker, fullChunk, runs),
    };
    return { firstAudio, fullFirstChunk };
  } finally {
    await speaker.close();
  }
}

export async function benchSpeech(options: { runs?: number } = {}): Promise<SpeechBench> {
  const runs = options.runs ?? Number(process.env.BENCH_SPEECH_RUNS ?? 7);
  const story = storyText(2000);
  const pieces = readAloudPieces(story);
  const { firstAudio, fullFirstChunk } = await benchFirstAudio(story, runs);

  const request = (text: string, voice: VoiceId = 'nova', speed = 1) => ({
    text,
    voice,
    speed,
    model: SPEECH.defaultModel,
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const speech = new OfflineSpeech({ workers: 1 });
  try {
    speech.warm();
    await speech.synthesize(request('Warming up the voice.'));
    loop.enable();
    const ms100: number[] = [];
    const ms500: number[] = [];
    const espeak500: number[] = [];
    const encode500: number[] = [];
    let bytes500 = 0;
    let seconds500 = 0;
    for (let i = 0; i < runs; i++) {
      let started = performance.now();
      await speech.synthesize(request(storyText(100)));
      ms100.push(performance.now() - started);
      started = performance.now();
      const result = await speech.render(request(storyText(500)));
      ms500.push(performance.now() - started);
      espeak500.push(result.synthMs);
      encode500.push(result.encodeMs);
      bytes500 = result.mp3.byteLength;
      seconds500 = result.seconds;
    }

    // The whole story back to back, as the client asks for it (each chunk while the last plays).
    const started = performance.now();
    let storySeconds = 0;
    for (const piece of pieces)
      storySeconds += (await speech.render(request(piece, SPEECH.storyVoice, SPEECH.storySpeed)))
        .seconds;
    const storySynthMs = performance.now() - started;
    loop.disable();

    return {
      runs,
      workers: defaultWorkers(),
      storyChars: story.length,
      storyChunks: pieces.length,
      firstAudio,
      fullFirstChunk,
      p50Ms100: percentile(ms100, 50),
      p50Ms500: percentile(ms500, 50),
      espeakMs500: percentile(espeak500, 50),
      encodeMs500: percentile(encode500, 50),
      bytes500,
      seconds500,
      bytesPerSecond: bytes500 / seconds500,
      storySynthMs,
      storySeconds,
      maxLoopDelayMs: loop.max / 1e6,
    };
  } finally {
    await speech.close();
  }
}

export function printSpeech(r: SpeechBench): void {
  const first = r.firstAudio;
  console.log(
    `\n## Read aloud, offline voice (eSpeak NG WASM + LAME WASM, MP3 ${SPEECH.storyVoice} at ${SPEECH.storySpeed}, 32 kbps)`,
  );
  console.log(
    `time to first audio, ${fmt(r.storyChars)}-character story in ${r.storyChunks} chunks (POST /api/tts of the first chunk until its last byte; ${r.workers} worker thread${r.workers === 1 ? '' : 's'})`,
  );
  console.log(
    `  warm   p50 ${fmt(first.warm.p50)} ms   p90 ${fmt(first.warm.p90)} ms   (${r.runs} presses, 1 s apart)`,
  );
  console.log(
    `  cold   ${fmt(first.coldMs)} ms   (the first request; the worker threads start with it)`,
  );
  console.log(
    `  first press after start   ${fmt(first.firstAfterStartMs)} ms   (worker threads started with the server, the default outside tests)`,
  );
  console.log(
    `  first chunk ${fmt(first.chars)} characters, ${fmt(first.bytes / 1024, 1)} KB; with a 500-character first chunk instead (${fmt(r.fullFirstChunk.chars)}): warm p50 ${fmt(r.fullFirstChunk.warm.p50)} ms`,
  );
  console.log(`synthesis on one worker thread (${r.runs} runs, back to back)`);
  console.log(`  100 characters    p50 ${fmt(r.p50Ms100)} ms`);
  console.log(
    `  500 characters    p50 ${fmt(r.p50Ms500)} ms   (eSpeak ${fmt(r.espeakMs500)} ms + MP3 ${fmt(r.encodeMs500)} ms)`,
  );
  console.log(
    `  audio, 500 characters   ${fmt(r.bytes500 / 1024, 1)} KB for ${fmt(r.seconds500, 1)} s   (${fmt(r.bytesPerSecond)} B/s; cache limit ${fmt(SPEECH.cacheMaxBytes / 1024)} KB)`,
  );
  console.log(
    `  the whole story: ${r.storyChunks} chunks in ${fmt(r.storySynthMs / 1000, 1)} s for ${fmt(r.storySeconds, 1)} s of audio (${fmt(r.storySeconds / (r.storySynthMs / 1000), 1)}x real time)`,
  );
  console.log(`  event loop, worst delay meanwhile   ${fmt(r.maxLoopDelayMs, 1)} ms`);
}
