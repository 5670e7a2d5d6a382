import { serviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The reseller's package groups with their own (discounted) prices, for the product dialog's package choice. */
export const getStorePackages = () => callApi(serviceRoutes.myPackages);

export const storePackagesQueryOptions = () =>
  queryOptions({ queryKey: ['packages', 'mine', 'store'], queryFn: getStorePackages, staleTime: 0 });

export const useStorePackages = () => useQuery(storePackagesQueryOptions());
