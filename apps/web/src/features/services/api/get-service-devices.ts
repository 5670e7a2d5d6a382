import { serviceDeviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The devices a service's subscription keeps, and its limits with the package's (decision 105). */
export const getServiceDevices = (id: number) => callApi(serviceDeviceRoutes.devices, { params: { id } });

export const serviceDevicesQueryKey = (serviceId: number) => ['services', 'devices', serviceId] as const;

export const serviceDevicesQueryOptions = (serviceId: number) =>
  queryOptions({
    queryKey: serviceDevicesQueryKey(serviceId),
    queryFn: () => getServiceDevices(serviceId),
    staleTime: 0,
  });

export const useServiceDevices = (serviceId: number) => useQuery(serviceDevicesQueryOptions(serviceId));
