import type { CheckoutBody } from '@pishkhan/contract';
import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Places the order; `redirect` is the gateway's page, or null for card-to-card (the order page). */
export const startCheckout = ({ token, body }: { token: string; body: CheckoutBody }) =>
  callApi(storeRoutes.startCheckout, { params: { token }, body });

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
