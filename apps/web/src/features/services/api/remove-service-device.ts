import { serviceDeviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

/** Forgets one device of a service, freeing its place (decision 105); the list and its counts reload. */
export const removeServiceDevice = ({ id, deviceId }: { id: number; deviceId: number }) =>
  callApi(serviceDeviceRoutes.removeDevice, { params: { id, deviceId } });

export const useRemoveServiceDevice = () => useServiceMutation(removeServiceDevice);
