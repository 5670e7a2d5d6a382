import { type TrafficPackageBody, type UpdateTrafficPackageBody, volumeEndpoints } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { trafficPackagesQueryKey } from './get-traffic-packages';

/** No id: a new traffic package. Pools already bought keep their terms. */
export const saveTrafficPackage = ({ id, body }: { id?: number; body: UpdateTrafficPackageBody }) =>
  id
    ? callApi(volumeEndpoints.adminUpdate, { params: { id }, body })
    : callApi(volumeEndpoints.adminCreate, { body: body as TrafficPackageBody });

export function useSaveTrafficPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrafficPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trafficPackagesQueryKey }),
  });
}
