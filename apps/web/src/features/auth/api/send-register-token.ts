import type { SendRegisterTokenBodySchema } from '@pishkhan/contract';
import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { askForCode } from './ask-for-code';

export type SendRegisterTokenBody = z.input<typeof SendRegisterTokenBodySchema>;

export const sendRegisterToken = (body: SendRegisterTokenBody) =>
  askForCode((onResponse) => callApi(authRoutes.sendRegisterToken, { body, onResponse }));

export function useSendRegisterToken() {
  return useMutation({ mutationFn: sendRegisterToken });
}
