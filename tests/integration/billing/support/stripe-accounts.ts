// Two Stripe accounts' worth of test servers behind one API origin, as Stripe is: the secret key
// says which account (live or test mode) a call is for. Each account is the app's sandbox on its
// own port with its own keys, webhook secret and prices; a small router in front sends each call
// to the account its key names. Events are held back (nothing is posted) unless a test delivers
// them, so a test can post each with the signature it wants and read the answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { memoryStorage, StripeSandbox } from '../../../../src/infra/billing/sandbox/stripe-sandbox';
import type { SandboxEvent } from '../../../../src/infra/billing/sandbox/sandbox-state';

export interface StripeAccount {
  name: string;
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; annual: string; foreign: string };
  sandbox: StripeSandbox;
  /** The events made since `mark` (a count of sandbox.events). */
  since(mark: number): SandboxEvent[];
  /** Where the account posts its events (null: hold them back). */
  deliverTo(url: string | null): void;
  /** The settings of this account for one of the app's key sets. */
  env(set: 'production' | 'test'): Record<string, string>;
  /** An SDK client of this account (what another product on the same account would use). */
  sdk(): Stripe;
}

const signer = new Stripe('sk_test_signer');
export const signWith = (payload: string, secret: string, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });

async function startAccount(name: string, apiUrl: () => string): Promise<StripeAccount> {
  const secretKey = `sk_test_${name}_account_key`;
  const webhookSecret = `whsec_${name}_account_secret`;
  const prices = {
    monthly: `price_${name}_monthly`,
    annual: `price_${name}_annual`,
    foreign: `price_${name}_other_product`,
  };
  let target: string | null = null;
  const sandbox = await new StripeSandbox({
    secretKey,
    webhookSecret,
    webhookUrl: () => target,
    prices: [
      { id: prices.monthly, unitAmount: 1000, interval: 'month' },
      { id: prices.annual, unitAmount: 9900, interval: 'year' },
      // Another product sold on the same Stripe account (not Trailblazer).
      { id: prices.foreign, unitAmount: 500, interval: 'month' },
    ],
    pageUrl: (kind, id) => `https://${name}.stripe.test/${kind}/${id}`,
    storage: memoryStorage(),
  }).open();
  await sandbox.listen();
  return {
    name,
    secretKey,
    webhookSecret,
    prices,
    sandbox,
    since: (mark) => sandbox.events.slice(mark),
    deliverTo: (url) => {
      target = url;
    },
    env: (set) => {
      const prefix = set === 'production' ? 'STRIPE_' : 'STRIPE_TEST_';
      return {
        [`${prefix}SECRET_KEY`]: secretKey,
        [`${prefix}WEBHOOK_SECRET`]: webhookSecret,
        [`${prefix}PRICE_MONTHLY`]: prices.monthly,
        [`${prefix}PRICE_ANNUAL`]: prices.annual,
      };
    },
    sdk: () => {
      const url = new URL(apiUrl());
      return new Stripe(secretKey, { host: url.hostname, port: url.port, protocol: 'http' });
    },
  };
}

export interface StripeAccounts {
  live: StripeAccount;
  test: StripeAccount;
  /** The one API origin (STRIPE_API_URL). */
  url: string;
  close(): Promise<void>;
}

export async function startStripeAccounts(): Promise<StripeAccounts> {
  let url = '';
  const live = await startAccount('live', () => url);
  const test = await startAccount('test', () => url);
  const upstream = async (account: StripeAccount) => new URL(await account.sandbox.listen()).port;
  const ports = { live: await upstream(live), test: await upstream(test) };
  const router = http.createServer((request, response) => {
    const port =
      request.headers.authorization === `Bearer ${test.secretKey}` ? ports.test : ports.live;
    const forward = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(router.address() as AddressInfo).port}`;
  return {
    live,
    test,
    url,
    close: async () => {
      const closed = new Promise<void>((resolve) => router.close(() => resolve()));
      router.closeAllConnections();
      await closed;
      await live.sandbox.close();
      await test.sandbox.close();
    },
  };
}

/** Posts one event to the app's webhook, signed with `secret`. */
export async function postEvent(
  webhookUrl: string,
  event: SandboxEvent | Record<string, unknown>,
  secret: string | null,
): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'stripe-signature': signWith(payload, secret) } : {}),
    },
    body: payload,
  });
}
