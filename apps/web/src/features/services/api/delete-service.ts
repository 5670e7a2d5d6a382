import { serviceRoutes } from '@pishkhan/contract/routes';
import { callOnce } from '@/lib/idempotency';
import { useServiceMutation } from './service-mutation';

/** Deletes a service; `moneyback` is the refund to the balance (0 when none). */
export const deleteService = (id: number) => callOnce(serviceRoutes.remove, { params: { id } });

export const useDeleteService = () => useServiceMutation(deleteService);
