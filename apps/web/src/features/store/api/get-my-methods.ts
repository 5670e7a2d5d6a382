import { storeRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const myMethodsQueryKey = ['store', 'my-methods'] as const;

export const getMyMethods = () => callApi(storeRoutes.myMethods);

export const myMethodsQueryOptions = () =>
  queryOptions({ queryKey: myMethodsQueryKey, queryFn: getMyMethods, ...startedByLoader });

export const useMyMethods = () => useQuery(myMethodsQueryOptions());
