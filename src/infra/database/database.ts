// One knex instance over either PGlite (embedded, on disk in DATA_DIR) or a server PostgreSQL.
// Same schema, same SQL. Type parsers are set so both return the same JS types.
import path from 'node:path';
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
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 20 },
    });
    await knex.raw('select 1');
    return {
      knex,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      close: () => knex.destroy(),
    };
  }
  const lock = options.inMemory ? undefined : lockDataDir(requireDataDir(options));
  try {
    const pgDir = options.inMemory ? undefined : path.join(requireDataDir(options), 'pgdata');
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

function requireDataDir(options: OpenDatabaseOptions): string {
  if (!options.dataDir) throw new Error('openDatabase: dataDir is required for PGlite on disk');
  return path.resolve(options.dataDir);
}
