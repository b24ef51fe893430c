import type { Migration } from '../../database/migration';

// Erasure that holds up: per-user keys are stored only wrapped by a key-encryption key (KEK) that
// lives outside the database and is rotated after deletions, and the current lookup keys of each
// living person sit beside their key, so one rotation re-keys both. The old `key` column only
// serves the one-time upgrade on first start (rows are wrapped, then it is emptied).
// key_state holds the id (never the bytes) of the current KEK and whether a deletion awaits a
// rotation.
export const wrappedKeysMigration: Migration = {
  name: '0005-wrapped-keys',
  async up(knex) {
    await knex.schema.alterTable('user_keys', (t) => {
      t.binary('key').nullable().alter();
      t.binary('wrapped_key').nullable();
      t.text('kek_id').nullable();
      t.text('username_key').nullable().unique();
      t.text('email_key').nullable().unique();
      t.text('sealed_names').nullable();
    });
    await knex.schema.createTable('key_state', (t) => {
      t.integer('id').primary();
      t.text('current_kek').nullable();
      t.timestamp('erasure_pending_since', { useTz: true }).nullable();
      t.timestamp('rotated_at', { useTz: true }).nullable();
    });
    await knex('key_state').insert({ id: 1 });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('key_state');
    await knex.schema.alterTable('user_keys', (t) => {
      t.dropColumns('wrapped_key', 'kek_id', 'username_key', 'email_key', 'sealed_names');
    });
  },
};
