// Account calls: a schema, a fetcher and a hook per call.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/api-client';

export const deleteAccountResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

export const DELETE_ACCOUNT_MESSAGES = {
  deleted: 'Your account and its data have been deleted.',
  failed: 'Failed to delete account. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Deletes the signed-in user's account; the password confirms it is really them. */
export async function deleteAccount(password: string): Promise<DeleteAccountResponse> {
  const response = await apiRequest('/api/account/delete', { method: 'POST', body: { password } });
  return deleteAccountResponseSchema.parse(response);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** Why a deletion failed: the server's reason (e.g. 'Incorrect password'), or a fallback. */
export function deleteAccountFailure(error: unknown): string {
  if (!isApiError(error)) return DELETE_ACCOUNT_MESSAGES.unexpected;
  const message = (error.responseData as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : DELETE_ACCOUNT_MESSAGES.failed;
}
