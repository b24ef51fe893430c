import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { useGuardedLogOut } from '../../hooks/use-guarded-log-out';
import { cn } from '../../lib/cn';
import { siteConfig } from '../../lib/site-config';
import { useAuthStore } from '../../stores/auth.store';
import { Button } from '../../components/ui/button';
import { SiteLogo } from '../../components/layout/site-logo';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { NeedHelpLink } from '../../components/safety/need-help';

type Layout = 'bar' | 'menu';

// The journeys-left badge (with its tooltip code) loads only once someone is signed in, so the
// landing page of a visitor never downloads it.
const AllowanceBadge = lazy(() => import('../../features/journey/components/allowance-badge'));

/**
 * Subscribe (for everyone), Account and Log out when signed in, Log in when not. The same buttons
 * appear in the top bar (medium screens and up) and in the collapsible small-screen menu.
 */
function AccountButtons({ layout, onLogout }: { layout: Layout; onLogout: () => void }) {
  const { isAuthenticated, isLoading } = useAuthStore();
  const size = layout === 'bar' ? 'sm' : 'default';
  const item = layout === 'menu' ? 'w-full justify-start' : undefined;
  return (
    <>
      <Button asChild size={size} className={item}>
        <Link to="/subscribe">Subscribe</Link>
      </Button>
      {isLoading ? (
        // Keeps the place of the account buttons while the session is checked.
        <span aria-hidden="true" className={cn('invisible', layout === 'bar' ? 'w-16' : 'h-10')} />
      ) : isAuthenticated ? (
        <>
          <Button asChild variant="ghost" size={size} className={item}>
            <Link to="/account">Account</Link>
          </Button>
          <Button variant="outline" size={size} className={item} onClick={onLogout}>
            Log out
          </Button>
        </>
      ) : (
        <Button asChild variant="outline" size={size} className={item}>
          <Link to="/login">Log in</Link>
        </Button>
      )}
    </>
  );
}

export function SiteHeader() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const signedIn = useAuthStore((state) => state.isAuthenticated && state.user !== null);

  useFocusTrap(headerRef, menuOpen);

  // A new page closes the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // Escape closes the menu and gives focus back to its button; so does a click outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  // Opening moves focus to the first item of the menu.
  useEffect(() => {
    if (!menuOpen) return;
    document.getElementById(menuId)?.querySelector<HTMLElement>('a, button')?.focus();
  }, [menuOpen, menuId]);

  // SPEC.md section 4: logging out ends on the home page even if the call failed. It erases the
  // journey kept in this tab, so while one is active it asks first.
  const logout = useGuardedLogOut(async () => {
    try {
      await useAuthStore.getState().logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    navigate('/');
  });

  // Any button or link pressed in the small-screen menu closes it.
  const closeOnPress = (event: ReactMouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) setMenuOpen(false);
  };

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 max-[380px]:gap-2 max-[380px]:px-3 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-md font-serif text-xl font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <SiteLogo className="shrink-0" />
          {/* On a phone's journey screen the help link needs the room: the logo stands alone there
              (the name stays for screen readers) rather than shrinking to a first letter. */}
          <span
            className={pathname.startsWith('/journey') ? 'truncate max-sm:sr-only' : 'truncate'}
          >
            {siteConfig.appName}
          </span>
        </Link>

        <div className="flex items-center gap-2 max-[380px]:gap-1">
          {/* On the journey screen the crisis lines stay one tap away, in the sticky bar. */}
          {pathname.startsWith('/journey') && (
            <NeedHelpLink
              className="text-sm whitespace-nowrap max-[380px]:text-xs"
              iconClassName="max-[380px]:hidden"
            />
          )}
          {signedIn && (
            <Suspense fallback={null}>
              <AllowanceBadge />
            </Suspense>
          )}
          <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
            <AccountButtons layout="bar" onLogout={logout} />
            <ThemeToggle />
          </nav>
          <div className="flex items-center gap-1 md:hidden">
            <ThemeToggle />
            <Button
              ref={toggleRef}
              variant="ghost"
              size="icon"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </div>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Menu"
        hidden={!menuOpen}
        onClick={closeOnPress}
        className="border-t bg-background px-4 pt-3 pb-4 shadow-md md:hidden"
      >
        <div className="flex flex-col gap-2">
          <AccountButtons layout="menu" onLogout={logout} />
        </div>
      </nav>
    </header>
  );
}
