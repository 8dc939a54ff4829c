import { QueryClient } from '@tanstack/react-query';

// No automatic retries: each failed call already showed the catalogue's message, so a retry loop
// would repeat it; the screens offer "load failed, tap to retry" instead.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
