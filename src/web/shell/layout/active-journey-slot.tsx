import { lazy, Suspense, useEffect, useRef } from 'react';
import { clearStoredJourney, useJourneyActive } from '../../lib/journey-presence';
import { useAuthStore } from '../../stores/auth.store';

// The bar and its email dialog load only while a journey is active, never with the landing page.
const ActiveJourneyBar = lazy(() => import('../../features/journey/components/active-journey-bar'));

/** Where the Active Journey bar goes, under the top bar of every page (SPEC.md section 2). */
export function ActiveJourneySlot() {
  const active = useJourneyActive();
  const signedIn = useAuthStore((state) => state.isAuthenticated);

  // Logging out (or deleting the account) ends the journey kept in this tab: the next person to
  // sign in here must not find it.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) clearStoredJourney();
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  if (!active || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ActiveJourneyBar />
    </Suspense>
  );
}
