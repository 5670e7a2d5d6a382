import { serviceRoutes } from '@pishkhan/contract/routes';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';
import { useServiceMutation } from './service-mutation';

/** `expired` is the new Jalali expiry, `YYYY-MM-DD` in ASCII digits. */
export type TrafficChargeBody = { service_id: number; traffic: number; expired: string };

export const chargeServiceTraffic = (body: TrafficChargeBody) =>
  callApi(serviceRoutes.trafficCharge, { body, idempotencyKey: newIdempotencyKey() });

export const useChargeServiceTraffic = () => useServiceMutation(chargeServiceTraffic);
