import type { Migration } from '../../database/migration';

// The auditor role: reads the event log and runs its checks from the audit pages, and may change
// nothing. Everyone starts without it; it is granted by username from the admin CLI.
export const auditorRoleMigration: Migration = {
  name: '0009-auditor-role',
  async up(knex) {
    await knex.schema.alterTable('accounts_users', (t) => {
      t.boolean('is_auditor').notNullable().defaultTo(false);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('accounts_users', (t) => {
      t.dropColumn('is_auditor');
    });
  },
};
