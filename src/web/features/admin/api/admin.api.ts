// The admin dashboard's calls (SPEC.md section 7): users and their journey limits, password
// resets, deletion, and the test emails. A query-options factory per read, a hook per change.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
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

export const adminQueries = {
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
      ]),
  });
}

/** The server's reason, when it gave one. */
export function serverReason(error: unknown): string | undefined {
  const message = isApiError(error)
    ? (error.responseData as { message?: unknown } | undefined)?.message
    : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
