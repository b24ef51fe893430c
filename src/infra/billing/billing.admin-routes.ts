// The Subscriptions tab (SPEC.md sections 2, 3, 5 and 7): every person's current plan, an admin's
// cancel (at once), and syncing a Stripe subscription by id. Mounted under /api/admin behind the
// one admin guard; each change records the acting admin.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { cancelNow, syncInAnyMode } from '../../app/billing/billing';
import type { BillingDeps } from '../../app/billing/billing.deps';
import { billingErrors } from '../../app/billing/billing.errors';
import { failWith } from '../../app/shared/error-table';
import { displayStatus } from '../../domain/billing/subscription-access';
import { requireUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';
import Stripe from 'stripe';
import type { PaymentMode } from '../../domain/billing/billing.events';
import type { PaymentModes } from './payment-mode';
import { STRIPE_WEBHOOK_PATH } from './billing.routes';
import { maskSecret } from '../config/config-overview';

const signer = new Stripe('sk_test_signer_only');

const testWebhookBody = z.object({
  eventType: z.literal('checkout.session.completed', {
    message: 'eventType must be checkout.session.completed',
  }),
});

const userId = z.coerce
  .number({ message: 'Please enter a valid user ID' })
  .int('Please enter a valid user ID')
  .positive('Please enter a valid user ID')
  .max(2 ** 31 - 1, 'Please enter a valid user ID');

/** SPEC.md section 5: a subscription id starts with sub_ (customer ids start with cus_). */
const syncBody = z.object({
  userId,
  stripeSubscriptionId: z
    .string({ message: 'Invalid Subscription ID' })
    .trim()
    .regex(/^sub_[A-Za-z0-9_]{1,250}$/, 'Invalid Subscription ID'),
});

export interface PaymentPanel {
  modes: PaymentModes;
  webhookSecret(mode: PaymentMode): string | null;
  /** Where this server can reach itself (null before it listens). */
  selfOrigin(): string | null;
}

export function billingAdminRoutes(deps: BillingDeps, panel: PaymentPanel): Router {
  const router = new Router();
  const admin = (ctx: Context) => `admin:${requireUserId(ctx)}`;

  // The payment-provider panel (SPEC.md sections 2 and 7). Its config is SPEC.md section 4's
  // payment config, field for field: testMode (the sandbox counts as test: nothing is charged),
  // hasTestKeys, hasProductionKeys and the mode in force's currentConfig, secrets masked.
  router.get('/stripe/test-mode', async (ctx) => {
    const mode = await panel.modes.current();
    const keys = panel.modes.keys(mode);
    const prices = deps.prices(mode);
    ctx.body = {
      success: true,
      config: {
        testMode: mode !== 'production',
        hasTestKeys: panel.modes.keys('test') !== null,
        hasProductionKeys: panel.modes.keys('production') !== null,
        currentConfig: {
          secretKey:
            mode === 'sandbox' ? 'sandbox (generated at start)' : maskSecret(keys?.secretKey),
          webhookSecret:
            mode === 'sandbox' ? 'sandbox (generated at start)' : maskSecret(keys?.webhookSecret),
          monthlyPriceId: prices.monthly,
          annualPriceId: prices.annual,
        },
      },
      message:
        mode === 'sandbox'
          ? 'Payments run in the sandbox: no Stripe keys are set, and nothing is charged.'
          : `Payments go to Stripe in ${mode} mode.`,
    };
  });

  router.post('/stripe/toggle-test-mode', async (ctx) => {
    const next = await panel.modes.toggle(admin(ctx));
    if (!next) throw failWith(billingErrors, 'cannot_switch_payment_mode');
    ctx.body = { success: true, message: `Payment mode is now ${next}.` };
  });

  router.post('/stripe/test-webhook', async (ctx) => {
    parseBody(ctx, testWebhookBody);
    const mode = await panel.modes.current();
    const secret = panel.webhookSecret(mode);
    const origin = panel.selfOrigin();
    if (!secret || !origin) throw failWith(billingErrors, 'test_webhook_failed');
    const payload = JSON.stringify({
      id: `evt_test_webhook_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: mode === 'production',
      api_version: null,
      pending_webhooks: 1,
      data: {
        object: {
          id: 'cs_test_webhook',
          object: 'checkout.session',
          mode: 'subscription',
          subscription: null,
        },
      },
    });
    // Through the real path: signed like Stripe, posted to this server's own webhook endpoint.
    const response = await fetch(`${origin}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) throw failWith(billingErrors, 'test_webhook_failed');
    ctx.body = { success: true, message: 'Test webhook was processed successfully' };
  });

  router.get('/subscriptions', async (ctx) => {
    const rows = await deps.readModel.allCurrent(await deps.mode());
    ctx.body = {
      success: true,
      subscriptions: rows.map((row) => ({
        userId: row.userId,
        plan: row.plan,
        status: displayStatus(row.phase),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: row.periodEnd,
      })),
    };
  });

  router.post('/subscription/cancel', async (ctx) => {
    const body = parseBody(ctx, z.object({ userId }));
    const ended = await cancelNow(deps, body.userId, `admin-cancel-${randomUUID()}`, admin(ctx));
    if (!ended) throw failWith(billingErrors, 'no_subscription');
    ctx.body = { success: true, message: 'Subscription cancelled.' };
  });

  router.post('/sync-stripe-subscription', async (ctx) => {
    const body = parseBody(ctx, syncBody);
    // The mode in force first, then the others this server has (a plan keeps its own mode).
    const inForce = await deps.mode();
    const outcome = await syncInAnyMode(
      deps,
      body.stripeSubscriptionId,
      `admin-sync-${randomUUID()}`,
      [inForce, ...deps.modes.filter((mode) => mode !== inForce)],
      { actor: admin(ctx), forUser: body.userId },
    );
    if (outcome.kind === 'unknown') throw failWith(billingErrors, 'no_such_subscription');
    if (outcome.kind === 'not_ours') throw failWith(billingErrors, 'not_our_subscription');
    const { events } = outcome;
    ctx.body = {
      success: true,
      message:
        events.length === 0
          ? 'The subscription was already up to date.'
          : `Subscription synced (${events.map((event) => event.type).join(', ')}).`,
    };
  });

  return router;
}
