// Worker thread entry: synthesizes one request at a time and answers with MP3 bytes (transferred,
// not copied). Started by worker-pool.ts; runs under tsx like the rest of the server.
import { parentPort } from 'node:worker_threads';
import type { VoiceId } from '../../../domain/speech/voices';
import { startEspeak, synthesizeOffline } from './espeak-synth';
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

// Before the first request: compile eSpeak NG, start its instance and load the encoder; then, if
// no request came meanwhile, speak a word once, so the code a synthesis runs is compiled too
// (~100-300 ms that the first request would otherwise wait for).
void Promise.all([startEspeak(), mp3Encoder()])
  .then(() => (jobs > 0 ? undefined : synthesizeOffline('Ready.', 'nova', 1)))
  .catch(() => undefined);

port.on('message', (job: SynthesisJob) => {
  jobs++;
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
