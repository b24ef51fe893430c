// Everything the billing use cases need, passed in once by the billing module.
import type { PaymentMode } from '../../domain/billing/billing.events';
import type { PlanType } from '../../domain/billing/plans';
import type { Clock, WaitForProjections } from '../accounts/accounts.ports';
import type { EventStore } from '../shared/event-store.port';
import type { BillingReadModel } from './billing.ports';
import type { PaymentProvider } from './payment-provider.port';

export interface BillingDeps {
  store: EventStore;
  waitForProjections: WaitForProjections;
  readModel: BillingReadModel;
  clock: Clock;
  /** The payment mode in force: new checkouts go there. */
  mode(): Promise<PaymentMode>;
  /** The modes this server has a provider for (each plan is managed in its own). */
  modes: readonly PaymentMode[];
  /** The provider of a mode; throws PaymentProviderError for a mode without one. */
  provider(mode: PaymentMode): PaymentProvider;
  /** The provider's price id of each plan for new subscribers, in a mode. */
  prices(mode: PaymentMode): Record<PlanType, string>;
  appUrl: string;
  /** Free journeys the person has left this period (the allowance module answers). */
  journeysLeft(userId: number): Promise<number>;
}
