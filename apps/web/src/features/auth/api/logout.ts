import { authRoutes } from '@pishkhan/contract/routes';
import { callApi } from '@/lib/api-client';
import { authActions } from '@/lib/auth-store';

/** Revokes the token on the server when it can; a failure never keeps the user logged in. */
export async function logoutEverywhere() {
  try {
    await callApi(authRoutes.logout);
  } catch {
    // Ignored by design: logging out must always succeed locally.
  }
  authActions.logout();
}
