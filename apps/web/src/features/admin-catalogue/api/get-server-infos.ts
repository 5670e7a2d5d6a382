import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const serverInfosQueryKey = ['admin', 'serverinfos'] as const;

export const useServerInfos = () =>
  useQuery({ queryKey: serverInfosQueryKey, queryFn: () => callApi(catalogueRoutes.adminServerInfos) });
