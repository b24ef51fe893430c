import type { Migration } from '../../database/migration';

// Issue 34: an event id counts once. The keys (a hash of each event's random id, never the id
// itself) of the events already counted, with the hour they arrived in, kept for a day.
export const analyticsEventIdsMigration: Migration = {
  name: 'analytics-0002-event-ids',
  async up(knex) {
    await knex.schema.createTable('analytics_event_ids', (t) => {
      t.text('event_key').primary();
      t.timestamp('seen_at', { useTz: true }).notNullable().index();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('analytics_event_ids');
  },
};
