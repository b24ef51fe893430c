import { QueryClient } from '@tanstack/react-query';

/** SPEC.md section 9: unused cache entries are dropped after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The data layer's "retry 1" lives in apiRequest (one retry for a failed read), so plain
        // GETs and queries behave alike and a read is never tried more than twice.
        retry: false,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
