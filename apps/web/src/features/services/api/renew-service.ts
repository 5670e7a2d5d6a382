import { serviceRoutes } from '@pishkhan/contract/routes';
import { callOnce } from '../../../lib/idempotency';
import { useServiceMutation } from './service-mutation';

export type RenewBody = { service_id: number; package_id: number; day: number | null; traffic: number | null };

/** Renew: it moves money, so sent again unanswered it is the same request (decision 054). */
export const renewService = (body: RenewBody) => callOnce(serviceRoutes.renew, { body });

export const useRenewService = () => useServiceMutation(renewService);
