import { storeEndpoints } from '@pishkhan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const myMethodsQueryKey = ['store', 'my-methods'] as const;

export const getMyMethods = () => callApi(storeEndpoints.myMethods);

export const myMethodsQueryOptions = () =>
  queryOptions({ queryKey: myMethodsQueryKey, queryFn: getMyMethods, staleTime: 0 });

export const useMyMethods = () => useQuery(myMethodsQueryOptions());
