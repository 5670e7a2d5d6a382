import { serviceRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { useServiceMutation } from './service-mutation';

export const resetServicePassword = (service_id: number) =>
  callApi(serviceRoutes.resetPassword, { body: { service_id } });

export const useResetServicePassword = () => useServiceMutation(resetServicePassword);
