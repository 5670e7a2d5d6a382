import type { IpInfoSchema } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';

export type IpInfo = z.infer<typeof IpInfoSchema>;

/** Online state, servers and addresses of a service. */
export const getServiceIps = (service_id: number) => callApi(serviceRoutes.ips, { body: { service_id } });

export const serviceIpsQueryOptions = (serviceId: number) =>
  queryOptions({ queryKey: ['services', 'ips', serviceId], queryFn: () => getServiceIps(serviceId), staleTime: 0 });

export const useServiceIps = (serviceId: number) => useQuery(serviceIpsQueryOptions(serviceId));
