import { serviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The caller's price of one extra GB on this service. */
export const getTrafficPrice = (service_id: number) => callApi(serviceRoutes.trafficPrice, { body: { service_id } });

export const trafficPriceQueryOptions = (serviceId: number) =>
  queryOptions({ queryKey: ['services', 'price', serviceId], queryFn: () => getTrafficPrice(serviceId), staleTime: 0 });

export const useTrafficPrice = (serviceId: number) => useQuery(trafficPriceQueryOptions(serviceId));
