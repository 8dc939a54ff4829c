import { QueryClient } from '@tanstack/react-query';

// The console's own cache, apart from the applicants' (src/app/query.tsx): a signed-out tab clears it whole.
// No automatic retries: a refusal is shown where it happened with its own "try again".
export const staffQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
