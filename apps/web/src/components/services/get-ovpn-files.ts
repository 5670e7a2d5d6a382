import { catalogueRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getOvpnFiles = () => callApi(catalogueRoutes.ovpnFiles);

export const ovpnFilesQueryOptions = () =>
  queryOptions({ queryKey: ['ovpn', 'files'], queryFn: getOvpnFiles, staleTime: 5 * 60_000 });

export const useOvpnFiles = (enabled: boolean) => useQuery({ ...ovpnFilesQueryOptions(), enabled });
