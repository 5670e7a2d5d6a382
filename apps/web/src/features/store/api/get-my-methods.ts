import { storeRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { unlessJustFetched } from '../../../lib/route-queries';

export const myMethodsQueryKey = ['store', 'my-methods'] as const;

export const getMyMethods = () => callApi(storeRoutes.myMethods);

export const myMethodsQueryOptions = () =>
  queryOptions({ queryKey: myMethodsQueryKey, queryFn: getMyMethods, staleTime: 0, refetchOnMount: unlessJustFetched });

export const useMyMethods = () => useQuery(myMethodsQueryOptions());
