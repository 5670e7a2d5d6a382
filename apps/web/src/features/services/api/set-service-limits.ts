import type { ServiceLimitsBody } from '@pishkhan/contract';
import { serviceDeviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

/** Lowers a service's device and simultaneous limits, never above its package's (decision 105). */
export const setServiceLimits = (body: ServiceLimitsBody) => callApi(serviceDeviceRoutes.limits, { body });

export const useSetServiceLimits = () => useServiceMutation(setServiceLimits);
