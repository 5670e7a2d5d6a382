import type { ChangePasswordBody } from '@pishkhan/contract';
import { authRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi, isApiError } from '@/lib/api-client';

/** Refusals the form shows under its own field, not in the error dialog. */
const SHOWN_IN_FORM = new Set(['INVALID_CREDENTIALS', 'INVALID_CODE']);

export const changePassword = (body: ChangePasswordBody) =>
  callApi(authRoutes.changePassword, { body }).catch((error: unknown) => {
    if (isApiError(error) && SHOWN_IN_FORM.has(error.code)) {
      throw new ApiError({
        status: error.status,
        message: error.message,
        errors: error.errors,
        code: error.code,
        handled: true,
      });
    }
    throw error;
  });

/**
 * Decision 100: proved by the current password or a code; the server keeps this session and logs every other one out
 * (docs/product/server-behaviour.md#security-and-integrity).
 */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
