import type { PackageBody, UpdatePackageBody } from '@pishkhan/contract';
import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { packageGroupsQueryKey } from './get-package-groups';

/** No id: a new package. Withdrawing one is `active: false`; sold services keep their terms. */
export const savePackage = ({ id, body }: { id?: number; body: UpdatePackageBody }) =>
  id
    ? callApi(catalogueRoutes.updatePackage, { params: { id }, body })
    : callApi(catalogueRoutes.createPackage, { body: body as PackageBody });

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageGroupsQueryKey }),
  });
}
