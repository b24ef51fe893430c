// The billing module: Trailblazer subscriptions through Stripe (SPEC.md sections 1, 3, 7 and 13).
// With STRIPE_SECRET_KEY unset it runs the offline sandbox: a local Stripe stand-in the same
// Stripe adapter talks to, a checkout page, and webhooks the sandbox posts to this very server.
import { randomBytes } from 'node:crypto';
import { cancelNow, isActive } from '../../app/billing/billing';
import type { BillingDeps } from '../../app/billing/billing.deps';
import { billingErrors } from '../../app/billing/billing.errors';
import { billingMailReactor } from '../../app/billing/billing-mail';
import type { Reactor } from '../../app/shared/reactor';
import type { Identity } from '../../app/accounts/user-view';
import { allowanceView } from '../../app/allowance/allowance-view';
import { billingEvents } from '../../domain/billing/billing.events';
import { PLAN_PRICE_CENTS, type PlanType } from '../../domain/billing/plans';
import { billingProjection } from '../../projections/billing/billing.projection';
import { ConfigError } from '../config/platform-settings';
import { defineModule } from '../modules/app-module';
import { KnexBillingReadModel } from './billing-read-model';
import { billingAdminRoutes } from './billing.admin-routes';
import { STRIPE_WEBHOOK_PATH, billingRoutes } from './billing.routes';
import { billingSettings, type BillingSettings } from './billing.settings';
import { billingMigration, stripeSandboxMigration } from './migrations/billing.migration';
import { knexSandboxStorage } from './sandbox/knex-sandbox-storage';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { StripeSandbox } from './sandbox/stripe-sandbox';
import { createStripeProvider } from './stripe-provider';

export type PaymentMode = 'stripe' | 'sandbox';

export interface BillingServices {
  mode: PaymentMode;
  deps: BillingDeps;
  /** The offline sandbox (null with Stripe keys): tests move its clock. */
  sandbox: StripeSandbox | null;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    billing: BillingServices;
  }
}

const SANDBOX_PRICES: Record<PlanType, string> = {
  monthly: 'price_sandbox_trailblazer_monthly',
  annual: 'price_sandbox_trailblazer_annual',
};

/** With a key, the webhook secret and both price ids must be set too. */
export function stripeSettings(config: BillingSettings) {
  if (!config.STRIPE_SECRET_KEY) return null;
  const missing = (
    ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const
  ).filter((name) => !config[name]);
  if (missing.length > 0)
    throw new ConfigError(`STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be set too`);
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    prices: { monthly: config.STRIPE_PRICE_MONTHLY!, annual: config.STRIPE_PRICE_ANNUAL! },
  };
}

export const billingModule = defineModule({
  name: 'billing',
  needs: ['accounts', 'errors'],
  settings: billingSettings,
  errors: billingErrors,
  events: Object.values(billingEvents),
  migrations: [billingMigration, stripeSandboxMigration],
  projections: [billingProjection],
  async create({ config, runtime, mailer, use }) {
    const accounts = use('accounts');
    const knex = runtime.db.knex;
    const readModel = new KnexBillingReadModel(knex);
    const stripe = stripeSettings(config);
    let selfOrigin: string | null = null;
    let sandbox: StripeSandbox | null = null;
    let provider;
    let prices: Record<PlanType, string>;
    if (stripe) {
      prices = stripe.prices;
      provider = createStripeProvider({
        ...stripe,
        apiUrl: config.STRIPE_API_URL,
        timeoutMs: config.STRIPE_TIMEOUT_MS,
      });
    } else {
      const secretKey = `sk_test_sandbox_${randomBytes(16).toString('hex')}`;
      const webhookSecret = `whsec_sandbox_${randomBytes(16).toString('hex')}`;
      prices = SANDBOX_PRICES;
      sandbox = await new StripeSandbox({
        secretKey,
        webhookSecret,
        webhookUrl: () => (selfOrigin ? `${selfOrigin}${STRIPE_WEBHOOK_PATH}` : null),
        prices: (['monthly', 'annual'] as const).map((plan) => ({
          id: SANDBOX_PRICES[plan],
          unitAmount: PLAN_PRICE_CENTS[plan],
          interval: plan === 'monthly' ? ('month' as const) : ('year' as const),
        })),
        pageUrl: (kind, id) =>
          `/sandbox-checkout?${kind === 'checkout' ? 'session' : 'portal'}=${id}`,
        storage: knexSandboxStorage(knex),
        log: (message, details) => runtime.logger.warn(details ?? {}, message),
      }).open();
      provider = createStripeProvider({
        secretKey,
        webhookSecret,
        apiUrl: await sandbox.listen(),
        timeoutMs: config.STRIPE_TIMEOUT_MS,
      });
    }
    const clock = accounts.deps.clock;
    const deps: BillingDeps = {
      store: runtime.store,
      waitForProjections: runtime.waitForProjections,
      readModel,
      provider,
      clock,
      prices,
      appUrl: config.APP_URL,
      journeysLeft: async (userId) => {
        const row = await accounts.deps.readModel.findById(userId);
        if (!row) return 0;
        const allowance = await accounts.deps.allowance.find(userId);
        return allowanceView(allowance, row.signedUpAt, clock.now()).journeyCount;
      },
    };
    accounts.subscriptions.plug({
      hasActiveSubscription: async (userId) =>
        isActive(await readModel.currentSubscription(userId), clock.now()),
    });
    const recipient = async (userId: number) => {
      const row = await accounts.deps.readModel.findById(userId);
      const identity = row
        ? await accounts.deps.vault.open<Identity>(userId, row.sealedIdentity)
        : null;
      return identity?.email ? { email: identity.email, username: identity.username } : null;
    };
    const endPlanOfDeletedAccount: Reactor = {
      name: 'billing-end-plan-of-deleted-account',
      handles: ['UserDeleted'],
      react: async (event) => {
        await cancelNow(deps, (event.data as { userId: number }).userId, `deleted-${event.id}`);
      },
    };
    runtime.logger.info({ payments: stripe ? 'stripe' : 'sandbox' }, 'billing ready');
    return {
      services: { mode: stripe ? 'stripe' : 'sandbox', deps, sandbox },
      http: () => ({
        routers: [
          billingRoutes(deps, (reason) =>
            use('errors').recordServerError({
              errorType: 'payment_error',
              message: `Stripe webhook refused: ${reason}`,
              url: STRIPE_WEBHOOK_PATH,
            }),
          ),
          ...(sandbox ? [sandboxRoutes(sandbox, (id) => readModel.userOfCustomer(id))] : []),
        ],
        adminRouters: [billingAdminRoutes(deps)],
        rawBodyPaths: [STRIPE_WEBHOOK_PATH],
      }),
      reactors: [
        billingMailReactor({
          store: runtime.store,
          mailer,
          site: { appName: config.APP_NAME, appUrl: config.APP_URL },
          recipient,
        }),
        endPlanOfDeletedAccount,
      ],
      housekeeping: sandbox
        ? [{ name: 'sandbox renewals', everyMs: 60_000, run: () => sandbox!.tick() }]
        : [],
      listening: ({ origin }) => {
        selfOrigin = origin;
      },
      close: async () => {
        await sandbox?.close();
      },
    };
  },
});
