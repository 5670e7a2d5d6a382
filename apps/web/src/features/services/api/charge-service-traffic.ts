import { serviceRoutes } from '@pishkhan/contract/routes';
import { callOnce } from '@/lib/idempotency';
import { useServiceMutation } from './service-mutation';

/** `expired` is the new Jalali expiry, `YYYY-MM-DD` in ASCII digits. */
export type TrafficChargeBody = { service_id: number; traffic: number; expired: string };

export const chargeServiceTraffic = (body: TrafficChargeBody) => callOnce(serviceRoutes.trafficCharge, { body });

export const useChargeServiceTraffic = () => useServiceMutation(chargeServiceTraffic);
