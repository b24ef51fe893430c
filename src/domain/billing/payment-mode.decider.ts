// The payment mode's stream: an admin switches Stripe between its production and test modes (the
// app offers the switch only when both key sets are configured). Each switch is recorded, with the
// admin as actor, so every server of a deployment reads the same mode.
import type { Decider } from '../shared/decider';
import type { PaymentModeChanged } from './billing.events';

type StripeMode = PaymentModeChanged['data']['mode'];

/** The mode last switched to; null while nobody has switched. */
export type PaymentModeState = StripeMode | null;

export type PaymentModeCommand = { type: 'SwitchPaymentMode'; mode: StripeMode };

export const paymentModeDecider: Decider<PaymentModeState, PaymentModeCommand, PaymentModeChanged> =
  {
    initialState: () => null,
    evolve: (_state, event) => event.data.mode,
    // Each switch is recorded as asked: which mode is the other one is the app's to say (it knows
    // which key sets are configured).
    decide: (command) => [{ type: 'PaymentModeChanged', data: { mode: command.mode } }],
  };
