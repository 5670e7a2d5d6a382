import type { VoucherBody } from '@pishkhan/contract';
import { voucherRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOnce } from '@/lib/idempotency';

/** The same voucher sent again unanswered is the same request: the first answer comes back (decision 054). */
export const redeemVoucher = (body: VoucherBody) => callOnce(voucherRoutes.addPerfectMoney, { body });

/** Activates a voucher; the ledger and the dashboard read again (the caller fetches the user for the header). */
export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemVoucher,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['transactions'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
