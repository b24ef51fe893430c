// One knex instance over either PGlite (embedded, on disk in DATA_DIR) or a server PostgreSQL.
// Same schema, same SQL. Type parsers are set so both return the same JS types.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** For server PostgreSQL: a connection string (LISTEN/NOTIFY, advisory-lock sessions). */
  connectionString?: string;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;
// int8 (counts, sequence values) as JS numbers; exact 64-bit values are selected as ::text.
const parseInt8 = (value: string) => Number(value);
pg.types.setTypeParser(INT8, parseInt8);
pg.types.setTypeParser(NUMERIC, (value: string) => Number(value));

export interface OpenDatabaseOptions {
  /** Server PostgreSQL; when absent, PGlite. */
  databaseUrl?: string;
  /** PGlite directory (locked while open). Ignored for a server. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  poolMax?: number;
  /** Where knex's own warnings go (e.g. a dropped broken connection). Default: nowhere. */
  log?: Knex.Config['log'];
}

const CONNECT_TIMEOUT_MS = 3000;
const ACQUIRE_TIMEOUT_MS = 5000;
// A broken pooled connection is expected after a restart and handled; it is not worth a console line.
const silentWarnings: Knex.Config['log'] = { warn: () => undefined };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      // Fail fast when the server is away, so a request answers 503 instead of hanging.
      connection: {
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      },
      // Connections broken by a restart are dropped on their next checkout (knex validates them).
      pool: { min: 0, max: options.poolMax ?? 20, propagateCreateError: true },
      acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
      // Error messages carry the SQL without its bound values, which may be personal data.
      compileSqlOnError: false,
      log: options.log ?? silentWarnings,
    });
    await knex.raw('select 1');
    return {
      knex,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      close: () => knex.destroy(),
    };
  }
  const lock = options.inMemory ? undefined : await lockDataDir(requireDataDir(options));
  try {
    const pgDir = options.inMemory ? undefined : path.join(requireDataDir(options), 'pgdata');
    if (pgDir) await createClusterOnce(pgDir);
    const pglite = new PGlite(pgDir, { parsers: { [INT8]: parseInt8, [NUMERIC]: Number } });
    await pglite.waitReady;
    const knex = knexFactory({
      client: ClientPgLite as unknown as Knex.Config['client'],
      connection: () => ({ pglite }),
    } as Knex.Config);
    return {
      knex,
      kind: 'pglite',
      close: async () => {
        await knex.destroy();
        if (!pglite.closed) await pglite.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

// Creating the cluster (initdb) grows PGlite's WebAssembly memory, which never shrinks: a server
// that created its own cluster kept about 1.1 GB resident. So on a first start a worker thread
// creates it, and the server opens it as on every later start (about 600-800 MB).
async function createClusterOnce(pgDir: string): Promise<void> {
  if (fs.existsSync(path.join(pgDir, 'PG_VERSION'))) return;
  // Plain JavaScript: the worker needs none of the parent's loaders (tsx).
  const worker = new Worker(new URL('./create-cluster.worker.mjs', import.meta.url), {
    workerData: { pgDir },
    execArgv: [],
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database ended with ${code}`)),
    );
  });
}

function requireDataDir(options: OpenDatabaseOptions): string {
  if (!options.dataDir) throw new Error('openDatabase: dataDir is required for PGlite on disk');
  return path.resolve(options.dataDir);
}
