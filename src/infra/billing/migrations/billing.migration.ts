import type { Migration } from '../../database/migration';

// The billing read models (see src/projections/billing/billing.projection.ts). Provider ids,
// plans, dates and flags: nothing a person wrote, of a card only its expiry month (0003).
export const billingMigration: Migration = {
  name: 'billing-0001-subscriptions',
  async up(knex) {
    await knex.schema.createTable('subscriptions', (t) => {
      t.text('subscription_id').primary();
      t.integer('user_id').notNullable().index();
      t.text('customer_id').notNullable();
      t.text('plan').notNullable();
      t.integer('amount_cents').notNullable();
      t.text('phase').notNullable();
      t.boolean('cancel_at_period_end').notNullable();
      t.timestamp('period_start', { useTz: true }).notNullable();
      t.timestamp('period_end', { useTz: true }).notNullable();
      t.timestamp('ended_at', { useTz: true });
    });
    await knex.schema.createTable('billing_customers', (t) => {
      t.integer('user_id').notNullable();
      t.text('mode').notNullable();
      t.primary(['user_id', 'mode']);
      t.text('customer_id').notNullable().unique();
      t.text('locked_monthly_price');
      t.text('locked_annual_price');
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('subscriptions');
    await knex.schema.dropTableIfExists('billing_customers');
  },
};

// The offline sandbox's objects (customers, checkouts, subscriptions): one JSON document.
export const stripeSandboxMigration: Migration = {
  name: 'billing-0002-stripe-sandbox',
  async up(knex) {
    await knex.schema.createTable('stripe_sandbox', (t) => {
      t.integer('id').primary();
      t.jsonb('state').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('stripe_sandbox');
  },
};

// The month the card a plan is charged to expires (the Emails tab's credit-card warnings). Plans
// recorded before learn it the next time the provider tells us about them.
export const cardExpiryMigration: Migration = {
  name: 'billing-0003-card-expiry',
  async up(knex) {
    await knex.schema.alterTable('subscriptions', (t) => {
      t.smallint('card_exp_month').nullable();
      t.smallint('card_exp_year').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('subscriptions', (t) => {
      t.dropColumn('card_exp_month');
      t.dropColumn('card_exp_year');
    });
  },
};
