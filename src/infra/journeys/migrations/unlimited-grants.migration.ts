import type { Migration } from '../../database/migration';

// An admin's grant of unlimited journeys until a date (the allowance read model).
export const unlimitedGrantsMigration: Migration = {
  name: 'journeys-0001-unlimited-grants',
  async up(knex) {
    await knex.schema.alterTable('allowance', (t) => {
      t.timestamp('unlimited_until', { useTz: true }).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('allowance', (t) => {
      t.dropColumn('unlimited_until');
    });
  },
};
