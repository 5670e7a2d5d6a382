import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The global error hooks open the one error dialog (spec section 8), so screens never repeat it;
 * the error still rejects to whoever awaited the call.
 */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
