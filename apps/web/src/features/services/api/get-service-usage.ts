import type { UsageStatSchema } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';

export type UsageRow = z.infer<typeof UsageStatSchema>[number];

/** Daily download/upload GB of a service. */
export const getServiceUsage = (service_id: number) => callApi(serviceRoutes.usage, { body: { service_id } });

export const serviceUsageQueryOptions = (serviceId: number) =>
  queryOptions({ queryKey: ['services', 'usage', serviceId], queryFn: () => getServiceUsage(serviceId), staleTime: 0 });

export const useServiceUsage = (serviceId: number) => useQuery(serviceUsageQueryOptions(serviceId));
