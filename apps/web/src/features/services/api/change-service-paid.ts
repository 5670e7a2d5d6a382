import { serviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

export type ChangePaidBody = { service_id: number; paid: boolean };

/** Marks whether the customer settled with the reseller. */
export const changeServicePaid = (body: ChangePaidBody) => callApi(serviceRoutes.changePaid, { body });

export const useChangeServicePaid = () => useServiceMutation(changeServicePaid);
