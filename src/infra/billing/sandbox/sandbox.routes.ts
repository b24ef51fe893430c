// The sandbox checkout and card-update pages' calls (offline payments, no keys). Only the person
// who started a checkout may see or pay it.
import Router from '@koa/router';
import { z } from 'zod';
import { billingErrors } from '../../../app/billing/billing.errors';
import { failWith } from '../../../app/shared/error-table';
import { requireUserId } from '../../http/middleware/auth';
import { parseBody } from '../../http/validate';
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

  router.get('/portal/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const portal = sandbox.portal(ctx.params.id!);
    if (!portal || (await userOfCustomer(portal.customer)) !== userId)
      throw failWith(billingErrors, 'no_such_checkout');
    ctx.body = { success: true, portal: { id: portal.id, returnUrl: pathOf(portal.return_url) } };
  });

  router.post('/portal/:id/update-card', async (ctx) => {
    const userId = requireUserId(ctx);
    const portal = sandbox.portal(ctx.params.id!);
    if (!portal || (await userOfCustomer(portal.customer)) !== userId)
      throw failWith(billingErrors, 'no_such_checkout');
    const returnUrl = await sandbox.updateCard(portal.id);
    ctx.body = { success: true, redirectUrl: pathOf(returnUrl) };
  });

  return router;
}
