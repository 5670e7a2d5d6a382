import { serviceRoutes } from '@pishkhan/contract/routes';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';
import { useServiceMutation } from './service-mutation';

/** Deletes a service; `moneyback` is the refund to the balance (0 when none). */
export const deleteService = (id: number) =>
  callApi(serviceRoutes.remove, { params: { id }, idempotencyKey: newIdempotencyKey() });

export const useDeleteService = () => useServiceMutation(deleteService);
