import { volumeEndpoints } from '@pishkhan/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const trafficPackagesQueryKey = ['admin', 'trafficpackages'] as const;

export const getTrafficPackages = () => callApi(volumeEndpoints.adminList);

export const useTrafficPackages = () => useQuery({ queryKey: trafficPackagesQueryKey, queryFn: getTrafficPackages });
