import { serviceEndpoints } from '@pishkhan/contract';
import { callApi } from '../../../lib/api-client';
import { useServiceMutation } from './service-mutation';

export type ChangeUserBody = { serviceId: number; name: string; mobile: string };

/** Moves a service to another customer (by name and mobile). */
export const changeServiceUser = (body: ChangeUserBody) => callApi(serviceEndpoints.changeUser, { body });

export const useChangeServiceUser = () => useServiceMutation(changeServiceUser);
