import { apiRequest } from '../../../lib/api-client';
import { useAuthStore, type User } from '../../../stores/auth.store';

/**
 * Reloads the signed-in user (journeys left, reset date) after a story started a journey, so the
 * top-bar badge shows the new count. Unlike checkAuth it does not pass through the loading state,
 * so nothing on the page flickers; a failure leaves the user as it was.
 */
export async function refreshUser(): Promise<void> {
  try {
    const answer = await apiRequest<{ authenticated?: boolean; user?: User | null } | null>(
      '/api/auth/check',
    );
    if (answer?.authenticated && answer.user) useAuthStore.getState().setUser(answer.user);
  } catch {
    // Logged by apiRequest; the count updates on the next check.
  }
}
