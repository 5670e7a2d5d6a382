import { serviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

export type ChangeStatusBody = { service_id: number; banned: boolean };

/** Turns a service off (banned) or on. */
export const changeServiceStatus = (body: ChangeStatusBody) => callApi(serviceRoutes.changeStatus, { body });

export const useChangeServiceStatus = () => useServiceMutation(changeServiceStatus);
