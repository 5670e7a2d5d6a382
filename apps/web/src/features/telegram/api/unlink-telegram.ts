import { telegramRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { telegramQueryOptions } from './get-telegram';

export const unlinkTelegram = () => callApi(telegramRoutes.unlink);

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkTelegram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telegramQueryOptions().queryKey }),
  });
}
