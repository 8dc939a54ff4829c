import type { ComponentType, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// The data layer (react-query, the API client) is not part of the entry chunk: the shell and the
// pending and not-found pages render without it, and the router loads this module beside each screen
// that reads data. One client for the whole page, so every screen shares one cache.
//
// No automatic retries: each failed call already showed the catalogue's message, so a retry loop
// would repeat it; the screens offer "load failed, tap to retry" instead.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function withQueryProvider(Screen: ComponentType): ComponentType {
  function WithQuery() {
    return (
      <QueryProvider>
        <Screen />
      </QueryProvider>
    );
  }
  WithQuery.displayName = `WithQuery(${Screen.displayName ?? Screen.name})`;
  return WithQuery;
}
