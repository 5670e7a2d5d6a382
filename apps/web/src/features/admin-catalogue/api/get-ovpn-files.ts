import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const ovpnFilesQueryKey = ['admin', 'ovpn'] as const;

export const useOvpnFiles = () =>
  useQuery({ queryKey: ovpnFilesQueryKey, queryFn: () => callApi(catalogueRoutes.adminOvpnFiles) });
