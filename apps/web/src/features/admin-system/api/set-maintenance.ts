import { settingsEndpoints } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminMaintenanceQueryKey } from './get-maintenance';

export const setMaintenance = (body: { undermaintenance: boolean; maintenancemessage: string }) =>
  callApi(settingsEndpoints.setMaintenance, { body });

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (data) => queryClient.setQueryData(adminMaintenanceQueryKey, data),
  });
}
