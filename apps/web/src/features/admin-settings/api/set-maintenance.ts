import { settingsRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminMaintenanceQueryKey } from './get-maintenance';

export const setMaintenance = (body: { undermaintenance: boolean; maintenancemessage: string }) =>
  callApi(settingsRoutes.setMaintenance, { body });

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (data) => queryClient.setQueryData(adminMaintenanceQueryKey, data),
  });
}
