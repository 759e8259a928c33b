import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** One cache for every page that reads the API, kept across layouts. */
const queryClient = createQueryClient();

/** The query cache, for parts of the landing page that load after its first paint. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Provides the query cache to the pages below it. A lazily loaded layout route: the landing page
 * asks the API nothing through it, so the query library stays out of its first load.
 */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
