// The sandbox checkout, card-update and plan-switch pages' calls (offline payments, no keys). Only
// the person who started a checkout may see or pay it; only the customer's person may use their
// portal pages, each for the one thing it was opened for.
import Router from '@koa/router';
import { z } from 'zod';
import { billingErrors } from '../../../app/billing/billing.errors';
import { failWith } from '../../../app/shared/error-table';
import { requireUserId } from '../../http/middleware/auth';
import { parseBody } from '../../http/validate';
import type { SandboxPortal } from './sandbox-state';
import type { StripeSandbox } from './stripe-sandbox';

const payBody = z.object({
  card: z.enum(['accept', 'decline'], { message: 'card must be accept or decline' }),
});

/** The page returns within the app, on whatever origin the person uses (localhost or 127.0.0.1). */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://app.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

export function sandboxRoutes(
  sandbox: StripeSandbox,
  userOfCustomer: (customerId: string) => Promise<number | null>,
): Router {
  const router = new Router({ prefix: '/api/sandbox' });

  const ownCheckout = (userId: number, id: string) => {
    const checkout = sandbox.checkout(id);
    if (!checkout || checkout.client_reference_id !== String(userId))
      throw failWith(billingErrors, 'no_such_checkout');
    return checkout;
  };

  router.get('/checkout/:id', (ctx) => {
    const checkout = ownCheckout(requireUserId(ctx), ctx.params.id!);
    const price = sandbox.priceOf(checkout.sandbox.priceId)!;
    ctx.body = {
      success: true,
      checkout: {
        id: checkout.id,
        status: checkout.status,
        plan: price.recurring.interval === 'year' ? 'annual' : 'monthly',
        amountCents: price.unit_amount,
        cancelUrl: pathOf(checkout.cancel_url),
      },
    };
  });

  router.post('/checkout/:id/pay', async (ctx) => {
    const userId = requireUserId(ctx);
    const { card } = parseBody(ctx, payBody);
    const checkout = ownCheckout(userId, ctx.params.id!);
    if (card === 'decline') {
      ctx.state.log?.info({ checkout: checkout.id }, 'sandbox card declined');
      throw failWith(billingErrors, 'card_declined');
    }
    const paid = await sandbox.pay(checkout.id, 'paid');
    ctx.body = { success: true, redirectUrl: pathOf(paid.success_url) };
  });

  const ownPortal = async (userId: number, id: string) => {
    const portal = sandbox.portal(id);
    if (!portal || (await userOfCustomer(portal.customer)) !== userId)
      throw failWith(billingErrors, 'no_such_checkout');
    return portal;
  };
  const purposeOf = (portal: SandboxPortal) =>
    portal.flow?.type === 'subscription_update_confirm' ? 'switch_plan' : 'payment_method';
  const planOf = (priceId: string | undefined) => {
    const price = priceId ? sandbox.priceOf(priceId) : null;
    return price
      ? {
          plan: price.recurring.interval === 'year' ? 'annual' : 'monthly',
          amountCents: price.unit_amount,
        }
      : null;
  };

  router.get('/portal/:id', async (ctx) => {
    const portal = await ownPortal(requireUserId(ctx), ctx.params.id!);
    const returnUrl = pathOf(portal.return_url);
    if (portal.flow?.type !== 'subscription_update_confirm') {
      ctx.body = { success: true, portal: { id: portal.id, purpose: 'payment_method', returnUrl } };
      return;
    }
    const target = portal.flow.subscription_update_confirm;
    const current = sandbox.subscription(target.subscription)?.items.data[0]?.price.id;
    const wanted = planOf(target.items[0]?.price);
    ctx.body = {
      success: true,
      portal: {
        id: portal.id,
        purpose: 'switch_plan',
        returnUrl,
        done: portal.sandbox?.completed === true,
        currentPlan: planOf(current)?.plan,
        plan: wanted?.plan,
        amountCents: wanted?.amountCents,
      },
    };
  });

  router.post('/portal/:id/update-card', async (ctx) => {
    const portal = await ownPortal(requireUserId(ctx), ctx.params.id!);
    if (purposeOf(portal) !== 'payment_method') throw failWith(billingErrors, 'no_such_checkout');
    const returnUrl = await sandbox.updateCard(portal.id);
    ctx.body = { success: true, redirectUrl: pathOf(returnUrl) };
  });

  router.post('/portal/:id/switch-plan', async (ctx) => {
    const portal = await ownPortal(requireUserId(ctx), ctx.params.id!);
    if (purposeOf(portal) !== 'switch_plan' || portal.sandbox?.completed)
      throw failWith(billingErrors, 'no_such_checkout');
    const doneUrl = await sandbox.confirmSwitch(portal.id);
    ctx.body = { success: true, redirectUrl: pathOf(doneUrl) };
  });

  return router;
}
