import { settingsRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const adminMaintenanceQueryKey = ['admin', 'maintenance'] as const;

export const useAdminMaintenance = () =>
  useQuery({ queryKey: adminMaintenanceQueryKey, queryFn: () => callApi(settingsRoutes.adminMaintenance) });
