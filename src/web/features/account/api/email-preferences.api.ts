// Email preferences: whether the person accepts reminders and news (account, billing and
// journey emails are always sent), and the unsubscribe link of those emails.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/api-client';

const preferenceSchema = z.object({
  success: z.boolean(),
  engagement: z.boolean(),
  message: z.string().optional(),
});

const messageSchema = z.object({ success: z.boolean(), message: z.string() });

export const EMAIL_PREFERENCE_COPY = {
  loadFailed: 'Your email preferences could not be loaded. Please try again.',
  saveFailed: 'Your email preferences could not be saved. Please try again.',
  unsubscribeFailed: 'Something went wrong. Please try again.',
} as const;

export const emailPreferenceQueries = {
  mine: () =>
    queryOptions({
      queryKey: ['email-preferences'] as const,
      queryFn: async () =>
        preferenceSchema.parse(await apiRequest('/api/account/email-preferences')).engagement,
    }),
};

export function useSetEngagementEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (engagement: boolean) =>
      preferenceSchema.parse(
        await apiRequest('/api/account/email-preferences', {
          method: 'POST',
          body: { engagement },
        }),
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(emailPreferenceQueries.mine().queryKey, answer.engagement),
  });
}

/** Unsubscribes with the token of an email's link; resolves to the server's message. */
export async function unsubscribe(token: string): Promise<string> {
  return messageSchema.parse(
    await apiRequest('/api/email/unsubscribe', { method: 'POST', body: { token } }),
  ).message;
}

export function failureMessage(error: unknown, fallback: string): string {
  const message = isApiError(error)
    ? (error.responseData as { message?: unknown } | undefined)?.message
    : undefined;
  return typeof message === 'string' && message !== '' ? message : fallback;
}
