// One offline synthesis: eSpeak NG (WASM) writes a WAV into its in-memory file system, which is
// encoded to MP3. CPU-bound and synchronous in parts: run it in a worker thread (espeak.worker.ts).
import type { VoiceId } from '../../../domain/speech/voices';
import { runEspeak } from './espeak-engine';
import { espeakArguments } from './espeak-voices';
import { encodeMp3, MP3_KBPS, type Mp3Kbps } from './mp3';
import { parseWav } from './wav';

export { runEspeak, startEspeak } from './espeak-engine';

export interface OfflineSynthesis {
  mp3: Uint8Array;
  /** Seconds of audio. */
  seconds: number;
  synthMs: number;
  encodeMs: number;
}

const WAV_PATH = '/tmp/speech.wav';

/** Text → 16-bit PCM WAV bytes (22,050 Hz mono). */
export function espeakWav(text: string, voice: VoiceId, speed: number): Promise<Uint8Array> {
  return runEspeak(espeakArguments(voice, speed, WAV_PATH, text), WAV_PATH);
}

export async function synthesizeOffline(
  text: string,
  voice: VoiceId,
  speed: number,
  kbps: Mp3Kbps = MP3_KBPS,
): Promise<OfflineSynthesis> {
  const started = performance.now();
  const wav = await espeakWav(text, voice, speed);
  const pcm = parseWav(wav);
  const encodeStart = performance.now();
  const mp3 = await encodeMp3(pcm.samples, pcm.sampleRate, kbps);
  const done = performance.now();
  return {
    mp3,
    seconds: pcm.samples.length / pcm.channels / pcm.sampleRate,
    synthMs: encodeStart - started,
    encodeMs: done - encodeStart,
  };
}
