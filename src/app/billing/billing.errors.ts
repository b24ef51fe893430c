// The billing module's errors: code -> HTTP kind and message. The web app shows these in its
// 'Subscription Error' toast (SPEC.md section 8).
import { defineErrors } from '../shared/error-table';

export const billingErrors = defineErrors({
  already_subscribed: {
    kind: 'conflict',
    message: 'You already have an active Trailblazer plan. You can manage it on your account page.',
  },
  payment_failed: {
    kind: 'conflict',
    message:
      'Your last payment did not go through. Please update your payment method on your account page.',
  },
  no_subscription: { kind: 'not_found', message: 'No active subscription found' },
  not_cancelling: {
    kind: 'conflict',
    message: 'Your subscription is not set to cancel, so there is nothing to reactivate.',
  },
  already_cancelling: {
    kind: 'conflict',
    message: 'Your subscription is already set to end at the close of this billing period.',
  },
  payment_provider_unavailable: {
    kind: 'unavailable',
    message: 'The payment service is not answering right now. Please try again in a moment.',
  },
  subscription_of_another_account: {
    kind: 'conflict',
    message: 'That subscription belongs to another account.',
  },
  no_such_subscription: {
    kind: 'not_found',
    message: 'No such subscription at the payment provider.',
  },
  cannot_switch_payment_mode: {
    kind: 'conflict',
    message:
      'The other payment mode has no keys: set both the production and the test Stripe keys to switch.',
  },
  not_our_subscription: {
    kind: 'conflict',
    message:
      'That subscription is not a Trailblazer plan of this site: its customer or its price is not ours.',
  },
  already_on_plan: {
    kind: 'conflict',
    message: ({ plan }) =>
      `You are already on ${plan === 'annual' ? 'Trailblazer Annual' : 'Trailblazer Monthly'}.`,
  },
  switch_while_cancelling: {
    kind: 'conflict',
    message:
      'Your plan is set to end at the close of this billing period. Reactivate it to switch plans.',
  },
  payment_mode_unavailable: {
    kind: 'unavailable',
    message:
      'This plan was made with payment settings this server no longer has. Please contact support.',
  },
  test_webhook_failed: { kind: 'unavailable', message: 'Test webhook failed' },
  invalid_webhook: { kind: 'bad_request', message: 'Invalid webhook signature' },
  too_many_webhooks: {
    kind: 'rate_limited',
    message: 'Too many webhook requests from this address. Please retry later.',
  },
  card_declined: { kind: 'payment_required', message: 'Your card was declined.' },
  no_such_checkout: { kind: 'not_found', message: 'This checkout has expired or does not exist.' },
});
