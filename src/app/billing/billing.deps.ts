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
  provider: PaymentProvider;
  clock: Clock;
  /** The payment mode in force (each has its own customers and prices). */
  mode(): Promise<PaymentMode>;
  /** The provider's price id of each plan for new subscribers, in a mode. */
  prices(mode: PaymentMode): Record<PlanType, string>;
  appUrl: string;
  /** Free journeys the person has left this period (the allowance module answers). */
  journeysLeft(userId: number): Promise<number>;
}
