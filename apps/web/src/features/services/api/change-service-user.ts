import { serviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '../../../lib/api-client';
import { useServiceMutation } from './service-mutation';

export type ChangeUserBody = { serviceId: number; name: string; mobile: string };

/** Moves a service to another customer (by name and mobile). */
export const changeServiceUser = (body: ChangeUserBody) => callApi(serviceRoutes.changeUser, { body });

export const useChangeServiceUser = () => useServiceMutation(changeServiceUser);
