import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are already reported by the API client (toast, logout), so queries do not retry:
 * a retry would repeat the toast and, after a logout, call with a dropped session.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
