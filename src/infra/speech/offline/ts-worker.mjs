// Bootstrap for a TypeScript worker thread. On Node 20 a worker does not get the parent's
// `--import tsx` loader (not from the tsx CLI, `node --import tsx`, nor vitest), and execArgv
// `--import tsx` does not apply to the worker's entry file either; registering tsx here, then
// importing the entry, works in all three.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsEntry);
