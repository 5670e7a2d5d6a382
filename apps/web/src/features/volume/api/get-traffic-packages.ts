import { volumeRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Traffic packages on sale, at the caller's prices. */
export const getTrafficPackages = () => callApi(volumeRoutes.trafficPackages);

export const trafficPackagesQueryOptions = () =>
  queryOptions({ queryKey: ['volume', 'packages'], queryFn: getTrafficPackages, staleTime: 0 });

export const useTrafficPackages = () => useQuery(trafficPackagesQueryOptions());
