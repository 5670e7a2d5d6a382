import { serviceEndpoints } from '@pishkhan/contract';
import { callApi } from '../../../lib/api-client';
import { useServiceMutation } from './service-mutation';

export const resetServiceLink = (service_id: number) => callApi(serviceEndpoints.resetLink, { body: { service_id } });

export const useResetServiceLink = () => useServiceMutation(resetServiceLink);
