import type { Migration } from '../migration';

// Tables every module uses: server-side sessions, rate-limit counters and app secrets. Before the
// module contract they were created by 0003-accounts; on such databases they exist already.
export const platformTablesMigration: Migration = {
  name: '0003-platform-tables',
  async up(knex) {
    if (!(await knex.schema.hasTable('app_secrets'))) {
      await knex.schema.createTable('app_secrets', (t) => {
        t.text('name').primary();
        t.text('value').notNullable();
      });
    }
    if (!(await knex.schema.hasTable('sessions'))) {
      await knex.schema.createTable('sessions', (t) => {
        t.text('id').primary();
        t.integer('user_id').nullable().index();
        t.jsonb('data').notNullable();
        t.timestamp('expires_at', { useTz: true }).notNullable().index();
      });
    }
    if (!(await knex.schema.hasTable('rate_limits'))) {
      await knex.schema.createTable('rate_limits', (t) => {
        t.text('key').primary();
        t.integer('points').notNullable();
        t.timestamp('expires_at', { useTz: true }).notNullable();
      });
    }
  },
  async down(knex) {
    for (const table of ['rate_limits', 'sessions', 'app_secrets'])
      await knex.schema.dropTableIfExists(table);
  },
};
