import { afterAll, describe, expect, it } from 'vitest';
import { mp3Info } from '../../../../tests/support/mp3-frames';
import { SpeechError } from '../../../app/speech/speech.port';
import { SPEECH, VOICE_IDS } from '../../../domain/speech/voices';
import { medianPitchHz } from '../../../../tests/support/pitch';
import { espeakWav, runEspeak } from './espeak-synth';
import { ESPEAK_VOICES, espeakArguments, espeakRate } from './espeak-voices';
import { encodeMp3 } from './mp3';
import { OfflineSpeech } from './offline-speech';
import { parseWav } from './wav';
import { PoolError, WorkerPool } from './worker-pool';

const story = (chars: number) =>
  'The little fox carried the lantern up the hill, and the light made the dark path feel kinder. '
    .repeat(Math.ceil(chars / 94))
    .slice(0, chars);

describe('eSpeak NG settings', () => {
  it('gives each voice its own variant, pitch or pace', () => {
    const settings = VOICE_IDS.map((id) => JSON.stringify(ESPEAK_VOICES[id]));
    expect(new Set(settings).size).toBe(6);
    expect(new Set(VOICE_IDS.map((id) => ESPEAK_VOICES[id].voice)).size).toBe(6);
  });

  it('scales the rate by speed within eSpeak range', () => {
    expect(espeakRate('nova', 1)).toBe(ESPEAK_VOICES.nova.wordsPerMinute);
    expect(espeakRate('nova', 0.25)).toBe(80);
    expect(espeakRate('nova', 4)).toBe(450);
    expect(espeakRate('fable', 0.9)).toBe(Math.round(ESPEAK_VOICES.fable.wordsPerMinute * 0.9));
  });

  it('makes six audibly different voices: every variant takes effect, pitches spread apart', async () => {
    const text =
      'The lantern glowed softly as the fox walked home, and the night felt a little less lonely.';
    const pitch: Record<string, number> = {};
    for (const id of VOICE_IDS) {
      const args = espeakArguments(id, 1, '/tmp/v.wav', text);
      const voiced = parseWav(await runEspeak(args, '/tmp/v.wav'));
      // An unknown variant falls back silently to the plain language: the output would be the same
      // length as the plain language's at the same pitch and rate.
      const plainArgs = args.map((arg) =>
        arg === ESPEAK_VOICES[id].voice ? arg.split('+')[0]! : arg,
      );
      const plain = parseWav(await runEspeak(plainArgs, '/tmp/v.wav'));
      expect(voiced.samples.length, `${id} variant ${ESPEAK_VOICES[id].voice}`).not.toBe(
        plain.samples.length,
      );
      pitch[id] = medianPitchHz(voiced.samples, voiced.sampleRate);
    }
    const order = ['nova', 'shimmer', 'alloy', 'fable', 'echo', 'onyx'];
    for (let i = 1; i < order.length; i++)
      expect(pitch[order[i - 1]!]!).toBeGreaterThan(pitch[order[i]!]! * 1.05);
    expect(pitch.shimmer).toBeGreaterThan(160); // the two female voices
    expect(pitch.alloy).toBeLessThan(150);
  });

  it('ends the options before the text, so text starting with "-" is spoken, not parsed', () => {
    const args = espeakArguments('onyx', 1, '/tmp/a.wav', '-w /etc/x --help');
    expect(args.slice(-2)).toEqual(['--', '-w /etc/x --help']);
  });
});

describe('WAV and MP3', () => {
  it('reads eSpeak output as 22,050 Hz mono 16-bit PCM and encodes 32 kbps MP3', async () => {
    const wav = await espeakWav('-w /tmp/evil Hello there, little fox.', 'nova', 1);
    const pcm = parseWav(wav);
    expect(pcm).toMatchObject({ sampleRate: 22050, channels: 1 });
    const seconds = pcm.samples.length / pcm.sampleRate;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(6);
    const info = mp3Info(await encodeMp3(pcm.samples, pcm.sampleRate));
    expect(info).toMatchObject({ sampleRate: 22050, bitrateKbps: 32, channels: 1, version: 2 });
    expect(Math.abs(info.seconds - seconds)).toBeLessThan(0.2);
  });

  it('speaks again and again on one instance, each run as from a fresh start', async () => {
    const first = await espeakWav('The fox slept by the river.', 'fable', 0.9);
    const other = await espeakWav('A longer line, in another voice, at another pace.', 'onyx', 1.5);
    const again = await espeakWav('The fox slept by the river.', 'fable', 0.9);
    expect(parseWav(first).samples.length).toBeGreaterThan(22050);
    expect(other).not.toEqual(first);
    // eSpeak's state (and its noise generator) starts where it did: the very same audio.
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it('reports a run that wrote no audio, and the next run still speaks', async () => {
    await expect(runEspeak(['-v', 'en', '--', 'Hello.'], '/tmp/none.wav')).rejects.toThrow(
      /eSpeak NG wrote no audio/,
    );
    await expect(runEspeak(['--no-such-option'], '/tmp/none.wav')).rejects.toThrow(
      /eSpeak NG wrote no audio/,
    );
    const pcm = parseWav(await espeakWav('Still here.', 'alloy', 1));
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.5);
  });

  it('refuses to encode a sample rate MPEG-2 layer III does not have', async () => {
    await expect(encodeMp3(new Int16Array(1152), 44100)).rejects.toThrow(/44100 Hz/);
  });

  it('rejects files that are not 16-bit PCM WAV', () => {
    expect(() => parseWav(new Uint8Array(8))).toThrow(/not a WAV/);
  });
});

describe('OfflineSpeech (worker threads)', () => {
  const speech = new OfflineSpeech({ workers: 1 });
  afterAll(() => speech.close());

  it('synthesizes 2,000 characters off the event loop: timers keep ticking', async () => {
    speech.warm();
    await speech.synthesize({ text: 'Ready.', voice: 'nova', speed: 1, model: 'tts-1' });
    let ticks = 0;
    let last = performance.now();
    let maxGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
      ticks++;
    }, 10);
    const started = performance.now();
    const result = await speech.synthesize({
      text: story(2000),
      voice: 'fable',
      speed: SPEECH.storySpeed,
      model: 'tts-1',
    });
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(result.contentType).toBe('audio/mpeg');
    expect(mp3Info(result.audio).seconds).toBeGreaterThan(100);
    expect(elapsed).toBeGreaterThan(500); // real work happened meanwhile
    expect(ticks).toBeGreaterThan((elapsed / 10) * 0.4);
    // Run on this thread, the timer would stall for the whole synthesis (seconds).
    expect(maxGap).toBeLessThan(Math.min(500, elapsed / 4));
  });

  it('keeps a 500-character chunk well under the 200 KB cache limit', async () => {
    const result = await speech.synthesize({
      text: story(500),
      voice: 'onyx',
      speed: 1,
      model: 'tts-1',
    });
    expect(result.audio.length).toBeLessThan(SPEECH.cacheMaxBytes * 0.85);
  });

  it('turns a stuck synthesis into a timeout', async () => {
    const slow = new OfflineSpeech({ workers: 1, timeoutMs: 1 });
    try {
      const failure = await slow
        .synthesize({ text: story(500), voice: 'nova', speed: 1, model: 'tts-1' })
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(SpeechError);
      expect((failure as SpeechError).reason).toBe('timeout');
    } finally {
      await slow.close();
    }
  });
});

describe('WorkerPool', () => {
  const url = new URL('../../../../tests/support/sleepy.worker.ts', import.meta.url);
  type Reply = { id: number; ok: true; value: unknown; typed: string };

  it('runs .ts workers, queues beyond its size and refuses beyond the queue', async () => {
    const pool = new WorkerPool<Reply>({ url, size: 1, maxQueue: 1, timeoutMs: 5000 });
    try {
      const first = pool.run({ ms: 100, value: 1 });
      const second = pool.run({ value: 2 });
      await expect(pool.run({ value: 3 })).rejects.toMatchObject({ reason: 'busy' });
      expect(await first).toMatchObject({ value: 1, typed: 'loaded through tsx' });
      expect((await second).value).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('replaces a worker that times out or crashes, and reports failures', async () => {
    const pool = new WorkerPool<Reply>({ url, size: 1, maxQueue: 4, timeoutMs: 2000 });
    try {
      await expect(pool.run({ ms: 10_000 })).rejects.toMatchObject({ reason: 'timeout' });
      await expect(pool.run({ crash: true })).rejects.toMatchObject({ reason: 'crashed' });
      await expect(pool.run({ fail: true })).rejects.toMatchObject({
        reason: 'failed',
        message: 'asked to fail',
      });
      expect((await pool.run({ value: 'after' })).value).toBe('after');
    } finally {
      await pool.close();
    }
  });

  it('rejects waiting and new jobs once closed', async () => {
    const pool = new WorkerPool<Reply>({ url, size: 1, maxQueue: 4, timeoutMs: 5000 });
    const running = pool.run({ ms: 1000 }).catch((error: unknown) => error);
    const waiting = pool.run({ value: 1 }).catch((error: unknown) => error);
    await pool.close();
    expect(await running).toBeInstanceOf(PoolError);
    expect(await waiting).toMatchObject({ reason: 'closed' });
    await expect(pool.run({})).rejects.toMatchObject({ reason: 'closed' });
  });
});
