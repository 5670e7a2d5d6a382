import { settingsRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const ratesQueryKey = ['admin', 'rates'] as const;

export const useRates = () => useQuery({ queryKey: ratesQueryKey, queryFn: () => callApi(settingsRoutes.adminRates) });
