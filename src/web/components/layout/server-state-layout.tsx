import { useContext } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../../lib/query-client';
import { TooltipProvider } from '../ui/tooltip';

/**
 * Server state (TanStack Query) and shared tooltip delays for the routes that talk to the API:
 * journey, account, auth, subscription and admin. It is a lazily loaded layout route, so the
 * landing and content pages never download the query library. A query client provided further up
 * (tests) is kept.
 */
export function ServerStateLayout() {
  const outer = useContext(QueryClientContext);
  const page = (
    <TooltipProvider>
      <Outlet />
    </TooltipProvider>
  );
  if (outer) return page;
  return <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>;
}
