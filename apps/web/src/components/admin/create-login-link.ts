import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Decision 005: a single-use, ten-minute link; the server records who asked for it (decision 027). */
export const createLoginLink = (id: number) => callApi(authRoutes.loginLink, { params: { id } });

export const useCreateLoginLink = () => useMutation({ mutationFn: createLoginLink });
