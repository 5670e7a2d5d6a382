import { catalogueEndpoints, type PackageBody, type UpdatePackageBody } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { packageGroupsQueryKey } from './get-package-groups';

/** No id: a new package. Withdrawing one is `active: false`; sold services keep their terms. */
export const savePackage = ({ id, body }: { id?: number; body: UpdatePackageBody }) =>
  id
    ? callApi(catalogueEndpoints.updatePackage, { params: { id }, body })
    : callApi(catalogueEndpoints.createPackage, { body: body as PackageBody });

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageGroupsQueryKey }),
  });
}
