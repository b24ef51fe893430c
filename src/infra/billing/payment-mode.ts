// The payment mode: the sandbox when no Stripe keys are set; otherwise Stripe's production or test
// mode, whichever set of keys is configured. With both, an admin switches between them; the
// switch is an event (PaymentModeChanged, with the admin as actor), so every server of a
// deployment reads the same mode. New checkouts go to the mode in force; each plan is managed
// through the provider of the mode it was bought in, and webhooks of every configured mode count.
import { randomUUID } from 'node:crypto';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../app/billing/payment-provider.port';
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
  /** The modes this server has a provider for: the sandbox alone, or the Stripe key sets set. */
  configured: readonly PaymentMode[];
  /** The provider of a mode; throws PaymentProviderError for one that is not configured. */
  provider(mode: PaymentMode): PaymentProvider;
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
  const configured = (['production', 'test', 'sandbox'] as const).filter(
    (mode) => providers[mode] !== undefined,
  );

  return {
    current,
    keys: (mode) => (mode === 'sandbox' ? null : sets[mode]),
    configured,
    provider: (mode) => {
      const provider = providers[mode];
      if (!provider) throw new PaymentProviderError(`No payment provider for the ${mode} mode`);
      return provider;
    },
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
