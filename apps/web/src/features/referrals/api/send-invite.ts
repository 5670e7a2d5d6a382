import { serviceEndpoints } from '@pishkhan/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const sendInvite = (email: string) => callApi(serviceEndpoints.sendInvite, { body: { email } });

export function useSendInvite() {
  return useMutation({ mutationFn: sendInvite });
}
