import { serviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const getMyPackages = () => callApi(serviceRoutes.myPackages);

/** `refresh` is the picker refresh counter of docs/product/screens.md: bumping it fetches the packages again. */
export const myPackagesQueryOptions = (refresh = 0) =>
  queryOptions({
    queryKey: ['packages', 'mine', refresh],
    queryFn: getMyPackages,
    ...startedByLoader,
  });

export const useMyPackages = (refresh: number) =>
  useQuery({ ...myPackagesQueryOptions(refresh), placeholderData: (previous) => previous });
