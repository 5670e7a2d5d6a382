import { authRoutes, serviceRoutes, storeRoutes } from '@pishkhan/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser, testUser } from './test-browser';

let browser: ReturnType<typeof stubBrowser>;
let client: typeof import('./api-client');
let auth: typeof import('./auth-store');
let fetchMock: ReturnType<typeof vi.fn>;

const answer = (status: number, body?: unknown) => {
  fetchMock.mockResolvedValueOnce(new Response(body === undefined ? '' : JSON.stringify(body), { status }));
};
const lastRequest = () => {
  const [url, init] = fetchMock.mock.lastCall as [string, RequestInit];
  return { url, method: init.method, headers: init.headers as Record<string, string>, body: init.body };
};

beforeEach(async () => {
  vi.resetModules();
  browser = stubBrowser();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  client = await import('./api-client');
  auth = await import('./auth-store');
});
afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('asks for the page of the list the screen shows, leaving out filters not set', async () => {
    answer(200, { data: [], last_page: 1 });
    await client.callApi(serviceRoutes.list, { query: { page: 2, status: 0, search: '', user_id: undefined } });
    expect(lastRequest()).toMatchObject({ url: '/api/services?page=2&status=0', method: 'GET' });
  });

  it('fills a path’s parameters, escaped', async () => {
    answer(200, {});
    await client.callApi(storeRoutes.publicOrder, { params: { token: 'a/b c' } });
    expect(lastRequest().url).toBe('/api/shop/orders/a%2Fb%20c');
  });

  it('sends the logged-in token and a JSON body, and returns the answer’s body', async () => {
    auth.authActions.loginFulfilled('tok-9', testUser());
    answer(200, { message: 'ok' });
    const result = await client.callApi(authRoutes.changePassword, {
      body: { password: 'new-secret-9' },
    });
    expect(result).toEqual({ message: 'ok' });
    const request = lastRequest();
    expect(request.headers).toMatchObject({ Authorization: 'Bearer tok-9', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(request.body))).toEqual({ password: 'new-secret-9' });
  });

  it('turns a refusal into an ApiError with the server’s Persian message and lines', async () => {
    answer(422, { message: 'اطلاعات نادرست است', errors: ['موبایل را وارد کنید', 3], code: 'VALIDATION' });
    const error = await client.callApi(serviceRoutes.list).catch((e: unknown) => e);
    expect(client.isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      message: 'اطلاعات نادرست است',
      errors: ['موبایل را وارد کنید'],
      code: 'VALIDATION',
      handled: false,
    });
  });

  it('says in Persian when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.callApi(serviceRoutes.list)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'ارتباط با سرور برقرار نشد',
    });
  });

  it('logs out on a 401, so a reseller whose session ended lands on the login page', async () => {
    auth.authActions.loginFulfilled('stale', testUser());
    answer(401, { message: 'وارد شوید' });
    await expect(client.callApi(serviceRoutes.list)).rejects.toMatchObject({ status: 401, handled: true });
    expect(auth.getToken()).toBeNull();
    expect(browser.localStorage.getItem('token')).toBeNull();
    expect(browser.replace).toHaveBeenCalledWith('/login');
  });

  it('does not log out when the login itself is refused: the form shows why', async () => {
    answer(401, { message: 'رمز عبور اشتباه است' });
    await expect(
      client.callApi(authRoutes.login, { body: { mobile: '09120000000', token: 'x' } }),
    ).rejects.toMatchObject({ status: 401, handled: false, message: 'رمز عبور اشتباه است' });
    expect(browser.replace).not.toHaveBeenCalled();
  });
});
