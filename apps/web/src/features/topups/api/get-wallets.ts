import { topUpEndpoints } from '@pishkhan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getWallets = () => callApi(topUpEndpoints.wallet);

export const walletsQueryOptions = () => queryOptions({ queryKey: ['wallets'], queryFn: getWallets });

export const useWallets = () => useQuery(walletsQueryOptions());
