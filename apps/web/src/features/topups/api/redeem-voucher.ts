import type { VoucherBody } from '@pishkhan/contract';
import { topUpRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';

export const redeemVoucher = (body: VoucherBody) =>
  callApi(topUpRoutes.addPerfectMoney, { body, idempotencyKey: newIdempotencyKey() });

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
