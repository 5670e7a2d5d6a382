import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, freshMobile, type TestApp } from './helpers.js';

/**
 * TRUST_PROXY (decision 093) over real connections from distinct addresses: Linux routes all of 127/8 to the loopback,
 * so each client, and each proxy's onward connection, leaves from an address of its own (`localAddress`).
 */

interface Answer {
  status: number;
  code?: string;
}

/** One POST on a connection of its own from `from`. */
function post(port: number, from: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent: false,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: string };
          resolve({ status: res.statusCode ?? 0, code: answer.code });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A reverse proxy that does what nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` does: the
 * client's own header, with the address the proxy saw appended. It reaches `upstream` from `from`.
 */
async function startProxy(upstream: number, from: string) {
  const server = http.createServer((req, res) => {
    const seen = req.socket.remoteAddress ?? '';
    const before = req.headers['x-forwarded-for'];
    const onward = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        localAddress: from,
        agent: false,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': before ? `${before}, ${seen}` : seen },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', () => res.destroy());
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An app with this TRUST_PROXY listening on a real port, and the addresses its request log names for logins. */
async function listeningApp(dialect: (typeof DIALECTS)[number], trustProxy?: string) {
  const lines: string[] = [];
  const t = await createTestApp(dialect, {
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
    logStream: { write: (line) => void lines.push(line) },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    t,
    port: (t.app.server.address() as AddressInfo).port,
    /** The client address of each login answered since the last call, as the request log wrote it. */
    loggedLogins() {
      const taken = lines.splice(0);
      return taken
        .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string; remoteAddress?: string } })
        .filter((entry) => entry.msg === 'request completed' && entry.req?.url === '/api/auth/login')
        .map((entry) => entry.req?.remoteAddress);
    },
  };
}
type ListeningApp = Awaited<ReturnType<typeof listeningApp>>;

/** An account made by the admin, so nothing about it has been counted yet. */
async function account(t: TestApp) {
  const mobile = freshMobile();
  const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
  const made = await t.request('POST', '/api/users', {
    token: admin,
    body: { name: 'آزمایشی', mobile, password: 'right-password' },
  });
  expect(made.status).toBe(200);
  return mobile;
}

const password = (mobile: string, token: string) => ({ mobile, token, loginWithPassword: true });

/** Wrong passwords one after another, the i-th with the X-Forwarded-For `spoof(i)`. */
async function wrongPasswords(
  port: number,
  from: string,
  mobiles: (i: number) => string,
  count: number,
  spoof: (i: number) => string,
) {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) {
    answers.push(
      await post(port, from, '/api/auth/login', password(mobiles(i), 'wrong-password'), {
        'x-forwarded-for': spoof(i),
      }),
    );
  }
  return answers;
}

const checked = { status: 422, code: 'INVALID_CREDENTIALS' };
const locked = { status: 429, code: 'LOGIN_LOCKED' };
const times = <T>(n: number, value: T) => Array.from({ length: n }, () => value);

describe.each(DIALECTS)('the client behind proxies (%s)', (dialect) => {
  let none: ListeningApp;
  let one: ListeningApp;
  let two: ListeningApp;
  let listed: ListeningApp;
  const proxies: Array<{ close: () => Promise<void> }> = [];
  /** client -> outer proxy (onward from 127.0.0.21) -> inner proxy (onward from 127.0.0.20) -> app */
  const chain = async (app: ListeningApp) => {
    const inner = await startProxy(app.port, '127.0.0.20');
    const outer = await startProxy(inner.port, '127.0.0.21');
    proxies.push(inner, outer);
    return { inner: inner.port, outer: outer.port };
  };

  beforeAll(async () => {
    none = await listeningApp(dialect);
    one = await listeningApp(dialect, '1');
    two = await listeningApp(dialect, '2');
    listed = await listeningApp(dialect, '127.0.0.20, 127.0.0.21');
  });
  afterAll(async () => {
    for (const proxy of proxies) await proxy.close();
    for (const app of [none, one, two, listed]) await app?.t.close();
  });

  it('TRUST_PROXY=1 behind a proxy that appends: 40 wrong passwords from one client, each with another spoofed X-Forwarded-For, are refused after five; the owner at another address gets in', async () => {
    const { inner } = await chain(one);
    const mobile = await account(one.t);
    one.loggedLogins();
    const answers = await wrongPasswords(
      inner,
      '127.0.0.11',
      () => mobile,
      40,
      (i) => `198.51.100.${i + 1}`,
    );
    expect(answers).toEqual([...times(5, checked), ...times(35, locked)]);
    expect(one.loggedLogins()).toEqual(times(40, '127.0.0.11'));
    expect((await post(inner, '127.0.0.12', '/api/auth/login', password(mobile, 'right-password'))).status).toBe(200);
    expect(one.loggedLogins()).toEqual(['127.0.0.12']);
  });

  it('TRUST_PROXY=1: 40 wrong passwords over 40 accounts from one client, each with other spoofed entries, are refused after thirty', async () => {
    const { inner } = await chain(one);
    const answers = await wrongPasswords(
      inner,
      '127.0.0.13',
      () => freshMobile(),
      40,
      (i) => `203.0.113.${i + 1}, 198.51.100.${i + 1}`,
    );
    expect(answers).toEqual([...times(30, checked), ...times(10, locked)]);
    expect(new Set(one.loggedLogins())).toEqual(new Set(['127.0.0.13']));
  });

  it('two proxies, as TRUST_PROXY=2 or as the list of both: the address the outer proxy saw', async () => {
    for (const app of [two, listed]) {
      const { outer } = await chain(app);
      const mobile = await account(app.t);
      app.loggedLogins();
      const answers = await wrongPasswords(
        outer,
        '127.0.0.31',
        () => mobile,
        8,
        (i) => `198.51.100.${i + 1}`,
      );
      expect(answers).toEqual([...times(5, checked), ...times(3, locked)]);
      expect(app.loggedLogins()).toEqual(times(8, '127.0.0.31'));
      expect((await post(outer, '127.0.0.32', '/api/auth/login', password(mobile, 'right-password'))).status).toBe(200);
    }
  });

  it('with a list, a client that reaches the server itself is its own address, whatever it writes', async () => {
    const { outer } = await chain(listed);
    const mobile = await account(listed.t);
    await wrongPasswords(
      outer,
      '127.0.0.35',
      () => mobile,
      6,
      () => '198.51.100.1',
    );
    listed.loggedLogins();
    // 127.0.0.35 is locked for this account; another client claiming to be it (or the proxies) is not it.
    for (const claim of ['127.0.0.35', '127.0.0.35, 127.0.0.21', '198.51.100.1, 127.0.0.35, 127.0.0.21']) {
      const answer = await post(listed.port, '127.0.0.36', '/api/auth/login', password(mobile, 'wrong-password'), {
        'x-forwarded-for': claim,
      });
      expect(answer, claim).toEqual(checked);
    }
    expect(listed.loggedLogins()).toEqual(times(3, '127.0.0.36'));
    // And cannot spoof its way past its own five.
    const answers = await wrongPasswords(
      listed.port,
      '127.0.0.37',
      () => mobile,
      8,
      (i) => `198.51.100.${i + 1}`,
    );
    expect(answers).toEqual([...times(5, checked), ...times(3, locked)]);
  });

  it('an X-Forwarded-For entry that is not an address is ignored: it never becomes the client', async () => {
    // A client reaching a TRUST_PROXY=1 server itself writes text, a different one each time.
    const mobile = await account(one.t);
    one.loggedLogins();
    const junk = ['unknown', 'garbage', '1.2.3.4:5678', '[2001:db8::1]', '01.2.3.4', 'x', '_', 'localhost'];
    const answers = await wrongPasswords(
      one.port,
      '127.0.0.41',
      () => mobile,
      8,
      (i) => junk[i] ?? 'unknown',
    );
    expect(answers).toEqual([...times(5, checked), ...times(3, locked)]);
    expect(one.loggedLogins()).toEqual(times(8, '127.0.0.41'));
    // A listed proxy that wrote text where the address it saw belongs (as Squid's `forwarded_for unknown` does): the
    // text is skipped and the entry before it is the client.
    const other = await account(listed.t);
    listed.loggedLogins();
    const skipped = await wrongPasswords(
      listed.port,
      '127.0.0.20',
      () => other,
      6,
      (i) => `198.51.100.77, ${junk[i]}`,
    );
    expect(skipped).toEqual([...times(5, checked), locked]);
    expect(listed.loggedLogins()).toEqual(times(6, '198.51.100.77'));
  });

  it('without TRUST_PROXY the header is ignored: the socket is the client', async () => {
    const mobile = await account(none.t);
    none.loggedLogins();
    const answers = await wrongPasswords(
      none.port,
      '127.0.0.61',
      () => mobile,
      8,
      (i) => `198.51.100.${i + 1}`,
    );
    expect(answers).toEqual([...times(5, checked), ...times(3, locked)]);
    const claim = await post(none.port, '127.0.0.62', '/api/auth/login', password(mobile, 'wrong-password'), {
      'x-forwarded-for': '127.0.0.61',
    });
    expect(claim).toEqual(checked);
    expect(none.loggedLogins()).toEqual([...times(8, '127.0.0.61'), '127.0.0.62']);
  });
});
