// One schema change, kept in code (no file globbing) so it runs the same under tsx, vitest and a
// bundled build. The platform's migrations live in ./migrations; each module lists its own.
import type { Knex } from 'knex';

export interface Migration {
  /** Recorded in schema_migrations: never renamed once released. */
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}
