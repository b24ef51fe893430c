import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './components/layout/page-loading';
import { RootLayout } from './shell/layout/root-layout';
import { RouteError } from './components/layout/route-error';
import { LandingPage } from './features/landing/pages/landing.page';
import { NotFoundPage } from './features/not-found/pages/not-found.page';

/**
 * A route whose page is loaded on demand (its own chunk), so the landing bundle carries only the
 * shell. Until the code has arrived on the first load, the layout shows PageLoading.
 */
function lazyPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return {
    path,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: pick(await load()) }),
  };
}

type GuardLayouts = typeof import('./components/route-guards/guard-layouts');

/**
 * Pages behind one guard: the guard decides, and renders the page in its place once it may be
 * seen. The route table applies the guards, so no page can forget its own. Their code loads with
 * the pages, never with the landing page.
 */
function guarded(
  pick: (layouts: GuardLayouts) => ComponentType,
  pages: RouteObject[],
): RouteObject {
  return {
    lazy: async () => ({
      Component: pick(await import('./components/route-guards/guard-layouts')),
    }),
    children: pages,
  };
}

/** The landing and content pages: no server state, no query library. */
const sitePages: RouteObject[] = [
  // The landing page is where most visits start: it ships with the app shell, so it renders as
  // soon as the first script has run, with no second round trip for its code.
  { path: '/', Component: LandingPage },
  lazyPage(
    '/about',
    () => import('./features/static-pages/pages/about.page'),
    (m) => m.AboutPage,
  ),
  lazyPage(
    '/privacy',
    () => import('./features/static-pages/pages/privacy.page'),
    (m) => m.PrivacyPage,
  ),
  lazyPage(
    '/teach-the-kid-to-read',
    () => import('./features/static-pages/pages/teach-the-kid-to-read.page'),
    (m) => m.TeachTheKidToReadPage,
  ),
  lazyPage(
    '/founder',
    () => import('./features/static-pages/pages/founder.page'),
    (m) => m.FounderPage,
  ),
  lazyPage(
    '/terms',
    () => import('./features/static-pages/pages/terms.page'),
    (m) => m.TermsPage,
  ),
  lazyPage(
    '/guild',
    () => import('./features/guild/pages/guild.page'),
    (m) => m.GuildPage,
  ),
  lazyPage(
    '/mockup',
    () => import('./features/mockup/pages/mockup.page'),
    (m) => m.MockupPage,
  ),
];

/** The pages that talk to the API, inside the lazily loaded server-state (TanStack Query) layout. */
const serverStatePages: RouteObject[] = [
  lazyPage(
    '/journey',
    () => import('./routes/journey.route'),
    (m) => m.JourneyRoute,
  ),
  lazyPage(
    '/account',
    () => import('./features/account/pages/account.page'),
    (m) => m.AccountPage,
  ),
  lazyPage(
    '/auth',
    () => import('./features/auth/pages/auth.page'),
    (m) => m.AuthPage,
  ),
  lazyPage(
    '/login',
    () => import('./features/auth/pages/login.page'),
    (m) => m.LoginPage,
  ),
  lazyPage(
    '/signup',
    () => import('./features/auth/pages/signup.page'),
    (m) => m.SignupPage,
  ),
  lazyPage(
    '/forgot-password',
    () => import('./features/auth/pages/forgot-password.page'),
    (m) => m.ForgotPasswordPage,
  ),
  lazyPage(
    '/reset-password/:token',
    () => import('./features/auth/pages/reset-password.page'),
    (m) => m.ResetPasswordPage,
  ),
  // The link of a confirmation email: works signed in or not (it may be opened on another device).
  lazyPage(
    '/confirm-email/:token',
    () => import('./features/account/pages/confirm-email.page'),
    (m) => m.ConfirmEmailPage,
  ),
  // The link of a reminder or news email: works signed in or not.
  lazyPage(
    '/unsubscribe',
    () => import('./features/account/pages/unsubscribe.page'),
    (m) => m.UnsubscribePage,
  ),
  // SPEC.md sections 2 and 6: signed out → /login?redirect=/subscribe.
  guarded(
    (layouts) => layouts.SignedInViaLoginLayout,
    [
      lazyPage(
        '/subscribe',
        () => import('./features/subscription/pages/subscribe.page'),
        (m) => m.SubscribePage,
      ),
      // The offline sandbox's checkout and card update (payments with no Stripe keys).
      lazyPage(
        '/sandbox-checkout',
        () => import('./features/subscription/pages/sandbox-checkout.page'),
        (m) => m.SandboxCheckoutPage,
      ),
    ],
  ),
  // Signed out → /auth?redirect=/admin; signed in but not an admin → /account.
  guarded(
    (layouts) => layouts.AdminLayout,
    [
      lazyPage(
        '/admin',
        () => import('./features/admin/pages/admin.page'),
        (m) => m.AdminPage,
      ),
    ],
  ),
  // Signed out → /login; signed in but not an admin → Access Denied in place.
  guarded(
    (layouts) => layouts.AdminOrAccessDeniedLayout,
    [
      lazyPage(
        '/admin-analytics',
        () => import('./features/admin/pages/admin-analytics.page'),
        (m) => m.AdminAnalyticsPage,
      ),
    ],
  ),
  // Admins and auditors: signed out → /login; anyone else → Access Denied in place.
  guarded(
    (layouts) => layouts.AuditLayout,
    [
      lazyPage(
        '/audit',
        () => import('./features/audit/pages/audit.page'),
        (m) => m.AuditPage,
      ),
    ],
  ),
];

/** Every route of SPEC.md section 2. */
export const pageRoutes: RouteObject[] = [
  ...sitePages,
  {
    HydrateFallback: PageLoading,
    lazy: async () => ({
      Component: (await import('./components/layout/server-state-layout')).ServerStateLayout,
    }),
    children: serverStatePages,
  },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Outer boundary: the layout itself failed. Inner one keeps the header and footer around a
    // page that failed to render or to load.
    ErrorBoundary: RouteError,
    children: [{ ErrorBoundary: RouteError, children: pageRoutes }],
  },
];
