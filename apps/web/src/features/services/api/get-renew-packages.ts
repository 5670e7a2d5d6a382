import { serviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The packages this service may renew to, at the caller's prices. */
export const getRenewPackages = (service_id: number) => callApi(serviceRoutes.myPackages, { query: { service_id } });

export const renewPackagesQueryOptions = (serviceId: number) =>
  queryOptions({
    queryKey: ['packages', 'renew', serviceId],
    queryFn: () => getRenewPackages(serviceId),
    staleTime: 0,
  });

export const useRenewPackages = (serviceId: number) => useQuery(renewPackagesQueryOptions(serviceId));
