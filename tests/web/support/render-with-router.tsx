import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ConfirmDialogProvider } from '../../../src/web/components/ui/confirm-dialog-provider';
import { Toaster } from '../../../src/web/components/ui/toaster';
import { createQueryClient } from '../../../src/web/lib/query-client';

/** Stands in for every other page: shows where the router went. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface RenderWithRouterOptions {
  /** The route pattern of the element (e.g. /reset-password/:token). Defaults to the entry's path. */
  path?: string;
  /** Extra routes, e.g. a page the element sends the user to. */
  routes?: { path: string; element: ReactElement }[];
}

/**
 * Renders one page or component at `entry` inside a memory router, a fresh query client, the
 * confirmation dialog and the toast area (as the app does). Any other path renders a probe showing where the router went; read it with
 * `router.state.location` or the `location` test id.
 */
export function renderWithRouter(
  element: ReactElement,
  entry = '/',
  { path, routes = [] }: RenderWithRouterOptions = {},
) {
  const router = createMemoryRouter(
    [
      { path: path ?? new URL(entry, 'http://localhost').pathname, element },
      ...routes,
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfirmDialogProvider>
        <RouterProvider router={router} />
      </ConfirmDialogProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** The current path and query of a router from {@link renderWithRouter}. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
