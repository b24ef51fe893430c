import type { Migration } from '../../database/migration';

// The error log's read model (see src/projections/errors/error-log.projection.ts): scrubbed
// reports grouped with their repeats.
export const errorLogMigration: Migration = {
  name: 'errors-0001-error-log',
  async up(knex) {
    await knex.schema.createTable('error_log', (t) => {
      t.text('id').primary();
      t.text('error_type').notNullable().index();
      t.text('message').notNullable();
      t.text('url');
      t.text('stack');
      t.integer('user_id');
      t.text('source').notNullable();
      t.boolean('resolved').notNullable().index();
      t.integer('count').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('last_seen_at', { useTz: true }).notNullable().index();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('error_log');
  },
};
