import { serviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getServiceGroup = (id: number) => callApi(serviceRoutes.group, { params: { id } });

export const serviceGroupQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['service-group', id], queryFn: () => getServiceGroup(id) });

/** One batch with its services, for its printable hand-out. */
export const useServiceGroup = (id: number) => useQuery(serviceGroupQueryOptions(id));
