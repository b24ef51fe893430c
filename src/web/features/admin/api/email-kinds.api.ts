// The Emails tab's sends (SPEC.md section 7): POST /api/admin/email/{kind} and the progress of a send.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminEmailKind } from '../../../../domain/notifications/email-kinds';

export interface EmailSendAnswer {
  success: boolean;
  campaignId: string | null;
  results: { userId: number; status: 'queued' | 'not eligible' | 'no such user' }[];
  queued: number;
  message: string;
}

export interface EmailSendProgress {
  campaignId: string;
  kind: AdminEmailKind;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
  done: boolean;
}

export type EmailSendBody = Record<string, string | number | undefined>;

export function useSendEmails() {
  return useMutation({
    mutationFn: ({ kind, body }: { kind: AdminEmailKind; body: EmailSendBody }) =>
      apiRequest<EmailSendAnswer>(`/api/admin/email/${kind}`, { method: 'POST', body }),
  });
}

export const emailSendQueries = {
  progress: (campaignId: string) =>
    queryOptions({
      queryKey: ['admin', 'email-send', campaignId] as const,
      queryFn: async () =>
        (
          await apiRequest<{ campaign: EmailSendProgress }>(
            `/api/admin/email/campaigns/${campaignId}`,
          )
        ).campaign,
      // Until every message is settled, look again each second.
      refetchInterval: (query) => (query.state.data?.done ? false : 1000),
    }),
};
