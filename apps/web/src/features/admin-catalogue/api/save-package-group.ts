import type { UpdatePackageGroupBodySchema } from '@pishkhan/contract';
import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { packageGroupsQueryKey } from './get-package-groups';

type Body = z.output<typeof UpdatePackageGroupBodySchema>;

/** No id: a new group. */
export const savePackageGroup = ({ id, body }: { id?: number; body: Body }) =>
  id
    ? callApi(catalogueRoutes.updatePackageGroup, { params: { id }, body })
    : callApi(catalogueRoutes.createPackageGroup, { body: body as Required<Body> });

export function useSavePackageGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackageGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageGroupsQueryKey }),
  });
}
