import type { Migration } from '../migration';

// Checkpoints of the projection runner: one row per projection, written in the same transaction
// as the read-model rows it covers.
export const projectionsMigration: Migration = {
  name: '0002-projections',
  async up(knex) {
    await knex.schema.createTable('projection_checkpoints', (t) => {
      t.text('projection').primary();
      t.bigInteger('commit_position').notNullable();
      t.bigInteger('prepare_position').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('projection_checkpoints');
  },
};
