// The payment mode: the sandbox when no Stripe keys are set; otherwise Stripe's production or test
// mode, whichever set of keys is configured. With both, an admin switches between them; the
// switch is an event (PaymentModeChanged, with the admin as actor), so every server of a
// deployment reads the same mode. Billing talks to the mode in force through one provider.
import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from '../../app/billing/payment-provider.port';
import { asDomainEvents, type EventStore } from '../../app/shared/event-store.port';
import { runCommand } from '../../app/shared/command-handler';
import type { PlanType } from '../../domain/billing/plans';
import {
  PAYMENT_MODE_STREAM,
  type PaymentMode,
  type PaymentModeChanged,
} from '../../domain/billing/billing.events';
import { paymentModeDecider } from '../../domain/billing/payment-mode.decider';
import { fold } from '../../domain/shared/decider';
import type { StripeKeySet, StripeMode } from './stripe-key-sets';

export type { PaymentMode };

export interface PaymentModes {
  /** The mode in force. */
  current(): Promise<PaymentMode>;
  /** The key set of a Stripe mode (null when not configured, or in the sandbox). */
  keys(mode: PaymentMode): StripeKeySet | null;
  /** The provider of the mode in force: every call reads the mode first. */
  provider: PaymentProvider;
  prices(mode: PaymentMode): Record<PlanType, string>;
  /** Switches between production and test; false when the other set is not configured. */
  toggle(actor: string): Promise<PaymentMode | null>;
}

export function paymentModes(options: {
  store: EventStore;
  sets: Record<StripeMode, StripeKeySet | null>;
  providers: Partial<Record<PaymentMode, PaymentProvider>>;
  sandboxPrices: Record<PlanType, string>;
}): PaymentModes {
  const { store, sets, providers } = options;
  const fallback: PaymentMode = sets.production ? 'production' : sets.test ? 'test' : 'sandbox';

  const current = async (): Promise<PaymentMode> => {
    if (fallback === 'sandbox') return 'sandbox';
    const history = asDomainEvents<PaymentModeChanged>(await store.readStream(PAYMENT_MODE_STREAM));
    const chosen = fold(paymentModeDecider, history);
    return chosen && sets[chosen] ? chosen : fallback;
  };
  const active = async () => providers[await current()]!;

  const provider: PaymentProvider = {
    createCustomer: async (...args) => (await active()).createCustomer(...args),
    createCheckout: async (...args) => (await active()).createCheckout(...args),
    retrieveSubscription: async (...args) => (await active()).retrieveSubscription(...args),
    setCancelAtPeriodEnd: async (...args) => (await active()).setCancelAtPeriodEnd(...args),
    cancelNow: async (...args) => (await active()).cancelNow(...args),
    createPortal: async (...args) => (await active()).createPortal(...args),
    verifyWebhook: async (...args) => (await active()).verifyWebhook(...args),
  };

  return {
    current,
    keys: (mode) => (mode === 'sandbox' ? null : sets[mode]),
    provider,
    prices: (mode) => (mode === 'sandbox' ? options.sandboxPrices : sets[mode]!.prices),
    async toggle(actor) {
      const now = await current();
      const next: StripeMode | null =
        now === 'production' ? 'test' : now === 'test' ? 'production' : null;
      if (!next || !sets[next]) return null;
      await runCommand(
        { store },
        PAYMENT_MODE_STREAM,
        paymentModeDecider,
        { type: 'SwitchPaymentMode', mode: next },
        { metadata: { actor, correlationId: randomUUID(), causationId: null } },
      );
      return next;
    },
  };
}
