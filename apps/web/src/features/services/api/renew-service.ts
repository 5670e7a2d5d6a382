import { serviceRoutes } from '@pishkhan/contract/routes';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';
import { useServiceMutation } from './service-mutation';

export type RenewBody = { service_id: number; package_id: number; day: number | null; traffic: number | null };

/** Renew: a new Idempotency-Key per submit attempt, since it moves money. */
export const renewService = (body: RenewBody) =>
  callApi(serviceRoutes.renew, { body, idempotencyKey: newIdempotencyKey() });

export const useRenewService = () => useServiceMutation(renewService);
