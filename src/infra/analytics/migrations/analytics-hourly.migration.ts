import type { Migration } from '../../database/migration';

// Hourly analytics counts (see src/app/analytics): kept apart from the event log. No visitor,
// address or cookie is stored: only what happened, on which kind of device, in which hour.
export const analyticsHourlyMigration: Migration = {
  name: 'analytics-0001-hourly',
  async up(knex) {
    await knex.schema.createTable('analytics_hourly', (t) => {
      t.timestamp('hour', { useTz: true }).notNullable();
      t.text('message_id').notNullable();
      t.text('event_type').notNullable();
      t.text('device').notNullable();
      t.text('button_id').notNullable().defaultTo('');
      t.bigInteger('count').notNullable();
      t.primary(['hour', 'message_id', 'event_type', 'device', 'button_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('analytics_hourly');
  },
};
