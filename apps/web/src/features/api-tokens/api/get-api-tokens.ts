import { apiTokenRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const apiTokensQueryKey = ['api-tokens'] as const;

export const getApiTokens = () => callApi(apiTokenRoutes.list);

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: apiTokensQueryKey, queryFn: getApiTokens, ...startedByLoader });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());
