import type { User } from '@pishkhan/contract';
import { replaceEqualDeep } from '@tanstack/react-query';
import { createStore, useStoreSelector } from './store';

export const TOKEN_KEY = 'token';
/** The kind of user the stored token belongs to, kept beside it (decision 088). */
const USER_TYPE_KEY = 'user-type';
/** Held by earlier versions of the panel; removed at logout so nothing of a session is left behind. */
const USER_KEY = 'user';
/** sessionStorage flag: this tab holds its own session, apart from the browser's (decision 028). */
export const TAB_SESSION_KEY = 'tab-session';

/** Auth state of docs/product/entities-and-states.md#client-side-state: token (persisted), user, error, loading. */
export interface AuthState {
  token: string | null;
  user: User | null;
  error: unknown;
  loading: boolean;
}

function tabScoped(): boolean {
  try {
    return sessionStorage.getItem(TAB_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

/** A tab opened by the admin's "log in as" keeps its token in sessionStorage, so the admin's stays untouched. */
const tokenStorage = (): Storage => (tabScoped() ? sessionStorage : localStorage);

function readStored(key: string): string | null {
  try {
    return tokenStorage().getItem(key) || null;
  } catch {
    return null;
  }
}

const readToken = () => readStored(TOKEN_KEY);

function storeUserType(type: string) {
  try {
    const storage = tokenStorage();
    if (storage.getItem(USER_TYPE_KEY) !== type) storage.setItem(USER_TYPE_KEY, type);
  } catch {
    // A browser that refuses storage still works: a reload then waits for /auth/me before a screen's data.
  }
}

export const authStore = createStore<AuthState>({ token: readToken(), user: null, error: null, loading: false });

const selectUser = (state: AuthState) => state.user;
/** The current user alone: a screen using it renders again when the user changes, not when a fetch starts or ends. */
export const useAuthUser = () => useStoreSelector(authStore, selectUser);

const selectToken = (state: AuthState) => state.token;
export const useAuthToken = () => useStoreSelector(authStore, selectToken);

const selectFailure = (state: AuthState) => (state.loading ? null : state.error);
/** Why the last fetch of the user failed, once it is over; null while one runs or when it succeeded. */
export const useAuthFailure = () => useStoreSelector(authStore, selectFailure);

/** A logout's redirect has started: the page is being left. */
let leaving = false;

/** Transitions of docs/product/entities-and-states.md#login-user-and-logout. */
export const authActions = {
  loginPending() {
    authStore.set((s) => ({ ...s, error: null }));
  },
  loginFulfilled(token: string, user: User) {
    tokenStorage().setItem(TOKEN_KEY, token);
    storeUserType(user.type);
    authStore.set((s) => ({ ...s, token, user, error: null }));
  },
  loginRejected(error: unknown) {
    authStore.set((s) => ({ ...s, error }));
  },
  fetchUserPending() {
    authStore.set((s) => ({ ...s, loading: true, error: null }));
  },
  /**
   * An answer equal to the user already held keeps that object, so nothing showing the user renders again
   * (`/auth/me` answers the same user on most route changes, docs/product/screens.md); unchanged nested parts are kept too.
   */
  fetchUserFulfilled(user: User) {
    storeUserType(user.type);
    authStore.set((s) => ({ ...s, user: replaceEqualDeep(s.user, user), loading: false }));
  },
  fetchUserRejected(error: unknown) {
    authStore.set((s) => ({ ...s, error, user: null, loading: false }));
  },
  /**
   * Clears token and user and hard-redirects, so no screen keeps stale state. Once: the calls a page sends together
   * (decision 088) can each be refused with a 401, and a second redirect would abort the first.
   */
  logout() {
    const storage = tokenStorage();
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_TYPE_KEY);
    storage.removeItem(USER_KEY);
    authStore.set({ token: null, user: null, error: null, loading: false });
    if (leaving) return;
    leaving = true;
    window.location.replace('/login');
  },
};

/** From now on this tab keeps its own session (a login link the admin opened); it starts logged out. */
export function startTabSession() {
  sessionStorage.setItem(TAB_SESSION_KEY, '1');
  authStore.set({ token: readToken(), user: null, error: null, loading: false });
}

export const getToken = () => authStore.get().token;

/**
 * The kind of user this tab is signed in as: the user held, or before /auth/me first answers (a reload, a link), the
 * kind stored beside the token at the last login or fetch of the user. Null without a token, or when neither is known
 * (a token stored by a version of the panel before decision 088).
 */
export function knownUserType(): string | null {
  const { token, user } = authStore.get();
  if (!token) return null;
  return user?.type ?? readStored(USER_TYPE_KEY);
}
