// Email confirmation calls. The Email Your Journey dialog (on every page, with the Active Journey
// bar) uses them too, so they read answers by hand instead of pulling in the schema library.
import { apiRequest, isApiError } from './api-client';

export const CONFIRMATION_COPY = {
  confirmFailed: 'We could not confirm your email address. Please try again.',
  resendFailed: 'Please try again later.',
  resendFailedTitle: 'Confirmation email not sent',
  resendSentTitle: 'Confirmation email sent',
} as const;

/** The server's message of a failed call, or `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const message = (error.responseData as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

const messageOf = (answer: unknown, fallback: string): string => {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
};

/** Asks for a new confirmation link for the signed-in person's address; answers the server's words. */
export async function resendConfirmation(): Promise<string> {
  const answer = await apiRequest<unknown>('/api/account/resend-confirmation', { method: 'POST' });
  return messageOf(answer, CONFIRMATION_COPY.resendSentTitle);
}

/** Confirms the address whose link carries `token` (no sign-in needed). */
export async function confirmEmail(token: string): Promise<string> {
  const answer = await apiRequest<unknown>('/api/auth/confirm-email', {
    method: 'POST',
    body: { token },
  });
  if ((answer as { success?: unknown } | null)?.success !== true) {
    throw new Error(messageOf(answer, CONFIRMATION_COPY.confirmFailed));
  }
  return messageOf(answer, CONFIRMATION_COPY.confirmFailed);
}
