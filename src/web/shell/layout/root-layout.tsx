import { useEffect, useRef } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
  type Location,
} from 'react-router-dom';
import { ActiveJourneySlot } from './active-journey-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Where ScrollRestoration keeps a page's scroll position. Every page loaded afresh (typed address,
 * reload, new tab) has the key "default", so by key alone a new page would open at the position
 * of another page loaded afresh before it; keyed by path it opens at the top instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/**
 * The chrome around every page: skip link, top bar, the Active Journey bar while a journey is
 * active, main landmark and footer.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After client-side navigation, move focus to the new page so screen readers start there
  // (and keyboard users do not stay on a link of the old page). Not on the first load.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const loading = navigation.state === 'loading';

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <ActiveJourneySlot />
      <div
        aria-hidden="true"
        className={
          loading
            ? 'animate-progress-indeterminate fixed top-0 left-0 z-50 h-0.5 w-2/5 bg-primary'
            : 'hidden'
        }
      />
      <main
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        aria-busy={loading}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 outline-none sm:px-6"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
