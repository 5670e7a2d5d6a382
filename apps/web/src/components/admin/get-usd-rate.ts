import { settingsRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The dollar rate vouchers and crypto are priced from, for the pay group form's worked example. */
export const useUsdRate = () =>
  useQuery({ queryKey: ['admin', 'rates'], queryFn: () => callApi(settingsRoutes.adminRates) });
