import { volumeRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const gbPriceQueryKey = ['admin', 'trafficgbprice'] as const;

export const useGbPrice = () =>
  useQuery({ queryKey: gbPriceQueryKey, queryFn: () => callApi(volumeRoutes.adminGbPrice) });
