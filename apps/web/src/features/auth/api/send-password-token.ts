import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { askForCode } from './ask-for-code';

/** A code to the signed-in user's own mobile, for changing a forgotten password (decision 100). */
export const sendPasswordToken = () =>
  askForCode((onResponse) => callApi(authRoutes.sendPasswordToken, { onResponse }));

export function useSendPasswordToken() {
  return useMutation({ mutationFn: sendPasswordToken });
}
