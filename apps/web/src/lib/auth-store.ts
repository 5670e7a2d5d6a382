import type { User } from '@pishkhan/contract';
import { createStore, useStore } from './store';

export const TOKEN_KEY = 'token';
const USER_KEY = 'user';

/** Auth state of spec section 3: token (persisted), user, error, loading. */
export interface AuthState {
  token: string | null;
  user: User | null;
  error: unknown;
  loading: boolean;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export const authStore = createStore<AuthState>({ token: readToken(), user: null, error: null, loading: false });

export const useAuth = () => useStore(authStore);

/** Transitions of spec section 4. */
export const authActions = {
  loginPending() {
    authStore.set((s) => ({ ...s, error: null }));
  },
  loginFulfilled(token: string, user: User) {
    localStorage.setItem(TOKEN_KEY, token);
    authStore.set((s) => ({ ...s, token, user, error: null }));
  },
  loginRejected(error: unknown) {
    authStore.set((s) => ({ ...s, error }));
  },
  fetchUserPending() {
    authStore.set((s) => ({ ...s, loading: true, error: null }));
  },
  fetchUserFulfilled(user: User) {
    authStore.set((s) => ({ ...s, user, loading: false }));
  },
  fetchUserRejected(error: unknown) {
    authStore.set((s) => ({ ...s, error, user: null, loading: false }));
  },
  /** Clears token and user and hard-redirects, so no screen keeps stale state. */
  logout() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    authStore.set({ token: null, user: null, error: null, loading: false });
    window.location.replace('/login');
  },
};

export const getToken = () => authStore.get().token;
