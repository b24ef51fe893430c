// The billing module: Trailblazer subscriptions through Stripe (SPEC.md sections 1, 3, 7 and 13).
// With STRIPE_SECRET_KEY unset it runs the offline sandbox: a local Stripe stand-in the same
// Stripe adapter talks to, a checkout page, and webhooks the sandbox posts to this very server.
// A production server (NODE_ENV=production) runs the sandbox only when told to in so many words.
import { randomBytes } from 'node:crypto';
import { endEveryPlan, hasTrailblazer, trailblazerUntil } from '../../app/billing/billing';
import type { BillingDeps } from '../../app/billing/billing.deps';
import { billingErrors } from '../../app/billing/billing.errors';
import { billingMailReactor } from '../../app/billing/billing-mail';
import type { Reactor } from '../../app/shared/reactor';
import { allowanceView } from '../../app/allowance/allowance-view';
import { billingEvents, paymentModeEvents } from '../../domain/billing/billing.events';
import { PLAN_PRICE_CENTS, type PlanType } from '../../domain/billing/plans';
import { billingProjection } from '../../projections/billing/billing.projection';
import { defineModule } from '../modules/app-module';
import { KnexBillingReadModel } from './billing-read-model';
import { billingAdminRoutes } from './billing.admin-routes';
import { STRIPE_WEBHOOK_PATH, STRIPE_WEBHOOK_PATHS, billingRoutes } from './billing.routes';
import { billingSettings } from './billing.settings';
import {
  billingMigration,
  cardExpiryMigration,
  stripeSandboxMigration,
} from './migrations/billing.migration';
import { knexSandboxStorage } from './sandbox/knex-sandbox-storage';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { StripeSandbox } from './sandbox/stripe-sandbox';
import { createStripeProvider } from './stripe-provider';
import { paymentModes, type PaymentModes } from './payment-mode';
import { checkPaymentsForProduction, stripeKeySets } from './stripe-key-sets';
import type { PaymentProvider } from '../../app/billing/payment-provider.port';
import type { PaymentMode } from '../../domain/billing/billing.events';
import { webhookGuard, type WebhookRefusals } from './webhook-guard';

export interface BillingServices {
  modes: PaymentModes;
  deps: BillingDeps;
  /** The offline sandbox (null with Stripe keys): tests move its clock. */
  sandbox: StripeSandbox | null;
  /** Webhook posts refused for their signature since start (counted, not recorded). */
  webhookRefusals(): WebhookRefusals;
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

export const billingModule = defineModule({
  name: 'billing',
  needs: ['accounts', 'errors', 'notifications'],
  settings: billingSettings,
  errors: billingErrors,
  events: [...Object.values(billingEvents), ...Object.values(paymentModeEvents)],
  migrations: [billingMigration, stripeSandboxMigration, cardExpiryMigration],
  projections: [billingProjection],
  async create({ config, runtime, use }) {
    const accounts = use('accounts');
    const knex = runtime.db.knex;
    const readModel = new KnexBillingReadModel(knex);
    const sets = stripeKeySets(config);
    checkPaymentsForProduction(config, sets);
    let selfOrigin: string | null = null;
    let sandbox: StripeSandbox | null = null;
    const providers: Partial<Record<PaymentMode, PaymentProvider>> = {};
    /** The webhook secret of each mode (the panel's test webhook signs with it). */
    const webhookSecrets: Partial<Record<PaymentMode, string>> = {};
    for (const mode of ['production', 'test'] as const) {
      const set = sets[mode];
      if (!set) continue;
      webhookSecrets[mode] = set.webhookSecret;
      providers[mode] = createStripeProvider({
        secretKey: set.secretKey,
        webhookSecret: set.webhookSecret,
        apiUrl: config.STRIPE_API_URL,
        timeoutMs: config.STRIPE_TIMEOUT_MS,
      });
    }
    if (!sets.production && !sets.test) {
      const secretKey = `sk_test_sandbox_${randomBytes(16).toString('hex')}`;
      const webhookSecret = `whsec_sandbox_${randomBytes(16).toString('hex')}`;
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
      webhookSecrets.sandbox = webhookSecret;
      providers.sandbox = createStripeProvider({
        secretKey,
        webhookSecret,
        apiUrl: await sandbox.listen(),
        timeoutMs: config.STRIPE_TIMEOUT_MS,
      });
    }
    const modes = paymentModes({
      store: runtime.store,
      sets,
      providers,
      sandboxPrices: SANDBOX_PRICES,
    });
    const clock = accounts.deps.clock;
    const deps: BillingDeps = {
      store: runtime.store,
      waitForProjections: runtime.waitForProjections,
      readModel,
      clock,
      mode: modes.current,
      modes: modes.configured,
      provider: modes.provider,
      prices: modes.prices,
      appUrl: config.APP_URL,
      journeysLeft: async (userId) => {
        const row = await accounts.deps.readModel.findById(userId);
        if (!row) return 0;
        const allowance = await accounts.deps.allowance.find(userId);
        return allowanceView(allowance, row.signedUpAt, clock.now()).journeyCount;
      },
    };
    accounts.subscriptions.plug({
      hasActiveSubscription: (userId) => hasTrailblazer(deps, userId),
      subscriptionUntil: (userId) => trailblazerUntil(deps, userId),
    });
    const recipient = accounts.contact;
    const endPlanOfDeletedAccount: Reactor = {
      name: 'billing-end-plan-of-deleted-account',
      handles: ['UserDeleted'],
      react: async (event) => {
        await endEveryPlan(deps, (event.data as { userId: number }).userId, `deleted-${event.id}`);
      },
    };
    const guard = webhookGuard({
      report: (message) =>
        use('errors').recordServerError({
          errorType: 'payment_error',
          message,
          url: STRIPE_WEBHOOK_PATH,
        }),
    });
    runtime.logger.info({ payments: await modes.current() }, 'billing ready');
    if (sandbox && config.NODE_ENV === 'production')
      runtime.logger.warn(
        'payments run in the sandbox in production (PAYMENTS_SANDBOX_IN_PRODUCTION=true): Pay gives Trailblazer for nothing',
      );
    return {
      services: { modes, deps, sandbox, webhookRefusals: guard.refusals },
      http: () => ({
        routers: [
          billingRoutes(deps, guard),
          ...(sandbox ? [sandboxRoutes(sandbox, (id) => readModel.userOfCustomer(id))] : []),
        ],
        adminRouters: [
          billingAdminRoutes(deps, {
            modes,
            webhookSecret: (mode) => webhookSecrets[mode] ?? null,
            selfOrigin: () => selfOrigin,
          }),
        ],
        rawBodyPaths: STRIPE_WEBHOOK_PATHS,
      }),
      reactors: [
        billingMailReactor({
          store: runtime.store,
          deliverOnce: use('notifications').deliverOnce,
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
