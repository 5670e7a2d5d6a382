import { serviceEndpoints } from '@pishkhan/contract';
import { callApi } from '../../../lib/api-client';
import { useServiceMutation } from './service-mutation';

export const resetServicePassword = (service_id: number) =>
  callApi(serviceEndpoints.resetPassword, { body: { service_id } });

export const useResetServicePassword = () => useServiceMutation(resetServicePassword);
