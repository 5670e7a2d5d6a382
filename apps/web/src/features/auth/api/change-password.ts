import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const changePassword = (password: string) => callApi(authRoutes.changePassword, { body: { password } });

/** The server keeps this session and logs every other one out (docs/product/server-behaviour.md#security-and-integrity). */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
