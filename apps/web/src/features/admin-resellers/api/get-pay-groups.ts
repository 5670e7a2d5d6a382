import { settingsRoutes, userRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const payGroupsQueryKey = ['admin', 'paygroups'] as const;

export const getPayGroups = () => callApi(userRoutes.listPayGroups);

export const usePayGroups = () => useQuery({ queryKey: payGroupsQueryKey, queryFn: getPayGroups });

/** The dollar rate vouchers and crypto are priced from, for the pay group form's worked example. */
export const useUsdRate = () =>
  useQuery({ queryKey: ['admin', 'rates'], queryFn: () => callApi(settingsRoutes.adminRates) });
