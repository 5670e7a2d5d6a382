import { settingsRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';

export const maintenanceQueryKey = ['settings', 'maintenance'] as const;

export const getMaintenance = () => callApi(settingsRoutes.maintenance);
