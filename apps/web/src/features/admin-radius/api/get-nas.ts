import { radiusRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const nasQueryKey = ['admin', 'nas'] as const;

export const useNasList = () => useQuery({ queryKey: nasQueryKey, queryFn: () => callApi(radiusRoutes.nasList) });
