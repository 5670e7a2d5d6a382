import type { RegisterBodySchema } from '@pishkhan/contract';
import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';

export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const register = (body: RegisterBody) => callApi(authRoutes.register, { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
