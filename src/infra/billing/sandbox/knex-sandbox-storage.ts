// The sandbox keeps its objects in the app's database, so a subscription bought in the sandbox
// survives a restart like one bought at Stripe.
import type { Knex } from 'knex';
import type { SandboxState } from './sandbox-state';
import type { SandboxStorage } from './stripe-sandbox';

export function knexSandboxStorage(knex: Knex): SandboxStorage {
  return {
    async load() {
      const row = (await knex('stripe_sandbox').where({ id: 1 }).first('state')) as
        { state: SandboxState | string } | undefined;
      if (!row) return null;
      return typeof row.state === 'string' ? (JSON.parse(row.state) as SandboxState) : row.state;
    },
    async save(state) {
      await knex('stripe_sandbox')
        .insert({ id: 1, state: JSON.stringify(state) })
        .onConflict('id')
        .merge();
    },
  };
}
