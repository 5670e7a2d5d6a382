import { referralRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const sendInvite = (email: string) => callApi(referralRoutes.sendInvite, { body: { email } });

export function useSendInvite() {
  return useMutation({ mutationFn: sendInvite });
}
