// A double click on "Subscribe" opens one checkout, also when the clicks fall either side of the
// moment the checkout's idempotency window turns over (seen in CI: three simultaneous clicks got
// two sessions).
import { describe, expect, it } from 'vitest';
import type { EventStore } from '../shared/event-store.port';
import type { BillingDeps } from './billing.deps';
import type { PaymentProvider } from './payment-provider.port';
import { startCheckout } from './billing';

function fakeDeps(): { deps: BillingDeps; keys: string[] } {
  const keys: string[] = [];
  const sessions = new Map<string, { id: string; url: string }>();
  // Each reading of the clock is ten minutes later: every click sees a different window.
  let now = Date.UTC(2026, 10, 28, 22, 19, 59);
  const provider = {
    createCustomer: async () => 'cus_1',
    createCheckout: async (_request: unknown, key: string) => {
      keys.push(key);
      const id = `cs_${sessions.size + 1}`;
      if (!sessions.has(key)) sessions.set(key, { id, url: `https://checkout.test/${id}` });
      return sessions.get(key)!;
    },
  } as unknown as PaymentProvider;
  const store = {
    readStream: async () => [],
    append: async () => ({ nextExpectedRevision: 0n, position: 1n }),
  } as unknown as EventStore;
  const deps = {
    store,
    modes: ['test'],
    provider: () => provider,
    readModel: {
      currentSubscription: async () => null,
      customer: async (userId: number) => ({ userId, customerId: 'cus_1', lockedPrices: {} }),
    },
    clock: { now: () => new Date((now += 10 * 60 * 1000)) },
    mode: async () => 'test',
    prices: () => ({ monthly: 'price_m', annual: 'price_a' }),
    appUrl: 'http://localhost',
  } as unknown as BillingDeps;
  return { deps, keys };
}

describe('startCheckout', () => {
  it('answers simultaneous clicks with one session, whatever the clock says between them', async () => {
    const { deps } = fakeDeps();
    const clicks = await Promise.all([1, 2, 3].map(() => startCheckout(deps, 7, 'annual')));
    expect(new Set(clicks.map((c) => c.redirectUrl)).size).toBe(1);
  });

  it('asks the provider again once the first checkout has answered', async () => {
    const { deps, keys } = fakeDeps();
    await startCheckout(deps, 7, 'annual');
    await startCheckout(deps, 7, 'annual');
    await startCheckout(deps, 8, 'annual');
    expect(keys).toHaveLength(3);
  });
});
