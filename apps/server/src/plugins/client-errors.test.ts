import net, { type AddressInfo } from 'node:net';
import { ERRORS } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishIn } from '../test/bad-input.js';
import { createTestApp, type TestApp } from '../test/helpers.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed its side after the answer (a FIN, not a reset). */
  ended: boolean;
  hadError: boolean;
}

/**
 * Writes `bytes` to a fresh connection as they are and reads until the server closes it; `more`, if given, is written
 * once the answer has begun to arrive, as by a client still sending.
 */
function exchange(port: number, bytes: string, more?: string) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let ended = false;
    socket.on('data', (chunk) => {
      if (chunks.length === 0 && more !== undefined) socket.write(more);
      chunks.push(chunk);
    });
    socket.on('end', () => {
      ended = true;
    });
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4), ended, hadError });
    });
    socket.write(bytes);
  });
}

const REQUEST_LINE =
  'سطر آغاز درخواست خوانا نیست: نسخه‌ی پروتکل پس از نشانی نیامده یا نادرست است (فاصله‌ی درون نشانی باید با درصد رمزگذاری شود)';
const METHOD = 'سطر آغاز درخواست خوانا نیست: روش درخواست ناشناخته است';
const CHUNKED = 'بدنه‌ی تکه‌تکه‌ی درخواست خوانا نیست: اندازه یا پایان یکی از تکه‌ها درست نوشته نشده است';
const TOO_LARGE = 'نشانی و سرآیندهای درخواست روی هم بیش از ۱۶ کیلوبایت است';
const chunked = (chunks: string) =>
  'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
  chunks;

/** What Node's parser refuses, with the cause each answer names (`parserRefusal`). */
const REFUSED: Array<{ name: string; bytes: string; status?: number; code?: keyof typeof ERRORS; line: string }> = [
  {
    name: 'headers over the limit',
    bytes: `GET /api/services HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    line: TOO_LARGE,
  },
  {
    name: 'an address over the limit',
    bytes: `GET /api/services?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    line: TOO_LARGE,
  },
  { name: 'an unknown method', bytes: 'BREW /api/services HTTP/1.1\r\nHost: x\r\n\r\n', line: METHOD },
  { name: 'a method in lower case', bytes: 'get /api/services HTTP/1.1\r\nHost: x\r\n\r\n', line: METHOD },
  { name: 'a line that is no request at all', bytes: 'hello\r\n\r\n', line: METHOD },
  { name: 'an unknown protocol version', bytes: 'GET /api/services HTTP/9.9\r\nHost: x\r\n\r\n', line: REQUEST_LINE },
  { name: 'a space inside the address', bytes: 'GET /api/ser vices HTTP/1.1\r\nHost: x\r\n\r\n', line: REQUEST_LINE },
  { name: 'a chunk size that is no number', bytes: chunked('zz\r\n{}\r\n0\r\n\r\n'), line: CHUNKED },
  { name: 'a chunk longer than its size', bytes: chunked('2\r\n{}XX\r\n0\r\n\r\n'), line: CHUNKED },
  { name: 'a chunk size past any length', bytes: chunked('fffffffffffffffffff\r\n'), line: CHUNKED },
  {
    name: 'raw (not percent-encoded) Persian in the address',
    bytes: 'GET /api/services?search=سلام HTTP/1.1\r\nHost: x\r\n\r\n',
    line: 'نشانی درخواست نویسه‌ی نامجاز دارد؛ نویسه‌های غیرلاتین نشانی باید با درصد رمزگذاری شوند',
  },
  {
    name: 'both a length and chunks',
    bytes:
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    line: 'طول بدنه‌ی درخواست روشن نیست: سرآیندهای طول محتوا و رمزگذاری انتقال نادرست‌اند یا با هم آمده‌اند',
  },
  {
    name: 'a control character in a header',
    bytes: 'GET /api/services HTTP/1.1\r\nHost: x\r\nX-Note: a\x01b\r\n\r\n',
    line: 'یکی از سرآیندهای درخواست نام یا مقدار نامجاز دارد',
  },
  {
    name: 'a bare carriage return after the headers',
    bytes: 'GET /api/services HTTP/1.1\r\nHost: x\r\n\rA\r\n\r\n',
    line: 'درخواست خوانا نیست: قالب آن با قالب درخواست‌های وب نمی‌خواند',
  },
];

/** Headers that belong to one answer rather than to the policy every answer carries. */
const PER_ANSWER = new Set(['date', 'content-length', 'connection', 'keep-alive']);

// No database is involved: SQLite alone.
describe("requests Node's parser refuses (decision 078)", () => {
  let t: TestApp;
  let port: number;
  /** The headers an ordinary API 404 carries, but for those of one answer. */
  let policy: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    const missing = await exchange(port, 'GET /api/no-such-thing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(missing.status).toBe(404);
    policy = Object.fromEntries(Object.entries(missing.headers).filter(([name]) => !PER_ANSWER.has(name)));
    expect(Object.keys(policy)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'cache-control',
        'content-type',
      ]),
    );
  });
  afterAll(() => t?.close());

  /** The API error's shape, headers and status, a Persian line naming the cause, and the connection closed after it. */
  function expectAnswer(answer: RawAnswer, code: keyof typeof ERRORS, line: string) {
    expect(answer.status).toBe(ERRORS[code].status);
    for (const [name, value] of Object.entries(policy)) expect(answer.headers[name], name).toBe(value);
    expect(JSON.parse(answer.body)).toEqual({ message: ERRORS[code].message, errors: [line], code });
    expect(englishIn(`${ERRORS[code].message} ${line}`)).toEqual([]);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.headers.connection).toBe('close');
    expect(answer.ended).toBe(true);
    expect(answer.hadError).toBe(false);
  }

  for (const c of REFUSED) {
    it(`${c.name}: ${c.status ?? 400} with the security headers and its cause, then the connection closes`, async () => {
      expectAnswer(await exchange(port, c.bytes), c.code ?? 'BAD_REQUEST', c.line);
    });
  }

  it('a client still sending after its refusal gets the whole answer and a clean close, not a reset', async () => {
    const answer = await exchange(port, 'BREW /api/services HTTP/1.1\r\nHost: x\r\n\r\n', 'x'.repeat(1_000_000));
    expectAnswer(answer, 'BAD_REQUEST', METHOD);
  });

  it('a bad percent-escape in the path (Fastify refuses it before any route): 400 with the security headers', async () => {
    const answer = await exchange(port, 'GET /api/users/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectAnswer(
      answer,
      'BAD_REQUEST',
      'رمزگذاری درصدی نشانی درخواست نادرست است: پس از هر % باید دو رقم مبنای شانزده بیاید',
    );
  });

  it('an HTTP/1.1 request without Host: 400 with the security headers (Node answered it bare), then the connection closes', async () => {
    expectAnswer(
      await exchange(port, 'GET /api/services HTTP/1.1\r\n\r\n'),
      'BAD_REQUEST',
      'درخواست سرآیند میزبان (هاست) ندارد',
    );
    // HTTP/1.0 has no Host to require.
    const old = await exchange(port, 'GET /api/no-such-thing HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(404);
  });

  it('headers that do not arrive in time: 408 with the security headers, then the connection closes', async () => {
    // Node's header timer finds such a connection on its round (every 30 s) and reports it as this client error.
    const server = t.app.server;
    const arrived = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
    const answer = exchange(port, 'GET /api/services HTTP/1.1\r\nHost: x\r\n');
    const socket = await arrived;
    server.emit(
      'clientError',
      Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket,
    );
    expectAnswer(await answer, 'REQUEST_TIMEOUT', 'سرآیندهای درخواست در زمان مجاز کامل نرسید');
  });
});
