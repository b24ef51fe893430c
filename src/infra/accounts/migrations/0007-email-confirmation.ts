import type { Migration } from '../../database/migration';

// Email confirmation: whether each account's address is confirmed, and the one outstanding
// confirmation token hash per user (the token itself is only in the email). Accounts from before
// start unconfirmed: nothing proves their address was theirs; they confirm from the Account page.
export const emailConfirmationMigration: Migration = {
  name: '0007-email-confirmation',
  async up(knex) {
    await knex.schema.alterTable('accounts_users', (t) => {
      t.boolean('email_confirmed').notNullable().defaultTo(false);
    });
    await knex.schema.createTable('accounts_confirmation_tokens', (t) => {
      t.text('token_hash').primary();
      t.integer('user_id').notNullable().index();
      t.timestamp('expires_at', { useTz: true }).notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('accounts_confirmation_tokens');
    await knex.schema.alterTable('accounts_users', (t) => {
      t.dropColumn('email_confirmed');
    });
  },
};
