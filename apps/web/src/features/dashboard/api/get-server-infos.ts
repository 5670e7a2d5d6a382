import { catalogueRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getServerInfos = () => callApi(catalogueRoutes.serverInfos);

export const serverInfosQueryOptions = () => queryOptions({ queryKey: ['serverinfos'], queryFn: getServerInfos });

/** docs/product/screens.md: server cards only for a reseller with a RADIUS service, so no call otherwise. */
export const useServerInfos = (enabled: boolean) => useQuery({ ...serverInfosQueryOptions(), enabled });
