import { provisioningRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const provisioningQueryKey = ['admin', 'provisioning'] as const;

/** Node health and the backlog, refreshed while the screen is open: a resync drains it in seconds. */
export const useProvisioning = () =>
  useQuery({
    queryKey: provisioningQueryKey,
    queryFn: () => callApi(provisioningRoutes.state),
    refetchInterval: 10_000,
    staleTime: 0,
  });
