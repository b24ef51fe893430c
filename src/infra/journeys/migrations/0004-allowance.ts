import type { Migration } from '../../database/migration';

// The allowance read model: journeys used in the current free period, and when it ends.
export const allowanceMigration: Migration = {
  name: '0004-allowance',
  async up(knex) {
    await knex.schema.createTable('allowance', (t) => {
      t.integer('user_id').primary();
      t.integer('used').notNullable();
      t.timestamp('period_end', { useTz: true }).notNullable();
      t.integer('journeys_started').notNullable().defaultTo(0);
      t.integer('journeys_completed').notNullable().defaultTo(0);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('allowance');
  },
};
