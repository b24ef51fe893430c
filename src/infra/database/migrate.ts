// Runs schema migrations: the platform's first (event store, checkpoints, shared tables), then
// each module's, in the order of the module list.
import type { Knex } from 'knex';
import type { Migration } from './migration';
import { eventStoreMigration } from './migrations/0001-event-store';
import { projectionsMigration } from './migrations/0002-projections';
import { platformTablesMigration } from './migrations/0003-platform-tables';
import { eventChainMigration } from './migrations/0004-event-chain';

export type { Migration } from './migration';

export const platformMigrations: readonly Migration[] = [
  eventStoreMigration,
  projectionsMigration,
  platformTablesMigration,
  eventChainMigration,
];

export async function migrateToLatest(
  knex: Knex,
  moduleMigrations: readonly Migration[],
): Promise<void> {
  const all = [...platformMigrations, ...moduleMigrations];
  const names = new Set<string>();
  for (const { name } of all) {
    if (names.has(name)) throw new Error(`Two migrations are named ${name}`);
    names.add(name);
  }
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: async () => all,
    getMigrationName: (migration) => migration.name,
    getMigration: async (migration) => migration,
  };
  await knex.migrate.latest({ migrationSource: source, tableName: 'schema_migrations' });
}
