import { volumeEndpoints } from '@pishkhan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Traffic packages on sale, at the caller's prices. */
export const getTrafficPackages = () => callApi(volumeEndpoints.trafficPackages);

export const trafficPackagesQueryOptions = () =>
  queryOptions({ queryKey: ['volume', 'packages'], queryFn: getTrafficPackages, staleTime: 0 });

export const useTrafficPackages = () => useQuery(trafficPackagesQueryOptions());
