// Builds one migrated PGlite data directory per test run; each test copies it (a fresh PGlite
// takes seconds to initialise, a copy takes milliseconds).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/infra/database/database';
import { migrateToLatest } from '../../src/infra/database/migrate';
import { appModules } from '../../src/infra/modules/app-modules';
import { migrationsOf } from '../../src/infra/modules/module-parts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-template-'));
  const db = await openDatabase({ dataDir: dir });
  await migrateToLatest(db.knex, migrationsOf(appModules));
  await db.close();
  project.provide('pgliteTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
