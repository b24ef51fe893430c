// The sandbox: a small local stand-in for the parts of Stripe's API billing uses (customers,
// checkout sessions, subscriptions, the billing portal and its two deep links: a card update and
// a plan switch), so paying works offline with no keys.
// The app's Stripe adapter talks to it over HTTP with the real SDK; paying on the sandbox checkout
// page makes it deliver Stripe-shaped events, signed with the webhook secret, to the app's own
// /api/webhook/stripe. Renewals, failed renewals and period ends follow its clock, which tests move.
// Tests also run it on its own port as the Stripe test server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';
import type { CardExpiry } from '../../../domain/billing/payment-card';
import {
  defaultCardExpiry,
  emptySandboxState,
  invoiceFor,
  type SandboxPaymentMethod,
  periodEnd,
  sandboxId,
  type Interval,
  type SandboxCheckout,
  type SandboxEvent,
  type SandboxPortal,
  type SandboxPortalFlow,
  type SandboxPrice,
  type SandboxState,
  type SandboxSubscription,
} from './sandbox-state';

export interface SandboxStorage {
  load(): Promise<SandboxState | null>;
  save(state: SandboxState): Promise<void>;
}

export const memoryStorage = (): SandboxStorage => {
  let saved: string | null = null;
  return {
    load: async () => (saved ? (JSON.parse(saved) as SandboxState) : null),
    save: async (state) => {
      saved = JSON.stringify(state);
    },
  };
};

export interface SandboxOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events go; resolved at each delivery (the app's port is known once it listens). */
  webhookUrl: () => string | null;
  prices: Array<{ id: string; unitAmount: number; interval: Interval }>;
  /** Where the checkout and portal pages are (the app's sandbox page, or a test's). */
  pageUrl: (kind: 'checkout' | 'portal', id: string) => string;
  storage: SandboxStorage;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

export type PayOutcome = 'paid' | 'declined';

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const API_VERSION = '2026-10-28.endive';

export class StripeSandbox {
  private state: SandboxState = emptySandboxState();
  private queue: Promise<unknown> = Promise.resolve();
  private server: http.Server | null = null;
  private readonly pending = new Set<Promise<void>>();
  private readonly signer = new Stripe('sk_test_signer_only');
  /** Events not delivered after every retry (the sandbox keeps going, like Stripe does). */
  readonly undelivered: SandboxEvent[] = [];
  /** Every event the sandbox made, in order (tests redeliver them in any order). */
  readonly events: SandboxEvent[] = [];

  constructor(private readonly options: SandboxOptions) {}

  async open(): Promise<this> {
    this.state = (await this.options.storage.load()) ?? emptySandboxState();
    return this;
  }

  /** Listens on 127.0.0.1 (a free port); returns the API origin for the SDK. */
  async listen(): Promise<string> {
    if (!this.server) {
      const server = http.createServer((request, response) => void this.serve(request, response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      server.unref();
      this.server = server;
    }
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    await this.settled();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  now(): number {
    return Math.floor((Date.now() + this.state.clockOffsetMs) / 1000);
  }

  // ---- the sandbox's own operations (its checkout page, tests) ----

  checkout(id: string): SandboxCheckout | null {
    return Object.hasOwn(this.state.checkouts, id) ? this.state.checkouts[id]! : null;
  }

  priceOf(id: string): SandboxPrice | null {
    const price = this.options.prices.find((p) => p.id === id);
    return price
      ? {
          id: price.id,
          object: 'price',
          unit_amount: price.unitAmount,
          currency: 'usd',
          recurring: { interval: price.interval },
        }
      : null;
  }

  subscription(id: string): SandboxSubscription | null {
    return this.state.subscriptions[id] ?? null;
  }

  portal(id: string): SandboxPortal | null {
    return Object.hasOwn(this.state.portals, id) ? this.state.portals[id]! : null;
  }

  /** Where a portal session goes once its task is done (its flow's redirect, else its return). */
  static doneUrl(portal: SandboxPortal): string {
    return portal.flow?.after_completion.redirect?.return_url ?? portal.return_url;
  }

  /** A new card of the customer's (Stripe's Checkout and portal make one for each card typed). */
  private addCard(customer: string, expiry: CardExpiry): string {
    const method: SandboxPaymentMethod = {
      id: sandboxId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: '4242', exp_month: expiry.expMonth, exp_year: expiry.expYear },
    };
    (this.state.paymentMethods ??= {})[method.id] = method;
    return method.id;
  }

  /** Pays an open checkout (or declines the card): paid makes the subscription and its events. */
  pay(
    checkoutId: string,
    outcome: PayOutcome,
    card: CardExpiry = defaultCardExpiry(this.now()),
  ): Promise<SandboxCheckout> {
    return this.change(() => {
      const checkout = this.state.checkouts[checkoutId];
      if (!checkout) throw new ApiError(404, 'No such checkout session', 'resource_missing');
      if (checkout.status !== 'open' || outcome === 'declined')
        return { result: checkout, events: [] };
      const price = this.priceOf(checkout.sandbox.priceId)!;
      const now = this.now();
      const subscription: SandboxSubscription = {
        id: sandboxId('sub'),
        object: 'subscription',
        customer: checkout.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        created: now,
        metadata: checkout.sandbox.subscriptionMetadata,
        default_payment_method: this.addCard(checkout.customer, card),
        items: {
          object: 'list',
          data: [
            {
              id: sandboxId('si'),
              object: 'subscription_item',
              quantity: 1,
              price,
              current_period_start: now,
              current_period_end: periodEnd(now, price.recurring.interval),
            },
          ],
        },
      };
      this.state.subscriptions[subscription.id] = subscription;
      checkout.status = 'complete';
      checkout.subscription = subscription.id;
      return {
        result: checkout,
        events: [
          this.event('checkout.session.completed', checkout),
          this.event('customer.subscription.created', subscription),
          this.event('invoice.paid', invoiceFor(subscription, true, now)),
        ],
      };
    });
  }

  /** The portal's "update card": the new card pays the customer's plans from now on, future
   * charges succeed, and an unpaid period is paid now. */
  updateCard(portalId: string, card: CardExpiry = defaultCardExpiry(this.now())): Promise<string> {
    return this.change(() => {
      const portal = this.state.portals[portalId];
      if (!portal || (portal.flow && portal.flow.type !== 'payment_method_update'))
        throw new ApiError(404, 'No such portal session', 'resource_missing');
      this.state.decliningCustomers = this.state.decliningCustomers.filter(
        (c) => c !== portal.customer,
      );
      const events: SandboxEvent[] = [];
      const method = this.addCard(portal.customer, card);
      for (const subscription of Object.values(this.state.subscriptions)) {
        if (subscription.customer !== portal.customer || subscription.status === 'canceled')
          continue;
        subscription.default_payment_method = method;
        if (subscription.status === 'past_due') {
          subscription.status = 'active';
          events.push(this.event('invoice.paid', invoiceFor(subscription, true, this.now())));
        }
        events.push(this.event('customer.subscription.updated', subscription));
      }
      return { result: StripeSandbox.doneUrl(portal), events };
    });
  }

  /**
   * The person confirms the plan switch a portal session was opened for (Stripe's
   * subscription_update_confirm): the subscription moves to the new price. A new billing interval
   * starts a new period now, paid now, as Stripe does by default; the same interval keeps it.
   */
  confirmSwitch(portalId: string): Promise<string> {
    return this.change(() => {
      const portal = this.state.portals[portalId];
      const flow = portal?.flow;
      if (!portal || flow?.type !== 'subscription_update_confirm' || portal.sandbox?.completed)
        throw new ApiError(404, 'No such portal session', 'resource_missing');
      const target = flow.subscription_update_confirm;
      const subscription = this.state.subscriptions[target.subscription];
      const price = this.priceOf(target.items[0]!.price)!;
      if (!subscription || subscription.status === 'canceled')
        throw new ApiError(400, 'This subscription can no longer be updated.');
      const item = subscription.items.data[0]!;
      const now = this.now();
      const newInterval = item.price.recurring.interval !== price.recurring.interval;
      item.price = price;
      const events: SandboxEvent[] = [];
      if (newInterval) {
        item.current_period_start = now;
        item.current_period_end = periodEnd(now, price.recurring.interval);
        subscription.status = 'active';
        events.push(this.event('invoice.paid', invoiceFor(subscription, true, now)));
      }
      events.push(this.event('customer.subscription.updated', subscription));
      portal.sandbox = { completed: true };
      return { result: StripeSandbox.doneUrl(portal), events };
    });
  }

  /** From now on the customer's card is declined at renewal (tests of failed payments). */
  declineRenewals(customerId: string): Promise<void> {
    return this.change(() => {
      if (!this.state.decliningCustomers.includes(customerId))
        this.state.decliningCustomers.push(customerId);
      return { result: undefined, events: [] };
    });
  }

  /** Moves the clock and runs what falls due: renewals, failed renewals, period ends. */
  advanceClock(ms: number): Promise<void> {
    return this.change(() => {
      this.state.clockOffsetMs += ms;
      return { result: undefined, events: this.dueEvents() };
    });
  }

  /** Runs what fell due on the clock as it stands (the server calls it now and then). */
  tick(): Promise<void> {
    return this.change(() => ({ result: undefined, events: this.dueEvents() }));
  }

  /** Sends an event again (tests: redeliveries, any order). */
  redeliver(event: SandboxEvent): Promise<number> {
    return this.post(event);
  }

  private dueEvents(): SandboxEvent[] {
    const now = this.now();
    const events: SandboxEvent[] = [];
    for (const subscription of Object.values(this.state.subscriptions)) {
      const item = subscription.items.data[0]!;
      // A sandbox left off for years renews period by period, as Stripe would have.
      for (let guard = 0; guard < 500 && subscription.status !== 'canceled'; guard++) {
        if (item.current_period_end > now) break;
        if (subscription.cancel_at_period_end) {
          subscription.status = 'canceled';
          subscription.ended_at = item.current_period_end;
          subscription.canceled_at ??= item.current_period_end;
          events.push(this.event('customer.subscription.deleted', subscription));
          break;
        }
        item.current_period_start = item.current_period_end;
        item.current_period_end = periodEnd(
          item.current_period_start,
          item.price.recurring.interval,
        );
        const declined = this.state.decliningCustomers.includes(subscription.customer);
        subscription.status = declined ? 'past_due' : 'active';
        events.push(
          this.event(
            declined ? 'invoice.payment_failed' : 'invoice.paid',
            invoiceFor(subscription, !declined, item.current_period_start),
          ),
        );
        events.push(this.event('customer.subscription.updated', subscription));
      }
    }
    return events;
  }

  private event(type: string, object: unknown): SandboxEvent {
    const event: SandboxEvent = {
      id: sandboxId('evt'),
      object: 'event',
      type,
      created: this.now(),
      livemode: false,
      api_version: API_VERSION,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    };
    this.events.push(event);
    return event;
  }

  /**
   * One change at a time: apply and save, then deliver its events in order. The sandbox's own
   * operations wait for the deliveries (the page returns to the app once the plan is recorded);
   * API calls answer first and deliver after, as Stripe does.
   */
  private change<T>(
    work: () => { result: T; events: SandboxEvent[] },
    delivery: 'await' | 'background' = 'await',
  ): Promise<T> {
    const run = this.queue.then(async () => {
      const { result, events } = work();
      this.forgetOldKeys();
      await this.options.storage.save(this.state);
      return { result, events };
    });
    this.queue = run.catch(() => undefined);
    return run.then(async ({ result, events }) => {
      const delivered = this.deliverInOrder(events);
      if (delivery === 'await') await delivered;
      return result;
    });
  }

  private deliverInOrder(events: SandboxEvent[]): Promise<void> {
    const done = (async () => {
      for (const event of events) await this.post(event);
    })();
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
    return done;
  }

  /** Resolves once every delivery started so far has ended (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Stripe keeps idempotency keys for 24 hours. */
  private forgetOldKeys() {
    const oldest = Date.now() - 24 * 60 * 60 * 1000;
    for (const [key, entry] of Object.entries(this.state.idempotency))
      if (entry.at < oldest) delete this.state.idempotency[key];
  }

  /** Delivers one signed event; retries a few times, like Stripe, then keeps it as undelivered. */
  private async post(event: SandboxEvent): Promise<number> {
    const url = this.options.webhookUrl();
    if (!url) return 0;
    const payload = JSON.stringify(event);
    for (let attempt = 0; attempt < 4; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': this.signer.webhooks.generateTestHeaderString({
              payload,
              secret: this.options.webhookSecret,
            }),
          },
          body: payload,
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        if (response.ok) return response.status;
      } catch {
        // Not listening yet, or restarting: try again.
      }
    }
    this.options.log?.('sandbox webhook not delivered', { type: event.type, id: event.id });
    this.undelivered.push(event);
    return 0;
  }

  // ---- the Stripe API parts billing uses ----

  private async serve(request: http.IncomingMessage, response: http.ServerResponse) {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': sandboxId('req'),
      });
      response.end(JSON.stringify(body));
    };
    try {
      if (request.headers.authorization !== `Bearer ${this.options.secretKey}`)
        throw new ApiError(401, 'Invalid API Key provided');
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const url = new URL(request.url ?? '/', 'http://sandbox');
      const params = qs.parse(
        request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
      ) as Record<string, unknown>;
      const key = request.headers['idempotency-key'];
      const route = `${request.method} ${url.pathname}`;
      const answer = await this.change(() => {
        const remembered =
          typeof key === 'string' ? this.state.idempotency[`${route}|${key}`] : undefined;
        if (remembered) return { result: remembered, events: [] };
        const { body, events } = this.api(request.method ?? 'GET', url.pathname, params);
        const result = { status: 200, body, at: Date.now() };
        if (typeof key === 'string') this.state.idempotency[`${route}|${key}`] = result;
        return { result, events };
      }, 'background');
      send(answer.status, answer.body);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 500;
      send(status, {
        error: {
          type: status === 401 ? 'authentication_error' : 'invalid_request_error',
          message: error instanceof Error ? error.message : 'Sandbox error',
          ...(error instanceof ApiError && error.code ? { code: error.code } : {}),
        },
      });
    }
  }

  private api(
    method: string,
    path: string,
    params: Record<string, unknown>,
  ): { body: unknown; events: SandboxEvent[] } {
    const metadata = (value: unknown) => (value ?? {}) as Record<string, string>;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: sandboxId('cus'),
        object: 'customer' as const,
        metadata: metadata(params.metadata),
      };
      this.state.customers[customer.id] = customer;
      return { body: customer, events: [] };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = String(params.customer ?? '');
      if (!this.state.customers[customer])
        throw new ApiError(400, `No such customer: '${customer}'`, 'resource_missing');
      const lineItems = (params.line_items ?? []) as Array<{ price?: string }>;
      const priceId = lineItems[0]?.price ?? '';
      if (params.mode !== 'subscription' || !this.priceOf(priceId))
        throw new ApiError(400, `No such price: '${priceId}'`, 'resource_missing');
      const id = sandboxId('cs');
      const checkout: SandboxCheckout = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer,
        client_reference_id:
          typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
        metadata: metadata(params.metadata),
        subscription: null,
        success_url: String(params.success_url ?? ''),
        cancel_url: String(params.cancel_url ?? ''),
        url: this.options.pageUrl('checkout', id),
        sandbox: {
          priceId,
          subscriptionMetadata: metadata(
            (params.subscription_data as { metadata?: unknown } | undefined)?.metadata,
          ),
        },
      };
      this.state.checkouts[id] = checkout;
      return { body: checkout, events: [] };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(params.customer ?? '');
      if (!this.state.customers[customer])
        throw new ApiError(400, `No such customer: '${customer}'`, 'resource_missing');
      const id = sandboxId('bps');
      const portal: SandboxPortal = {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: String(params.return_url ?? ''),
        url: this.options.pageUrl('portal', id),
        flow: this.portalFlow(customer, params.flow_data),
      };
      this.state.portals[id] = portal;
      return { body: portal, events: [] };
    }
    const match = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
    if (match) {
      const subscription = this.state.subscriptions[match[1]!];
      if (!subscription)
        throw new ApiError(404, `No such subscription: '${match[1]}'`, 'resource_missing');
      if (method === 'GET') return { body: this.expanded(subscription, params.expand), events: [] };
      if (method === 'POST') {
        if (subscription.status === 'canceled')
          throw new ApiError(
            400,
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        const cancel = params.cancel_at_period_end === 'true';
        if (cancel === subscription.cancel_at_period_end) return { body: subscription, events: [] };
        subscription.cancel_at_period_end = cancel;
        subscription.canceled_at = cancel ? this.now() : null;
        return {
          body: subscription,
          events: [this.event('customer.subscription.updated', subscription)],
        };
      }
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') return { body: subscription, events: [] };
        subscription.status = 'canceled';
        subscription.canceled_at = this.now();
        subscription.ended_at = this.now();
        subscription.cancel_at_period_end = false;
        return {
          body: subscription,
          events: [this.event('customer.subscription.deleted', subscription)],
        };
      }
    }
    throw new ApiError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  /** A portal session's deep link (`flow_data`), checked as Stripe checks it. */
  private portalFlow(customer: string, data: unknown): SandboxPortalFlow | null {
    if (!data || typeof data !== 'object') return null;
    const flow = data as {
      type?: string;
      after_completion?: { type?: string; redirect?: { return_url?: string } };
      subscription_update_confirm?: {
        subscription?: string;
        items?: Array<{ id?: string; price?: string; quantity?: string }>;
      };
    };
    const redirect = flow.after_completion?.redirect?.return_url;
    const after_completion = {
      type: redirect ? ('redirect' as const) : ('portal_homepage' as const),
      redirect: redirect ? { return_url: redirect } : null,
    };
    if (flow.type === 'payment_method_update') return { type: flow.type, after_completion };
    if (flow.type !== 'subscription_update_confirm')
      throw new ApiError(400, `The sandbox does not offer the portal flow '${flow.type}'`);
    const confirm = flow.subscription_update_confirm;
    const subscription = this.state.subscriptions[confirm?.subscription ?? ''];
    if (!subscription || subscription.customer !== customer)
      throw new ApiError(
        400,
        `No such subscription: '${confirm?.subscription}'`,
        'resource_missing',
      );
    if (subscription.status === 'canceled')
      throw new ApiError(400, 'A canceled subscription cannot be updated.');
    const [wanted] = confirm?.items ?? [];
    if (!wanted || wanted.id !== subscription.items.data[0]!.id)
      throw new ApiError(400, `No such subscription item: '${wanted?.id}'`, 'resource_missing');
    if (!this.priceOf(wanted.price ?? ''))
      throw new ApiError(400, `No such price: '${wanted.price}'`, 'resource_missing');
    return {
      type: 'subscription_update_confirm',
      subscription_update_confirm: {
        subscription: subscription.id,
        items: [{ id: wanted.id, price: wanted.price!, quantity: Number(wanted.quantity ?? 1) }],
      },
      after_completion,
    };
  }

  /** `expand[]=default_payment_method` puts the card in place of its id, as Stripe does. */
  private expanded(subscription: SandboxSubscription, expand: unknown) {
    const fields = Array.isArray(expand) ? expand : expand ? [expand] : [];
    if (!fields.includes('default_payment_method') || !subscription.default_payment_method)
      return subscription;
    const method = this.state.paymentMethods?.[subscription.default_payment_method] ?? null;
    return { ...subscription, default_payment_method: method };
  }
}
