import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/web/app';
import { routes } from '../../../src/web/app.routes';
import { createQueryClient } from '../../../src/web/lib/query-client';

/**
 * Renders the whole app (providers, layout, router) at `path`, as a deep link would, with a fresh
 * query client so tests never share cached server state.
 */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
