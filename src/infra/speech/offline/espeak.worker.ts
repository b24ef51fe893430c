// Worker thread entry: synthesizes one request at a time and answers with MP3 bytes (transferred,
// not copied). Started by worker-pool.ts; runs under tsx like the rest of the server.
import { parentPort } from 'node:worker_threads';
import type { VoiceId } from '../../../domain/speech/voices';
import { synthesizeOffline } from './espeak-synth';

export interface SynthesisJob {
  id: number;
  text: string;
  voice: VoiceId;
  speed: number;
}

export type SynthesisReply =
  | { id: number; ok: true; mp3: Uint8Array; seconds: number; synthMs: number; encodeMs: number }
  | { id: number; ok: false; message: string };

if (!parentPort) throw new Error('espeak.worker.ts must run in a worker thread');
const port = parentPort;

// Compile the WASM module and warm the encoder's JIT before the first real request.
void synthesizeOffline('Ready.', 'nova', 1).catch(() => undefined);

port.on('message', (job: SynthesisJob) => {
  synthesizeOffline(job.text, job.voice, job.speed).then(
    (result) => {
      const reply: SynthesisReply = { id: job.id, ok: true, ...result };
      port.postMessage(reply, [result.mp3.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: SynthesisReply = {
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(reply);
    },
  );
});
