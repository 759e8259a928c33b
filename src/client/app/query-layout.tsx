import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** One cache for every page that reads the API, kept across layouts. */
const queryClient = createQueryClient();

/**
 * Provides the query cache to the pages below it. A lazily loaded layout route: the landing page
 * asks the API nothing through it, so the query library stays out of its first load.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
