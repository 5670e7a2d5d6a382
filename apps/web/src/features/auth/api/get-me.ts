import { authRoutes } from '@pishkhan/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { authActions } from '@/lib/auth-store';

export const meQueryKey = ['auth', 'me'] as const;

export const getMe = () => callApi(authRoutes.me);

/**
 * Fetch-user of docs/product/entities-and-states.md#login-user-and-logout. Goes through the query client so a failure reaches the
 * global error dialog, and concurrent calls share one request.
 */
export function fetchCurrentUser(queryClient: QueryClient) {
  authActions.fetchUserPending();
  return queryClient
    .fetchQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 0 })
    .then(authActions.fetchUserFulfilled, authActions.fetchUserRejected);
}
