import type { Migration } from '../../database/migration';

// Look-alike usernames: each key row also holds the keyed hash of its username's confusable
// skeleton (Unicode TS #39), unique, so "Mаple" (Cyrillic а) cannot join "Maple". Filled for
// existing rows at the next start (the keys are re-keyed then).
export const usernameSkeletonsMigration: Migration = {
  name: '0006-username-skeletons',
  async up(knex) {
    await knex.schema.alterTable('user_keys', (t) => {
      t.text('username_skeleton_key').nullable().unique();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('user_keys', (t) => {
      t.dropColumn('username_skeleton_key');
    });
  },
};
