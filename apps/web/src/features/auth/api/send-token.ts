import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const sendToken = (mobile: string) => callApi(authRoutes.sendToken, { body: { mobile } });

export function useSendToken() {
  return useMutation({ mutationFn: sendToken });
}
