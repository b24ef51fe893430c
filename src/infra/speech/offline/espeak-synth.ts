// One offline synthesis: eSpeak NG (WASM) writes a WAV into its in-memory file system, which is
// encoded to MP3. CPU-bound and synchronous in parts: run it in a worker thread (espeak.worker.ts).
// The compiled WebAssembly module is kept; each call gets a fresh instance (main() runs once).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';
import type { VoiceId } from '../../../domain/speech/voices';
import { espeakArguments } from './espeak-voices';
import { encodeMp3, MP3_KBPS } from './mp3';
import { parseWav } from './wav';

export interface OfflineSynthesis {
  mp3: Uint8Array;
  /** Seconds of audio. */
  seconds: number;
  synthMs: number;
  encodeMs: number;
}

let compiled: Promise<WebAssembly.Module> | undefined;

function espeakModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('espeak-ng');
    const wasmPath = entry.replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
    return WebAssembly.compile(await fs.promises.readFile(wasmPath));
  })();
  compiled.catch(() => (compiled = undefined));
  return compiled;
}

const WAV_PATH = '/tmp/speech.wav';

/** Text → 16-bit PCM WAV bytes (22,050 Hz mono). */
export function espeakWav(text: string, voice: VoiceId, speed: number): Promise<Uint8Array> {
  return runEspeak(espeakArguments(voice, speed, WAV_PATH, text), WAV_PATH);
}

/** Runs the espeak-ng program once with `args`, which must write a WAV to `wavPath`. */
export async function runEspeak(args: string[], wavPath: string): Promise<Uint8Array> {
  const module = await espeakModule();
  const messages: string[] = [];
  let failed!: (error: unknown) => void;
  const instantiationFailed = new Promise<never>((_, reject) => (failed = reject));
  const started = ESpeakNg({
    arguments: args,
    print: () => undefined,
    printErr: (line) => messages.push(line),
    quit: (status, error) => {
      if (status !== 0) throw error;
    },
    instantiateWasm: (imports, receive) => {
      WebAssembly.instantiate(module, imports).then(
        (instance) => receive(instance, module),
        (error: unknown) => failed(error),
      );
      return {};
    },
  });
  const instance = await Promise.race([started, instantiationFailed]);
  try {
    return instance.FS.readFile(wavPath);
  } catch {
    // eSpeak's own messages name options and files, never the text.
    throw new Error(
      `eSpeak NG wrote no audio${messages.length ? `: ${messages.join('; ').slice(0, 200)}` : ''}`,
    );
  }
}

export async function synthesizeOffline(
  text: string,
  voice: VoiceId,
  speed: number,
  kbps = MP3_KBPS,
): Promise<OfflineSynthesis> {
  const started = performance.now();
  const wav = await espeakWav(text, voice, speed);
  const pcm = parseWav(wav);
  const encodeStart = performance.now();
  const mp3 = encodeMp3(pcm.samples, pcm.sampleRate, kbps);
  const done = performance.now();
  return {
    mp3,
    seconds: pcm.samples.length / pcm.channels / pcm.sampleRate,
    synthMs: encodeStart - started,
    encodeMs: done - encodeStart,
  };
}
