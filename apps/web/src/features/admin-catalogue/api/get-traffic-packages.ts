import { volumeRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const trafficPackagesQueryKey = ['admin', 'trafficpackages'] as const;

export const getTrafficPackages = () => callApi(volumeRoutes.adminList);

export const useTrafficPackages = () => useQuery({ queryKey: trafficPackagesQueryKey, queryFn: getTrafficPackages });
