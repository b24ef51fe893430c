// A worker for worker-pool tests: answers after `ms`, or fails, or exits (a crash), on request.
import { parentPort } from 'node:worker_threads';

interface Job {
  id: number;
  ms?: number;
  fail?: boolean;
  crash?: boolean;
  value?: unknown;
}

const typed: string = 'loaded through tsx'; // a type annotation: this file must be compiled
parentPort?.on('message', (job: Job) => {
  if (job.crash) process.exit(3);
  setTimeout(() => {
    if (job.fail) parentPort?.postMessage({ id: job.id, ok: false, message: 'asked to fail' });
    else parentPort?.postMessage({ id: job.id, ok: true, value: job.value, typed });
  }, job.ms ?? 0);
});
