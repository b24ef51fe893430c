// The admin dashboard's calls (SPEC.md section 7): users and their journey limits, password
// resets, deletion, and the test emails. A query-options factory per read, a hook per change.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import type { User } from '../../../stores/auth.store';

export interface AdminUsers {
  users: User[];
  total: number;
}

export const adminQueries = {
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

/** A POST to an admin call; the users list is fetched again after it. */
export function useAdminAction<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<Answer>(path, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.users().queryKey }),
  });
}

/** The server's reason, when it gave one. */
export function serverReason(error: unknown): string | undefined {
  const message = isApiError(error)
    ? (error.responseData as { message?: unknown } | undefined)?.message
    : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
