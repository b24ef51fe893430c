// The billing customer (one stream per person): their one provider customer, made once and reused,
// and the checkouts they started.
import type { Decider } from '../shared/decider';
import type { CustomerEvent } from './billing.events';
import type { PlanType } from './plans';

export interface BillingCustomerState {
  customerId: string | null;
  checkoutSessionIds: string[];
}

export type BillingCustomerCommand =
  | { type: 'RecordCustomer'; userId: number; customerId: string }
  | {
      type: 'RecordCheckout';
      userId: number;
      customerId: string;
      plan: PlanType;
      priceId: string;
      checkoutSessionId: string;
    };

export const billingCustomerDecider: Decider<
  BillingCustomerState,
  BillingCustomerCommand,
  CustomerEvent
> = {
  initialState: () => ({ customerId: null, checkoutSessionIds: [] }),
  decide(command, state) {
    if (command.type === 'RecordCustomer')
      return state.customerId
        ? []
        : [
            {
              type: 'BillingCustomerCreated',
              data: { userId: command.userId, customerId: command.customerId },
            },
          ];
    // A double click answered with the same session is one checkout.
    if (state.checkoutSessionIds.includes(command.checkoutSessionId)) return [];
    const { userId, customerId, plan, priceId, checkoutSessionId } = command;
    return [
      { type: 'CheckoutStarted', data: { userId, customerId, plan, priceId, checkoutSessionId } },
    ];
  },
  evolve(state, event) {
    if (event.type === 'BillingCustomerCreated')
      return { ...state, customerId: state.customerId ?? event.data.customerId };
    return {
      ...state,
      checkoutSessionIds: [...state.checkoutSessionIds, event.data.checkoutSessionId],
    };
  },
};
