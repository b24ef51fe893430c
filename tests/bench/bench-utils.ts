// Small helpers for benchmarks that print figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/infra/database/database';
import { migrateToLatest } from '../../src/infra/database/migrate';
import { appModules } from '../../src/infra/modules/app-modules';
import { migrationsOf } from '../../src/infra/modules/module-parts';

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export interface BenchDatabase {
  label: string;
  db: Database;
  destroy(): Promise<void>;
}

export async function benchPglite(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-'));
  const db = await openDatabase({ dataDir });
  await migrateToLatest(db.knex, migrationsOf(appModules));
  return {
    label: 'PGlite (embedded, on disk)',
    db,
    destroy: async () => {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function benchServer(adminUrl: string): Promise<BenchDatabase> {
  const name = `lantern_bench_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), poolMax: 60 });
  await migrateToLatest(db.knex, migrationsOf(appModules));
  return {
    label: 'server PostgreSQL',
    db,
    destroy: async () => {
      await db.close();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
