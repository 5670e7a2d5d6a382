import type { VoucherBody } from '@pishkhan/contract';
import { topUpRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `idempotencyKey`: the form's, kept while the voucher stays the same, so sending it again gets the first answer. */
export const redeemVoucher = ({ idempotencyKey, ...body }: VoucherBody & { idempotencyKey: string }) =>
  callApi(topUpRoutes.addPerfectMoney, { body, idempotencyKey });

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
