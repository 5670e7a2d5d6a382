import { authEndpoints } from '@pishkhan/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const sendToken = (mobile: string) => callApi(authEndpoints.sendToken, { body: { mobile } });

export function useSendToken() {
  return useMutation({ mutationFn: sendToken });
}
