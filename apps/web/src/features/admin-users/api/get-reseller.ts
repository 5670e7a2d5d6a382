import { userRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { usersQueryKey } from './get-resellers';

export const getReseller = (id: number) => callApi(userRoutes.get, { params: { id } });

export const resellerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...usersQueryKey, 'one', id], queryFn: () => getReseller(id), staleTime: 0 });

export const useReseller = (id: number) => useQuery(resellerQueryOptions(id));
