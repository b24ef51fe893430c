import type { Migration } from '../../database/migration';

// Issue 34: the username skeleton changed (Unicode TS #39 order: the case is folded after the
// confusable mapping). key_state records which version of the skeleton function the stored
// skeleton keys were made with; the rows from before were made with version 1. The next start
// sees the older version and recomputes every skeleton from the sealed names (prepareKeys).
export const usernameSkeletonVersionMigration: Migration = {
  name: '0008-username-skeleton-version',
  async up(knex) {
    await knex.schema.alterTable('key_state', (t) => {
      t.integer('username_skeleton_version').notNullable().defaultTo(1);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('key_state', (t) => {
      t.dropColumn('username_skeleton_version');
    });
  },
};
