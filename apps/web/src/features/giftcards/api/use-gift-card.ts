import { giftCardRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `idempotencyKey`: the form's, kept while the serial stays the same, so sending it again gets the first answer. */
export const redeemGiftCard = ({ serial, idempotencyKey }: { serial: string; idempotencyKey: string }) =>
  callApi(giftCardRoutes.use, { body: { serial }, idempotencyKey });

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
