import { giftCardRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOnce } from '@/lib/idempotency';

/** The same serial sent again unanswered is the same request: the first answer comes back (decision 054). */
export const redeemGiftCard = ({ serial }: { serial: string }) => callOnce(giftCardRoutes.use, { body: { serial } });

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
