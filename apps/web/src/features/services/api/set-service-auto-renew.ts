import type { AutoRenewBody } from '@pishkhan/contract';
import { serviceAutoRenewRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

/** Turns a service's auto-renew on or off (decision 114): it renews from the balance each time it stops. */
export const setServiceAutoRenew = (body: AutoRenewBody) => callApi(serviceAutoRenewRoutes.autoRenew, { body });

export const useSetServiceAutoRenew = () => useServiceMutation(setServiceAutoRenew);
