// Worker thread entry: synthesizes one request at a time and answers with MP3 bytes (transferred,
// not copied). Started by worker-pool.ts; runs under tsx like the rest of the server.
import { parentPort } from 'node:worker_threads';
import type { VoiceId } from '../../../domain/speech/voices';
import { prepareSpare, synthesizeOffline, warmUpOffline } from './espeak-synth';
import { mp3Encoder } from './mp3';

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

let jobs = 0;

// Before the first request: compile eSpeak NG, make an instance ready and load the encoder; then
// run both once on an instance of their own, so their code is compiled too. A request that comes
// meanwhile takes the ready instance, and the warm-up stops at its next step.
void Promise.all([prepareSpare(), mp3Encoder()])
  .then(() => warmUpOffline(() => jobs > 0))
  .catch(() => undefined);

port.on('message', (job: SynthesisJob) => {
  jobs++;
  synthesizeOffline(job.text, job.voice, job.speed)
    .then(
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
    )
    // The next instance is made now, while the audio travels, not when the next request waits.
    .finally(() => prepareSpare().catch(() => undefined));
});
