import type { Migration } from '../../database/migration';

// Accounts: per-user encryption keys (crypto-shredding), the users read model (lookup keys and
// sealed personal data only: no plaintext username or email ever reaches the database files),
// reset-token index and user ids. (Sessions, rate limits and app secrets: 0003-platform-tables.)
export const accountsMigration: Migration = {
  name: '0003-accounts',
  async up(knex) {
    await knex.raw('create sequence if not exists user_ids start 1');
    await knex.schema.createTable('user_keys', (t) => {
      t.integer('user_id').primary();
      t.binary('key').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.createTable('accounts_users', (t) => {
      t.integer('user_id').primary();
      t.text('username_key').notNullable().unique();
      t.text('email_key').notNullable().unique();
      t.text('sealed_identity').notNullable();
      t.text('sealed_password').notNullable();
      t.boolean('is_admin').notNullable().defaultTo(false);
      t.timestamp('signed_up_at', { useTz: true }).notNullable();
    });
    await knex.schema.createTable('accounts_reset_tokens', (t) => {
      t.text('token_hash').primary();
      t.integer('user_id').notNullable().index();
      t.timestamp('expires_at', { useTz: true }).notNullable();
    });
  },
  async down(knex) {
    for (const table of ['accounts_reset_tokens', 'accounts_users', 'user_keys']) {
      await knex.schema.dropTableIfExists(table);
    }
    await knex.raw('drop sequence if exists user_ids');
  },
};
