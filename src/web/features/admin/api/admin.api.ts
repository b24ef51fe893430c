// The admin dashboard's calls (SPEC.md section 7): users and their journey limits, password
// resets, deletion, and the test emails. A query-options factory per read, a hook per change.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import type {
  ConfigOverview,
  ConfigParameter,
} from '../../../../domain/operations/config-overview.contract';
import type { User } from '../../../stores/auth.store';

export interface AdminUsers {
  users: User[];
  total: number;
}

/** A row of the Subscriptions tab (SPEC.md section 3: userId, status, currentPeriodEnd). */
export interface AdminSubscription {
  userId: number;
  plan: 'monthly' | 'annual';
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
}

/** An error group of the Errors tab (SPEC.md section 3, "Error log"), with its repeats. */
export interface AdminError {
  id: string;
  errorType: string;
  message: string;
  url: string | null;
  userId: number | null;
  stack: string | null;
  source: 'browser' | 'server';
  resolved: boolean;
  count: number;
  createdAt: string;
  lastSeenAt: string;
}

export interface ErrorFilters {
  errorType: string;
  resolved: '' | 'true' | 'false';
  limit: number;
}

export type { ConfigOverview, ConfigParameter };

/** SPEC.md section 4: the payment config as returned to the admin. */
export interface PaymentConfig {
  testMode: boolean;
  hasTestKeys: boolean;
  hasProductionKeys: boolean;
  currentConfig: {
    secretKey: string | null;
    webhookSecret: string | null;
    monthlyPriceId: string | null;
    annualPriceId: string | null;
  };
}

export type PaymentModeName = 'sandbox' | 'test' | 'production';

/** The mode in force: production unless testMode; test mode with no keys at all is the sandbox. */
export function paymentModeOf(config: PaymentConfig): PaymentModeName {
  if (!config.testMode) return 'production';
  return config.hasTestKeys || config.hasProductionKeys ? 'test' : 'sandbox';
}

export const adminQueries = {
  config: () =>
    queryOptions({
      queryKey: ['admin', 'config'] as const,
      queryFn: () => apiRequest<ConfigOverview>('/api/admin/config/complete'),
    }),
  payment: () =>
    queryOptions({
      queryKey: ['admin', 'payment'] as const,
      queryFn: async () =>
        await apiRequest<{ config: PaymentConfig; message: string }>('/api/admin/stripe/test-mode'),
    }),
  errorStats: () =>
    queryOptions({
      queryKey: ['admin', 'errors', 'stats'] as const,
      queryFn: async () =>
        (
          await apiRequest<{ stats: { total: number; resolved: number; unresolved: number } }>(
            '/api/admin/errors/stats',
          )
        ).stats,
    }),
  errors: (filters: ErrorFilters) =>
    queryOptions({
      queryKey: ['admin', 'errors', 'list', filters] as const,
      queryFn: async () => {
        const query = new URLSearchParams({ limit: String(filters.limit) });
        if (filters.errorType) query.set('errorType', filters.errorType);
        if (filters.resolved) query.set('resolved', filters.resolved);
        return (await apiRequest<{ errors: AdminError[] }>(`/api/admin/errors?${query}`)).errors;
      },
    }),
  subscriptions: () =>
    queryOptions({
      queryKey: ['admin', 'subscriptions'] as const,
      queryFn: async () =>
        (await apiRequest<{ subscriptions: AdminSubscription[] }>('/api/admin/subscriptions'))
          .subscriptions,
    }),
  users: () =>
    queryOptions({
      queryKey: ['admin', 'users'] as const,
      queryFn: () => apiRequest<AdminUsers & { success: boolean }>('/api/admin/users'),
    }),
  emailTemplates: () =>
    queryOptions({
      queryKey: ['admin', 'email-templates'] as const,
      queryFn: async () =>
        (await apiRequest<{ types: string[] }>('/api/admin/email-templates')).types,
      staleTime: Infinity,
    }),
};

type Answer = { success: boolean; message?: string };

/** A POST to an admin call; the users and subscriptions lists are fetched again after it. */
export function useAdminAction<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<Answer>(path, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.users().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminQueries.subscriptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'errors'] }),
      ]),
  });
}

/** Mark Resolved: the error list and its stats are fetched again after it. */
export function useResolveError() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (errorId: string) =>
      apiRequest<Answer>(`/api/admin/errors/${encodeURIComponent(errorId)}/resolve`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'errors'] }),
  });
}

/** Switches Stripe's mode; the panel and the overview are read again after it. */
export function useTogglePaymentMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<Answer>('/api/admin/stripe/toggle-test-mode', { method: 'POST', body: {} }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.payment().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminQueries.config().queryKey }),
      ]),
  });
}

export function useTestWebhook() {
  return useMutation({
    mutationFn: () =>
      apiRequest<Answer>('/api/admin/stripe/test-webhook', {
        method: 'POST',
        body: { eventType: 'checkout.session.completed' },
      }),
  });
}

/** The server's reason, when it gave one. */
export function serverReason(error: unknown): string | undefined {
  const message = isApiError(error)
    ? (error.responseData as { message?: unknown } | undefined)?.message
    : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
