import { giftCardRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';

export const redeemGiftCard = (serial: string) =>
  callApi(giftCardRoutes.use, { body: { serial }, idempotencyKey: newIdempotencyKey() });

/** Redeems a serial; the ledger and the dashboard read again (the caller fetches the user for the header). */
export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCard,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['transactions'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
