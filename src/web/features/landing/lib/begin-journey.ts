import type { User } from '../../../stores/auth.store';

export type BeginJourneyPath = '/auth' | '/journey' | '/subscribe';

/**
 * SPEC.md section 2, "Begin Your Journey": a visitor who is not logged in goes to /auth; a user
 * with journeys left this month (journeyCount above 0) or an active subscription goes to
 * /journey; anyone else has used this month's journeys and goes to /subscribe.
 */
export function beginJourneyPath(
  isAuthenticated: boolean,
  user: Pick<User, 'journeyCount' | 'hasActiveSubscription'> | null,
): BeginJourneyPath {
  if (!isAuthenticated || !user) return '/auth';
  if ((user.journeyCount ?? 0) > 0 || user.hasActiveSubscription) return '/journey';
  return '/subscribe';
}

/** The button's label: Begin Your Journey when logged in, Login to Begin otherwise. */
export function beginJourneyLabel(isAuthenticated: boolean): string {
  return isAuthenticated ? 'Begin Your Journey' : 'Login to Begin';
}
