import type { LoginBodySchema } from '@pishkhan/contract';
import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { authActions } from '@/lib/auth-store';

export type LoginBody = z.input<typeof LoginBodySchema>;

export const login = (body: LoginBody) => callApi(authRoutes.login, { body });

/** docs/product/entities-and-states.md#login-user-and-logout: pending clears the error, fulfilled stores token and user, rejected keeps the error. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onMutate: () => authActions.loginPending(),
    onSuccess: (response) => authActions.loginFulfilled(response.token, response.user),
    onError: (error) => authActions.loginRejected(error),
  });
}
