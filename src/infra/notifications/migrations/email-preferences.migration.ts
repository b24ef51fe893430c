import type { Migration } from '../../database/migration';

// Who declined reminders and news (the read model of EmailPreferenceChanged events).
export const emailPreferencesMigration: Migration = {
  name: 'notifications-0001-email-preferences',
  async up(knex) {
    await knex.schema.createTable('email_preferences', (t) => {
      t.integer('user_id').primary();
      t.boolean('engagement').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('email_preferences');
  },
};
