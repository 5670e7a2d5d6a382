import { cryptoRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getWallets = () => callApi(cryptoRoutes.wallet);

export const walletsQueryOptions = () => queryOptions({ queryKey: ['wallets'], queryFn: getWallets });

export const useWallets = () => useQuery(walletsQueryOptions());
