import type { NameBody } from '@pishkhan/contract';
import { profileRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { authActions } from '@/lib/auth-store';

export const updateName = (body: NameBody) => callApi(profileRoutes.setName, { body });

/** The answer is the user: every screen showing the name (the dashboard, the layout) has it at once. */
export function useUpdateName() {
  return useMutation({ mutationFn: updateName, onSuccess: (user) => authActions.fetchUserFulfilled(user) });
}
