import type { RenewMode } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { callOnce } from '@/lib/idempotency';
import { useServiceMutation } from './service-mutation';

/** `mode`: start afresh (`reset`, the default) or add to what is left (`add`, decision 098). */
export type RenewBody = {
  service_id: number;
  package_id: number;
  day: number | null;
  traffic: number | null;
  mode?: RenewMode;
};

/** Renew: it moves money, so sent again unanswered it is the same request (decision 054). */
export const renewService = (body: RenewBody) => callOnce(serviceRoutes.renew, { body });

export const useRenewService = () => useServiceMutation(renewService);
