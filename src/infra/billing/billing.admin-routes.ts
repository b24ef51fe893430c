// The Subscriptions tab (SPEC.md sections 2, 3, 5 and 7): every person's current plan, an admin's
// cancel (at once), and syncing a Stripe subscription by id. Mounted under /api/admin behind the
// one admin guard; each change records the acting admin.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { cancelNow, syncSubscription } from '../../app/billing/billing';
import type { BillingDeps } from '../../app/billing/billing.deps';
import { billingErrors } from '../../app/billing/billing.errors';
import { failWith } from '../../app/shared/error-table';
import { displayStatus } from '../../domain/billing/subscription-access';
import { requireUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';

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

export function billingAdminRoutes(deps: BillingDeps): Router {
  const router = new Router();
  const admin = (ctx: Context) => `admin:${requireUserId(ctx)}`;

  router.get('/subscriptions', async (ctx) => {
    const rows = await deps.readModel.allCurrent();
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
    const events = await syncSubscription(
      deps,
      body.stripeSubscriptionId,
      `admin-sync-${randomUUID()}`,
      { actor: admin(ctx), forUser: body.userId },
    );
    if (!events) throw failWith(billingErrors, 'no_such_subscription');
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
