import { settingsEndpoints } from '@pishkhan/contract';
import { callApi } from '../../../lib/api-client';

export const maintenanceQueryKey = ['settings', 'maintenance'] as const;

export const getMaintenance = () => callApi(settingsEndpoints.maintenance);
