// Creates a PGlite cluster (initdb) in the directory it is given, in a worker thread of its own:
// initdb grows WebAssembly memory that never shrinks, and a worker's memory is all returned to the
// system when it ends, so the server's own instance starts without it.
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const creator = new PGlite(workerData.pgDir);
await creator.waitReady;
await creator.close();
