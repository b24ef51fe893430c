import { useEffect, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app.routes';
import { ThemeProvider } from './components/theme/theme-provider';
import { ConfirmDialogProvider } from './components/ui/confirm-dialog-provider';
import { LazyToaster } from './components/ui/lazy-toaster';
import { useAuthStore } from './stores/auth.store';

/**
 * Everything a page may rely on: the theme, the confirmation dialog and the toast area (both load
 * their code when first used). Server state (TanStack Query) and shared tooltip delays are
 * provided by a lazily loaded layout route around the pages that use them (ServerStateLayout), so
 * the landing page downloads neither.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ConfirmDialogProvider>
        {children}
        <LazyToaster />
      </ConfirmDialogProvider>
    </ThemeProvider>
  );
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * Resolves once the router has loaded the code of the first page (its routes are lazy), so the
 * first paint shows the whole page instead of a loading line that the page then pushes down.
 * After `maxWaitMs` it resolves anyway and the layout shows its loading state.
 */
export function routerReady(router: AppRouter, maxWaitMs = 4000): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

let authChecked = false;

/**
 * Who is signed in: checked once when the app starts (SPEC.md section 4, "Authentication"),
 * right after the first render, so the request does not hold up the first paint.
 */
function useAuthCheckOnStart(): void {
  useEffect(() => {
    if (authChecked) return;
    authChecked = true;
    void useAuthStore.getState().checkAuth();
  }, []);
}

export function App({ router }: { router: AppRouter }) {
  useAuthCheckOnStart();
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
