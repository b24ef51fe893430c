// Issue 34, item 2: the documented production shape (NODE_ENV=production, docker-compose) ran the
// sandbox when no Stripe keys were set, so Pay handed out Trailblazer for nothing. Production now
// refuses to start without payment settings unless the operator says so in so many words
// (PAYMENTS_SANDBOX_IN_PRODUCTION=true), and docker-compose passes the Stripe settings through.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../support/fake-stripe';
import { signedInTab } from '../../support/signed-in';
import { createTestDatabase } from '../../support/test-database';
import { startTestServer } from '../../support/test-server';

describe('payments when NODE_ENV=production', () => {
  it('refuses to start without Stripe keys, saying what to set', async () => {
    const db = await createTestDatabase();
    try {
      await expect(startTestServer({ db, env: { NODE_ENV: 'production' } })).rejects.toThrow(
        /STRIPE_SECRET_KEY.*PAYMENTS_SANDBOX_IN_PRODUCTION=true/s,
      );
    } finally {
      await db.destroy().catch(() => {});
    }
  });

  it('runs the sandbox when the operator asks for it explicitly, and says so in the log', async () => {
    const server = await startTestServer({
      env: { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' },
    });
    try {
      const tab = await signedInTab(server.url, 'Trialrun');
      const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
        planType: 'monthly',
      });
      expect(created.body.redirectUrl).toMatch(/^\/sandbox-checkout\?session=/);
      expect(server.logs.join('\n')).toMatch(/PAYMENTS_SANDBOX_IN_PRODUCTION/);
    } finally {
      await server.close();
    }
  });

  it('starts with Stripe keys', async () => {
    const stripe = await startFakeStripe();
    const server = await startTestServer({ env: { NODE_ENV: 'production', ...stripe.env() } });
    try {
      const tab = await signedInTab(server.url, 'Realrun');
      const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
        planType: 'monthly',
      });
      expect(created.body.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    } finally {
      await server.close();
      await stripe.close();
    }
  });

  it('docker-compose passes every Stripe setting and the sandbox switch to the app', () => {
    const compose = fs.readFileSync(
      new URL('../../../docker-compose.yml', import.meta.url),
      'utf8',
    );
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_MONTHLY',
      'STRIPE_PRICE_ANNUAL',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_TEST_SECRET_KEY',
      'STRIPE_TEST_WEBHOOK_SECRET',
      'STRIPE_TEST_PRICE_MONTHLY',
      'STRIPE_TEST_PRICE_ANNUAL',
      'STRIPE_TEST_PUBLISHABLE_KEY',
      'PAYMENTS_SANDBOX_IN_PRODUCTION',
    ])
      expect(compose).toMatch(new RegExp(`\\n\\s+${name}: \\$\\{${name}(:-[^}]*)?\\}`));
  });
});
