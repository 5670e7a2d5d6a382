import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser, testUser } from './test-browser';

let browser: ReturnType<typeof stubBrowser>;

/** The store as a freshly loaded page has it: it reads the stored token when its module loads. */
const loadPage = () => import('./auth-store');

beforeEach(() => {
  vi.resetModules();
  browser = stubBrowser();
});
afterEach(() => vi.unstubAllGlobals());

describe('auth store: logging in', () => {
  it('keeps the token across a reload, and knows the kind of user before /auth/me answers', async () => {
    const first = await loadPage();
    first.authActions.loginFulfilled('tok-1', testUser({ type: 'ADMIN' }));
    expect(first.getToken()).toBe('tok-1');
    expect(first.authStore.get().user?.type).toBe('ADMIN');

    vi.resetModules();
    const reloaded = await loadPage();
    expect(reloaded.getToken()).toBe('tok-1');
    expect(reloaded.authStore.get().user).toBeNull();
    expect(reloaded.knownUserType()).toBe('ADMIN');
  });

  it('knows no kind of user without a token', async () => {
    browser.localStorage.setItem('user-type', 'ADMIN');
    const { knownUserType } = await loadPage();
    expect(knownUserType()).toBeNull();
  });

  it('keeps a failed login’s error until the next try', async () => {
    const { authActions, authStore } = await loadPage();
    authActions.loginRejected(new Error('رمز اشتباه است'));
    expect(authStore.get()).toMatchObject({ token: null, error: new Error('رمز اشتباه است') });
    authActions.loginPending();
    expect(authStore.get().error).toBeNull();
  });
});

describe('auth store: the user from /auth/me', () => {
  it('keeps the same object when /auth/me answers the same user, so nothing showing it renders again', async () => {
    const { authActions, authStore } = await loadPage();
    authActions.fetchUserFulfilled(testUser());
    const held = authStore.get().user;
    authActions.fetchUserPending();
    authActions.fetchUserFulfilled(testUser());
    expect(authStore.get().user).toBe(held);

    authActions.fetchUserFulfilled(testUser({ balance: 100 }));
    expect(authStore.get().user).not.toBe(held);
    expect(authStore.get().user?.balance).toBe(100);
    // The unchanged part is kept as it was.
    expect(authStore.get().user?.payGroup).toBe(held?.payGroup);
  });

  it('drops the user when /auth/me fails and says why once it is over', async () => {
    const { authActions, authStore } = await loadPage();
    authActions.fetchUserFulfilled(testUser());
    authActions.fetchUserPending();
    expect(authStore.get().loading).toBe(true);
    const failure = new Error('offline');
    authActions.fetchUserRejected(failure);
    expect(authStore.get()).toMatchObject({ user: null, loading: false, error: failure });
  });
});

describe('auth store: logging out', () => {
  it('forgets the token and everything kept beside it, and leaves for /login', async () => {
    browser.localStorage.setItem('user', '{"id":7}');
    const { authActions, authStore, getToken } = await loadPage();
    authActions.loginFulfilled('tok-1', testUser());
    authActions.logout();
    expect(getToken()).toBeNull();
    expect(authStore.get().user).toBeNull();
    expect(browser.localStorage.length).toBe(0);
    expect(browser.replace).toHaveBeenCalledWith('/login');
  });

  it('leaves once, however many calls were refused together', async () => {
    const { authActions } = await loadPage();
    authActions.logout();
    authActions.logout();
    authActions.logout();
    expect(browser.replace).toHaveBeenCalledTimes(1);
  });
});

describe('auth store: a tab opened by the admin’s “log in as”', () => {
  it('holds its own session in the tab, leaving the admin’s login in the browser untouched', async () => {
    browser.localStorage.setItem('token', 'admin-token');
    browser.localStorage.setItem('user-type', 'ADMIN');
    const { authActions, getToken, knownUserType, startTabSession } = await loadPage();
    expect(getToken()).toBe('admin-token');

    startTabSession();
    expect(getToken()).toBeNull();
    authActions.loginFulfilled('reseller-token', testUser({ type: 'RESELLER' }));
    expect(browser.sessionStorage.getItem('token')).toBe('reseller-token');
    expect(knownUserType()).toBe('RESELLER');

    authActions.logout();
    expect(browser.sessionStorage.getItem('token')).toBeNull();
    expect(browser.localStorage.getItem('token')).toBe('admin-token');
    expect(browser.localStorage.getItem('user-type')).toBe('ADMIN');
  });
});
