import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet`: a background query (a rate refreshed every minute) shows its failure in place, not in a dialog. */
    queryMeta: { quiet?: boolean };
  }
}

/**
 * The global error hooks open the one error dialog (docs/product/rules.md#errors), so screens never repeat it;
 * the error still rejects to whoever awaited the call.
 */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => (query.meta?.quiet ? undefined : onError(error)) }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
