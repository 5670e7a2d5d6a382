import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { askForCode } from './ask-for-code';

export const sendToken = (mobile: string) =>
  askForCode((onResponse) => callApi(authRoutes.sendToken, { body: { mobile }, onResponse }));

export function useSendToken() {
  return useMutation({ mutationFn: sendToken });
}
