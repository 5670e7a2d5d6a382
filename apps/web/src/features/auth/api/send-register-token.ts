import type { SendRegisterTokenBodySchema } from '@pishkhan/contract';
import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type SendRegisterTokenBody = z.input<typeof SendRegisterTokenBodySchema>;

export const sendRegisterToken = (body: SendRegisterTokenBody) => callApi(authRoutes.sendRegisterToken, { body });

export function useSendRegisterToken() {
  return useMutation({ mutationFn: sendRegisterToken });
}
