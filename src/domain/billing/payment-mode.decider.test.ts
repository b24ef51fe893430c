import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../tests/support/decider-spec';
import { fold } from '../shared/decider';
import type { PaymentModeChanged } from './billing.events';
import { paymentModeDecider } from './payment-mode.decider';

const changed = (mode: 'production' | 'test'): PaymentModeChanged => ({
  type: 'PaymentModeChanged',
  data: { mode },
});

describe('payment mode decider', () => {
  const spec = deciderSpec(paymentModeDecider);

  it('records the first switch', () => {
    spec
      .given([])
      .when({ type: 'SwitchPaymentMode', mode: 'test' })
      .then([changed('test')]);
  });

  it('records a switch back', () => {
    spec
      .given([changed('test')])
      .when({ type: 'SwitchPaymentMode', mode: 'production' })
      .then([changed('production')]);
  });

  it('records every switch it is asked for, also to the mode last recorded', () => {
    spec
      .given([changed('test'), changed('production')])
      .when({ type: 'SwitchPaymentMode', mode: 'production' })
      .then([changed('production')]);
  });

  it('is in the mode last switched to, and in none before a switch', () => {
    expect(fold(paymentModeDecider, [])).toBeNull();
    expect(fold(paymentModeDecider, [changed('test'), changed('production')])).toBe('production');
  });
});
