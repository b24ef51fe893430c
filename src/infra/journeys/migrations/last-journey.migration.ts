import type { Migration } from '../../database/migration';

// When a person last started a journey (the allowance read model), for the Emails tab's
// inactivity kinds. Filled from the event log for journeys started before this column existed
// (when the log is in PostgreSQL; with EventStoreDB, `npm run projections:rebuild` fills it).
export const lastJourneyMigration: Migration = {
  name: 'journeys-0002-last-journey-at',
  async up(knex) {
    await knex.schema.alterTable('allowance', (t) => {
      t.timestamp('last_journey_at', { useTz: true }).nullable();
    });
    await knex.raw(
      `update allowance set last_journey_at = started.at
       from (select (data->>'userId')::int as user_id, max(recorded_at) as at
             from events where type = 'JourneyStarted' group by 1) as started
       where started.user_id = allowance.user_id`,
    );
  },
  async down(knex) {
    await knex.schema.alterTable('allowance', (t) => {
      t.dropColumn('last_journey_at');
    });
  },
};
