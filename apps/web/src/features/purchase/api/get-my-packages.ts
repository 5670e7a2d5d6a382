import { catalogueRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getMyPackages = () => callApi(catalogueRoutes.myPackages);

/** `refresh` is the picker refresh counter of spec section 2: bumping it fetches the packages again. */
export const myPackagesQueryOptions = (refresh: number) =>
  queryOptions({ queryKey: ['packages', 'mine', refresh], queryFn: getMyPackages, staleTime: 0 });

export const useMyPackages = (refresh: number) =>
  useQuery({ ...myPackagesQueryOptions(refresh), placeholderData: (previous) => previous });
