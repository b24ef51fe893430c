// The offline voice: eSpeak NG (WASM) + MP3 encoding in worker threads, so a long text never
// stalls the event loop. No network, no native install. Ignores `model` (there is one voice engine).
import { availableParallelism } from 'node:os';
import {
  SpeechError,
  type SpeechAudio,
  type SpeechPort,
  type SpeechRequest,
} from '../../../app/speech/speech.port';
import type { SynthesisReply } from './espeak.worker';
import { PoolError, WorkerPool } from './worker-pool';

export interface OfflineSpeechOptions {
  /** Worker threads (default: 2 on 4+ cores, else 1). */
  workers?: number;
  /** Requests that may wait for a worker (default 32); more answer "busy". */
  maxQueue?: number;
  /** One synthesis, longest (default 60 s; 4,096 characters at speed 0.25 take ~20 s). */
  timeoutMs?: number;
}

export type OfflineResult = Extract<SynthesisReply, { ok: true }>;

export class OfflineSpeech implements SpeechPort {
  readonly name = 'offline';
  private readonly pool: WorkerPool<OfflineResult>;

  constructor(options: OfflineSpeechOptions = {}) {
    this.pool = new WorkerPool<OfflineResult>({
      url: new URL('./espeak.worker.ts', import.meta.url),
      size: options.workers ?? defaultWorkers(),
      maxQueue: options.maxQueue ?? 32,
      timeoutMs: options.timeoutMs ?? 60_000,
    });
  }

  /** Starts the workers ahead of the first request. */
  warm(): void {
    this.pool.warm();
  }

  async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
    const result = await this.render(request);
    return {
      audio: Buffer.from(result.mp3.buffer, result.mp3.byteOffset, result.mp3.byteLength),
      contentType: 'audio/mpeg',
    };
  }

  /** The synthesis with its timings (benchmarks). */
  async render(request: SpeechRequest): Promise<OfflineResult> {
    try {
      return await this.pool.run({
        text: request.text,
        voice: request.voice,
        speed: request.speed,
      });
    } catch (error) {
      if (error instanceof PoolError) {
        const reason =
          error.reason === 'crashed' || error.reason === 'failed' ? 'internal' : error.reason;
        throw new SpeechError(`offline speech failed: ${error.message}`, reason);
      }
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

export function defaultWorkers(): number {
  return availableParallelism() >= 4 ? 2 : 1;
}
