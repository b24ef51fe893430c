// Subscription calls (SPEC.md sections 3 and 7): a schema, a query-options factory and a hook per
// call. Shared by the subscribe page, the account's Subscription Management and the sandbox
// payment pages.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PLAN_TYPES, type PlanType } from '../../domain/billing/plans';
import { apiRequest, isApiError } from './api-client';
import { useAuthStore } from '../stores/auth.store';

export const subscriptionStatusSchema = z.object({
  success: z.boolean(),
  hasActiveSubscription: z.boolean(),
  remainingJourneys: z.union([z.number(), z.literal('unlimited')]),
  subscription: z
    .object({
      plan: z.enum(PLAN_TYPES),
      status: z.string(),
      currentPeriodStart: z.string(),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

const redirectSchema = z.object({
  success: z.boolean(),
  redirectUrl: z.string().optional(),
  message: z.string().optional(),
});

/** SPEC.md section 8, Subscription. */
export const SUBSCRIPTION_ERRORS = {
  loadFailed: 'Failed to load subscription data',
  cancelFailed: 'Failed to cancel subscription',
  reactivateFailed: 'Failed to reactivate subscription',
  subscribeTitle: 'Subscription Error',
  subscribeFailed: 'Failed to initiate subscription. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const subscriptionQueries = {
  status: () =>
    queryOptions({
      queryKey: ['subscription', 'status'] as const,
      queryFn: async () =>
        subscriptionStatusSchema.parse(await apiRequest('/api/subscription/status')),
    }),
};

/** The server's message of a failed call, or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = isApiError(error)
    ? (error.responseData as { message?: unknown } | undefined)?.message
    : undefined;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

/** Starts a checkout: resolves to the URL of the payment page. */
export async function createSubscription(planType: PlanType): Promise<string> {
  const answer = redirectSchema.parse(
    await apiRequest('/api/subscription/create', { method: 'POST', body: { planType } }),
  );
  if (!answer.success || !answer.redirectUrl)
    throw new Error(answer.message || SUBSCRIPTION_ERRORS.subscribeFailed);
  return answer.redirectUrl;
}

/** After a change: the status and the signed-in user (top bar, journey limit) are read again. */
function useRefreshPlan() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: subscriptionQueries.status().queryKey });
    await useAuthStore.getState().checkAuth();
  };
}

export function useCancelSubscription() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: () => apiRequest('/api/subscription/cancel', { method: 'POST' }),
    onSettled: refresh,
  });
}

export function useReactivateSubscription() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: () => apiRequest('/api/subscription/reactivate', { method: 'POST' }),
    onSettled: refresh,
  });
}

/** The card-update page of a plan whose payment failed. */
export async function paymentMethodUrl(): Promise<string> {
  const answer = redirectSchema.parse(
    await apiRequest('/api/subscription/payment-method', { method: 'POST' }),
  );
  if (!answer.redirectUrl) throw new Error(SUBSCRIPTION_ERRORS.unexpected);
  return answer.redirectUrl;
}

/** The page that switches a live plan to `planType` (Stripe's billing portal, or the sandbox's). */
export async function switchPlanUrl(planType: PlanType): Promise<string> {
  const answer = redirectSchema.parse(
    await apiRequest('/api/subscription/switch-plan', { method: 'POST', body: { planType } }),
  );
  if (!answer.redirectUrl) throw new Error(SUBSCRIPTION_ERRORS.unexpected);
  return answer.redirectUrl;
}

/** A plan's name as the pages show it. */
export const planName = (plan: PlanType) =>
  plan === 'annual' ? 'Trailblazer Annual' : 'Trailblazer Monthly';

/** Leaves for a payment page (Stripe's, or the sandbox's within the app). */
export function goTo(url: string): void {
  window.location.assign(url);
}
