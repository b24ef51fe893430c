// Schema migrations, kept in code (no file globbing) so they run the same under tsx, vitest and
// a bundled build. Each module adds its migration file to the list below, in order.
import type { Knex } from 'knex';
import { eventStoreMigration } from './migrations/0001-event-store';
import { projectionsMigration } from './migrations/0002-projections';
import { accountsMigration } from './migrations/0003-accounts';
import { allowanceMigration } from './migrations/0004-allowance';
import { wrappedKeysMigration } from './migrations/0005-wrapped-keys';
import { usernameSkeletonsMigration } from './migrations/0006-username-skeletons';
import { emailConfirmationMigration } from './migrations/0007-email-confirmation';

export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export const migrations: Migration[] = [
  eventStoreMigration,
  projectionsMigration,
  accountsMigration,
  allowanceMigration,
  wrappedKeysMigration,
  usernameSkeletonsMigration,
  emailConfirmationMigration,
];

const source: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source, tableName: 'schema_migrations' });
}
