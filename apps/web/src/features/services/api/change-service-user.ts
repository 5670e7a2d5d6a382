import { serviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

/** An existing customer by `user_id` (their name stays), or a new one by mobile and name (decision 098). */
export type ChangeUserBody = { serviceId: number; mobile: string; name?: string | null; user_id?: number | null };

/** Moves a service to another customer. */
export const changeServiceUser = (body: ChangeUserBody) => callApi(serviceRoutes.changeUser, { body });

export const useChangeServiceUser = () => useServiceMutation(changeServiceUser);
