import { userRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOnce } from '@/lib/idempotency';
import { usersQueryKey } from './get-resellers';

interface CorrectBalanceInput {
  id: number;
  amount: number;
  info: string;
}

/** The same correction sent again unanswered moves the money once (decision 054). */
export const correctBalance = ({ id, amount, info }: CorrectBalanceInput) =>
  callOnce(userRoutes.correctBalance, { params: { id }, body: { amount, info } });

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
