// The billing customer (one stream per person): their one provider customer, made once and reused,
// and the checkouts they started.
import type { Decider } from '../shared/decider';
import type { CustomerEvent, PaymentMode } from './billing.events';
import type { PlanType } from './plans';

export interface BillingCustomerState {
  /** The person's customer in each payment mode. */
  customers: Partial<Record<PaymentMode, string>>;
  checkoutSessionIds: string[];
}

export type BillingCustomerCommand =
  | { type: 'RecordCustomer'; userId: number; customerId: string; mode: PaymentMode }
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
  initialState: () => ({ customers: {}, checkoutSessionIds: [] }),
  decide(command, state) {
    if (command.type === 'RecordCustomer')
      return state.customers[command.mode]
        ? []
        : [
            {
              type: 'BillingCustomerCreated',
              data: { userId: command.userId, customerId: command.customerId, mode: command.mode },
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
      return {
        ...state,
        customers: {
          ...state.customers,
          [event.data.mode]: state.customers[event.data.mode] ?? event.data.customerId,
        },
      };
    return {
      ...state,
      checkoutSessionIds: [...state.checkoutSessionIds, event.data.checkoutSessionId],
    };
  },
};
