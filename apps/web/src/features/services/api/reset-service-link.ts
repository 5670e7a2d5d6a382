import { serviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

export const resetServiceLink = (service_id: number) => callApi(serviceRoutes.resetLink, { body: { service_id } });

export const useResetServiceLink = () => useServiceMutation(resetServiceLink);
