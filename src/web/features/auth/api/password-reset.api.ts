// Password reset calls (SPEC.md section 7): a schema, a fetcher and a hook per call.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Both answers: `{success, message}` (an HTML answer yields only `{success: true}`). */
export const passwordResetResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** Asks for a reset link; the answer never says whether the address has an account. */
export async function requestPasswordReset(email: string): Promise<PasswordResetResponse> {
  const response = await apiRequest('/api/auth/password-reset-request', {
    method: 'POST',
    body: { email },
  });
  return passwordResetResponseSchema.parse(response);
}

/** Sets a new password with the token from the emailed link. */
export async function confirmPasswordReset(input: {
  token: string;
  newPassword: string;
}): Promise<PasswordResetResponse> {
  const response = await apiRequest('/api/auth/password-reset-confirm', {
    method: 'POST',
    body: { token: input.token, newPassword: input.newPassword },
  });
  return passwordResetResponseSchema.parse(response);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
