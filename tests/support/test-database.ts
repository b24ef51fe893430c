// A fresh, migrated database per test file: a copy of the PGlite template, or a new database on
// the server PostgreSQL named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseKind } from '../../src/infra/database/database';
import { migrateToLatest } from '../../src/infra/database/migrate';
import { appModules } from '../../src/infra/modules/app-modules';
import { migrationsOf } from '../../src/infra/modules/module-parts';

export interface TestDatabase extends Database {
  /** PGlite: the data directory (grep it); server: the database URL. */
  location: string;
  /** Closes and deletes the database. */
  destroy(): Promise<void>;
}

/** PGlite always; server PostgreSQL when TEST_DATABASE_URL is set. */
export function availableDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createTestDatabase(kind: DatabaseKind = 'pglite'): Promise<TestDatabase> {
  return kind === 'pglite' ? createPgliteCopy() : createServerDatabase();
}

async function createPgliteCopy(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-test-'));
  fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, 'lantern.lock'), { force: true });
  return openPgliteDir(dataDir);
}

/** Opens a closed PGlite test database again (e.g. after a child process used it). */
export async function reopenTestDatabase(db: TestDatabase): Promise<TestDatabase> {
  if (db.kind !== 'pglite') return db;
  await db.close();
  return openPgliteDir(db.location);
}

async function openPgliteDir(dataDir: string): Promise<TestDatabase> {
  const db = await openDatabase({ dataDir });
  return {
    ...db,
    location: dataDir,
    destroy: async () => {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createServerDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lantern_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(db.knex, migrationsOf(appModules));
  return {
    ...db,
    location: url.toString(),
    destroy: async () => {
      await db.close();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
