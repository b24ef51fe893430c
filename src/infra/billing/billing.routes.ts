// The Subscription calls of SPEC.md section 7 and the Stripe webhook. Signed-in calls answer for
// the session's user only.
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  cancelAtPeriodEnd,
  paymentMethodPage,
  reactivate,
  receiveWebhook,
  startCheckout,
  subscriptionStatus,
} from '../../app/billing/billing';
import type { BillingDeps } from '../../app/billing/billing.deps';
import { billingErrors } from '../../app/billing/billing.errors';
import { InvalidWebhookError } from '../../app/billing/payment-provider.port';
import { failWith } from '../../app/shared/error-table';
import { PLAN_TYPES } from '../../domain/billing/plans';
import { requireUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';

export const STRIPE_WEBHOOK_PATH = '/api/webhook/stripe';
/** Stripe's events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const createBody = z.object({
  planType: z.enum(PLAN_TYPES, { message: 'planType must be monthly or annual' }),
});

async function rawBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > WEBHOOK_BODY_LIMIT) throw failWith(billingErrors, 'invalid_webhook');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function billingRoutes(
  deps: BillingDeps,
  onRefusedWebhook: (reason: string) => Promise<void> = async () => {},
): Router {
  const router = new Router();

  router.get('/api/subscription/status', async (ctx) => {
    ctx.body = { success: true, ...(await subscriptionStatus(deps, requireUserId(ctx))) };
  });

  router.post('/api/subscription/create', async (ctx) => {
    const userId = requireUserId(ctx);
    const { planType } = parseBody(ctx, createBody);
    const { redirectUrl } = await startCheckout(deps, userId, planType);
    ctx.body = { success: true, redirectUrl, message: 'Redirecting to checkout' };
  });

  router.post('/api/subscription/cancel', async (ctx) => {
    await cancelAtPeriodEnd(deps, requireUserId(ctx));
    ctx.body = {
      success: true,
      message: 'Your subscription will end at the close of this billing period.',
    };
  });

  router.post('/api/subscription/reactivate', async (ctx) => {
    await reactivate(deps, requireUserId(ctx));
    ctx.body = { success: true, message: 'Your subscription has been reactivated.' };
  });

  router.post('/api/subscription/payment-method', async (ctx) => {
    const redirectUrl = await paymentMethodPage(deps, requireUserId(ctx));
    ctx.body = { success: true, redirectUrl, message: 'Redirecting to update your card' };
  });

  router.post(STRIPE_WEBHOOK_PATH, async (ctx) => {
    const body = await rawBody(ctx);
    const signature = ctx.get('stripe-signature') || undefined;
    try {
      const { type, recorded } = await receiveWebhook(deps, body, signature);
      ctx.state.log?.info({ type, recorded }, 'stripe webhook');
    } catch (error) {
      if (error instanceof InvalidWebhookError) {
        ctx.state.log?.warn({ reason: error.message }, 'stripe webhook refused');
        await onRefusedWebhook(error.message);
        throw failWith(billingErrors, 'invalid_webhook');
      }
      throw error;
    }
    ctx.body = { received: true };
  });

  return router;
}
