import type { Migration } from '../../database/migration';

// The ledger of mail that follows events (src/app/notifications/deliver-once.ts): one row per
// message, by a key made of the event's id. No address and no content: only whether it went.
export const mailDeliveriesMigration: Migration = {
  name: 'notifications-0002-mail-deliveries',
  async up(knex) {
    await knex.schema.createTable('mail_deliveries', (t) => {
      t.text('key').primary();
      t.text('category').notNullable();
      t.text('status').notNullable().index();
      t.integer('attempts').notNullable();
      t.timestamp('first_tried_at', { useTz: true }).notNullable();
      t.timestamp('settled_at', { useTz: true });
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('mail_deliveries');
  },
};
