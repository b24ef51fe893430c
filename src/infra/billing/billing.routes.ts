// The Subscription calls of SPEC.md section 7, the plan switch, and the Stripe webhook. Signed-in
// calls answer for the session's user only, and are never cached.
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import {
  cancelAtPeriodEnd,
  paymentMethodPage,
  planSwitchPage,
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
import type { WebhookGuard } from './webhook-guard';

export const STRIPE_WEBHOOK_PATH = '/api/webhook/stripe';
/** The spellings of the webhook's path that take a raw body (an endpoint set up with a trailing
 *  slash at Stripe is the same endpoint). */
export const STRIPE_WEBHOOK_PATHS = [STRIPE_WEBHOOK_PATH, `${STRIPE_WEBHOOK_PATH}/`];
/** Stripe's events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const planBody = z.object({
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

/** A person's plan is theirs alone: no shared cache, no back-button copy keeps it. */
async function noStore(ctx: Context, next: Next) {
  ctx.set('Cache-Control', 'no-store');
  await next();
}

export function billingRoutes(deps: BillingDeps, guard: WebhookGuard): Router {
  const router = new Router();

  router.use('/api/subscription', noStore);

  router.get('/api/subscription/status', async (ctx) => {
    ctx.body = { success: true, ...(await subscriptionStatus(deps, requireUserId(ctx))) };
  });

  router.post('/api/subscription/create', async (ctx) => {
    const userId = requireUserId(ctx);
    const { planType } = parseBody(ctx, planBody);
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

  router.post('/api/subscription/switch-plan', async (ctx) => {
    const userId = requireUserId(ctx);
    const { planType } = parseBody(ctx, planBody);
    const redirectUrl = await planSwitchPage(deps, userId, planType);
    ctx.body = { success: true, redirectUrl, message: 'Redirecting to switch your plan' };
  });

  router.post(STRIPE_WEBHOOK_PATH, async (ctx) => {
    if (!guard.admit(ctx.ip))
      throw failWith(billingErrors, 'too_many_webhooks', { headers: { 'Retry-After': '60' } });
    const body = await rawBody(ctx);
    const signature = ctx.get('stripe-signature') || undefined;
    try {
      const outcome = await receiveWebhook(deps, body, signature);
      if (outcome.ignored) ctx.state.log?.warn(outcome, 'stripe webhook ignored');
      else ctx.state.log?.info(outcome, 'stripe webhook');
    } catch (error) {
      if (error instanceof InvalidWebhookError) {
        const { logLine, total } = guard.refused(ctx.ip, error.message);
        const details = { reason: error.message, refusedSinceStart: total };
        if (logLine) ctx.state.log?.warn(details, 'stripe webhook refused');
        else ctx.state.log?.debug(details, 'stripe webhook refused');
        throw failWith(billingErrors, 'invalid_webhook');
      }
      throw error;
    }
    ctx.body = { received: true };
  });

  return router;
}
