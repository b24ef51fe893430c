import { describe, it } from 'vitest';
import { deciderSpec } from '../../../tests/support/decider-spec';
import { billingCustomerDecider, type BillingCustomerCommand } from './billing-customer.decider';
import type { CustomerEvent, PaymentMode } from './billing.events';

const recordCustomer = (
  customerId: string,
  mode: PaymentMode = 'test',
): BillingCustomerCommand => ({
  type: 'RecordCustomer',
  userId: 7,
  customerId,
  mode,
});
const customerCreated = (customerId: string, mode: PaymentMode = 'test'): CustomerEvent => ({
  type: 'BillingCustomerCreated',
  data: { userId: 7, customerId, mode },
});
const recordCheckout = (checkoutSessionId: string): BillingCustomerCommand => ({
  type: 'RecordCheckout',
  userId: 7,
  customerId: 'cus_1',
  plan: 'monthly',
  priceId: 'price_m',
  checkoutSessionId,
});
const checkoutStarted = (checkoutSessionId: string): CustomerEvent => ({
  type: 'CheckoutStarted',
  data: { userId: 7, customerId: 'cus_1', plan: 'monthly', priceId: 'price_m', checkoutSessionId },
});

describe('billing customer decider', () => {
  const spec = deciderSpec(billingCustomerDecider);

  describe('RecordCustomer', () => {
    it('records the person’s first customer in a mode', () => {
      spec
        .given([])
        .when(recordCustomer('cus_1'))
        .then([customerCreated('cus_1')]);
    });

    it('keeps the customer already recorded in that mode (a racing request made another)', () => {
      spec
        .given([customerCreated('cus_1')])
        .when(recordCustomer('cus_2'))
        .then([]);
    });

    it('records a customer per mode: one in test does not stand for production', () => {
      spec
        .given([customerCreated('cus_1', 'test')])
        .when(recordCustomer('cus_9', 'production'))
        .then([customerCreated('cus_9', 'production')]);
    });
  });

  describe('RecordCheckout', () => {
    it('records a checkout the person started', () => {
      spec
        .given([customerCreated('cus_1')])
        .when(recordCheckout('cs_1'))
        .then([checkoutStarted('cs_1')]);
    });

    it('records a double click answered with the same session once', () => {
      spec
        .given([customerCreated('cus_1'), checkoutStarted('cs_1')])
        .when(recordCheckout('cs_1'))
        .then([]);
    });

    it('records another session as another checkout', () => {
      spec
        .given([customerCreated('cus_1'), checkoutStarted('cs_1')])
        .when(recordCheckout('cs_2'))
        .then([checkoutStarted('cs_2')]);
    });
  });
});
