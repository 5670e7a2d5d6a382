import { serviceRoutes } from '@pishkhan/contract/routes';
import { callOnce } from '@/lib/idempotency';
import type { TrafficChargeBody } from './charge-service-traffic';
import { useServiceMutation } from './service-mutation';

/** Extra GB taken from the caller's traffic pool instead of Toman (decision 017), with the new expiry. */
export const extendServiceTraffic = (body: TrafficChargeBody) => callOnce(serviceRoutes.trafficExtend, { body });

export const useExtendServiceTraffic = () => useServiceMutation(extendServiceTraffic);
