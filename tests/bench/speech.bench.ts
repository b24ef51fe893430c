// Offline speech figures (issue 5): synthesis time for 100 and 500 characters (p50), MP3 bytes per
// second of audio, and how soon a 2,000-character story can start playing (its first chunk
// synthesized), cold (fresh worker) and warm. Also the event loop's worst delay meanwhile.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SPEECH, type VoiceId } from '../../src/domain/speech/voices';
import { splitIntoChunks } from '../../src/domain/speech/text-chunks';
import { OfflineSpeech } from '../../src/infra/speech/offline/offline-speech';
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

export interface SpeechBench {
  runs: number;
  p50Ms100: number;
  p50Ms500: number;
  espeakMs500: number;
  encodeMs500: number;
  bytes500: number;
  seconds500: number;
  bytesPerSecond: number;
  storyChunks: number;
  firstChunkColdMs: number;
  firstChunkWarmMs: number;
  firstChunkSeconds: number;
  /** Time to synthesize every chunk one after another vs the audio's length. */
  storySynthMs: number;
  storySeconds: number;
  maxLoopDelayMs: number;
}

export async function benchSpeech(options: { runs?: number } = {}): Promise<SpeechBench> {
  const runs = options.runs ?? Number(process.env.BENCH_SPEECH_RUNS ?? 7);
  const request = (text: string, voice: VoiceId = 'nova', speed = 1) => ({
    text,
    voice,
    speed,
    model: SPEECH.defaultModel,
  });
  const story = storyText(2000);
  const chunks = splitIntoChunks(story);
  const loop = monitorEventLoopDelay({ resolution: 10 });

  // Cold: a fresh worker (thread start, tsx, WASM compile) before chunk 1 of the story is ready.
  const cold = new OfflineSpeech({ workers: 1 });
  let started = performance.now();
  await cold.synthesize(request(chunks[0]!, SPEECH.storyVoice, SPEECH.storySpeed));
  const firstChunkColdMs = performance.now() - started;
  await cold.close();

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
      started = performance.now();
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

    const firstChunk: number[] = [];
    let firstChunkSeconds = 0;
    for (let i = 0; i < Math.max(3, Math.ceil(runs / 2)); i++) {
      started = performance.now();
      const result = await speech.render(request(chunks[0]!, SPEECH.storyVoice, SPEECH.storySpeed));
      firstChunk.push(performance.now() - started);
      firstChunkSeconds = result.seconds;
    }

    started = performance.now();
    let storySeconds = 0;
    for (const chunk of chunks)
      storySeconds += (await speech.render(request(chunk, SPEECH.storyVoice, SPEECH.storySpeed)))
        .seconds;
    const storySynthMs = performance.now() - started;
    loop.disable();

    return {
      runs,
      p50Ms100: percentile(ms100, 50),
      p50Ms500: percentile(ms500, 50),
      espeakMs500: percentile(espeak500, 50),
      encodeMs500: percentile(encode500, 50),
      bytes500,
      seconds500,
      bytesPerSecond: bytes500 / seconds500,
      storyChunks: chunks.length,
      firstChunkColdMs,
      firstChunkWarmMs: percentile(firstChunk, 50),
      firstChunkSeconds,
      storySynthMs,
      storySeconds,
      maxLoopDelayMs: loop.max / 1e6,
    };
  } finally {
    await speech.close();
  }
}

export function printSpeech(r: SpeechBench): void {
  console.log(
    `\n## Offline speech (eSpeak NG WASM + MP3 32 kbps, 1 worker thread, ${r.runs} runs)`,
  );
  console.log(`synthesis, 100 characters         p50 ${fmt(r.p50Ms100)} ms`);
  console.log(
    `synthesis, 500 characters         p50 ${fmt(r.p50Ms500)} ms   (eSpeak ${fmt(r.espeakMs500)} ms + MP3 ${fmt(r.encodeMs500)} ms)`,
  );
  console.log(
    `audio, 500 characters             ${fmt(r.bytes500 / 1024, 1)} KB for ${fmt(r.seconds500, 1)} s   (cache limit ${fmt(SPEECH.cacheMaxBytes / 1024)} KB)`,
  );
  console.log(`MP3 bytes per second of audio     ${fmt(r.bytesPerSecond)} B/s`);
  console.log(
    `2,000-character story, ${r.storyChunks} chunks: first chunk ready (can play) after ${fmt(r.firstChunkWarmMs)} ms warm, ${fmt(r.firstChunkColdMs)} ms cold`,
  );
  console.log(
    `  first chunk plays ${fmt(r.firstChunkSeconds, 1)} s; all chunks in ${fmt(r.storySynthMs / 1000, 1)} s for ${fmt(r.storySeconds, 1)} s of audio (${fmt(r.storySeconds / (r.storySynthMs / 1000), 1)}x real time)`,
  );
  console.log(`event loop, worst delay while synthesizing   ${fmt(r.maxLoopDelayMs, 1)} ms`);
}
