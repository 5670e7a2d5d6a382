import { userRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { usersQueryKey } from './get-resellers';

interface CorrectBalanceInput {
  id: number;
  amount: number;
  info: string;
  /** One key per dialog: a double click or a retry moves the money once (product-decisions 'Money'). */
  idempotencyKey: string;
}

export const correctBalance = ({ id, amount, info, idempotencyKey }: CorrectBalanceInput) =>
  callApi(userRoutes.correctBalance, { params: { id }, body: { amount, info }, idempotencyKey });

export function useCorrectBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctBalance,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'transactions'] }),
      ]),
  });
}
