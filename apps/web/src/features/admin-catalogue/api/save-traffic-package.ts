import type { TrafficPackageBody, UpdateTrafficPackageBody } from '@pishkhan/contract';
import { volumeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { trafficPackagesQueryKey } from './get-traffic-packages';

/** No id: a new traffic package. Pools already bought keep their terms. */
export const saveTrafficPackage = ({ id, body }: { id?: number; body: UpdateTrafficPackageBody }) =>
  id
    ? callApi(volumeRoutes.adminUpdate, { params: { id }, body })
    : callApi(volumeRoutes.adminCreate, { body: body as TrafficPackageBody });

export function useSaveTrafficPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrafficPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trafficPackagesQueryKey }),
  });
}
