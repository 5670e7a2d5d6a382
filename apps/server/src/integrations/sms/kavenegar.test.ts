import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startFakeKavenegar } from '../../test/fakes/kavenegar-fake.js';
import { createKavenegarProvider } from './kavenegar.js';
import { SmsDeliveryError } from './sms.types.js';

const API_KEY = '7A2B5C6D4E3F1A0B9C8D7E6F-secret';
const CODE = '482913';
const MOBILE = '09121234567';
const templates = { loginTemplate: 'pishkhan-login', registerTemplate: 'pishkhan-register' };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function shut(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Rejects with an SmsDeliveryError whose message and stack leak neither the API key nor the code. */
async function expectCleanFailure(promise: Promise<void>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  const failure = error as SmsDeliveryError;
  for (const text of [failure.message, failure.stack ?? '']) {
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(CODE);
  }
  return failure;
}

describe('Kavenegar SMS provider', () => {
  it('sends a login code through verify/lookup with the login template', async () => {
    const fake = await startFakeKavenegar({ apiKey: API_KEY });
    try {
      const sms = createKavenegarProvider({ apiKey: API_KEY, baseUrl: fake.url, ...templates });
      expect(sms.name).toBe('kavenegar');
      await sms.send({ mobile: MOBILE, purpose: 'login', code: CODE, text: `کد ورود شما: ${CODE}` });
      expect(fake.requests).toEqual([
        {
          path: `/v1/${API_KEY}/verify/lookup.json`,
          params: { receptor: MOBILE, token: CODE, template: 'pishkhan-login' },
        },
      ]);
    } finally {
      await fake.close();
    }
  });

  it('sends a register code with the register template', async () => {
    const fake = await startFakeKavenegar({ apiKey: API_KEY });
    try {
      const sms = createKavenegarProvider({ apiKey: API_KEY, baseUrl: fake.url, ...templates });
      await sms.send({ mobile: MOBILE, purpose: 'register', code: CODE, text: `کد ثبت‌نام: ${CODE}` });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.path).toBe(`/v1/${API_KEY}/verify/lookup.json`);
      expect(fake.requests[0]?.params).toEqual({ receptor: MOBILE, token: CODE, template: 'pishkhan-register' });
    } finally {
      await fake.close();
    }
  });

  it('sends a notice as plain text through sms/send, with the sender when one is set', async () => {
    const fake = await startFakeKavenegar({ apiKey: API_KEY });
    try {
      const text = 'درخواست شما ثبت شد.';
      const withSender = createKavenegarProvider({
        apiKey: API_KEY,
        baseUrl: fake.url,
        sender: '2000660110',
        ...templates,
      });
      await withSender.send({ mobile: MOBILE, purpose: 'notice', text });
      const withoutSender = createKavenegarProvider({ apiKey: API_KEY, baseUrl: fake.url, ...templates });
      await withoutSender.send({ mobile: MOBILE, purpose: 'notice', text });
      expect(fake.requests).toEqual([
        { path: `/v1/${API_KEY}/sms/send.json`, params: { receptor: MOBILE, message: text, sender: '2000660110' } },
        { path: `/v1/${API_KEY}/sms/send.json`, params: { receptor: MOBILE, message: text } },
      ]);
    } finally {
      await fake.close();
    }
  });

  it('rejects a wrong API key without repeating the key or the code', async () => {
    const fake = await startFakeKavenegar({ apiKey: 'the-real-key' });
    try {
      const sms = createKavenegarProvider({ apiKey: API_KEY, baseUrl: fake.url, ...templates });
      const error = await expectCleanFailure(sms.send({ mobile: MOBILE, purpose: 'login', code: CODE, text: CODE }));
      expect(error.providerStatus).toBe(403);
      expect(error.message).toContain('403');
      expect(error.message).toContain('invalid API key');
    } finally {
      await fake.close();
    }
  });

  it('rejects when Kavenegar reports insufficient credit (418)', async () => {
    const fake = await startFakeKavenegar({ apiKey: API_KEY });
    try {
      const sms = createKavenegarProvider({ apiKey: API_KEY, baseUrl: fake.url, ...templates });
      fake.failNext(418, 'اعتبار شما کافی نمی‌باشد');
      const error = await expectCleanFailure(sms.send({ mobile: MOBILE, purpose: 'login', code: CODE, text: CODE }));
      expect(error.providerStatus).toBe(418);
      expect(error.message).toContain('418');
      expect(error.message).toContain('insufficient credit');
      // The failure is for one call only.
      await sms.send({ mobile: MOBILE, purpose: 'login', code: CODE, text: CODE });
    } finally {
      await fake.close();
    }
  });

  it('rejects when the server cannot be reached', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await shut(closed);
    const sms = createKavenegarProvider({ apiKey: API_KEY, baseUrl: url, ...templates });
    const error = await expectCleanFailure(sms.send({ mobile: MOBILE, purpose: 'register', code: CODE, text: CODE }));
    expect(error.message).toContain('could not be reached');
  });

  it('rejects an answer that is not the JSON envelope', async () => {
    const proxy = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    });
    const url = await listen(proxy);
    try {
      const sms = createKavenegarProvider({ apiKey: API_KEY, baseUrl: url, ...templates });
      const error = await expectCleanFailure(sms.send({ mobile: MOBILE, purpose: 'login', code: CODE, text: CODE }));
      expect(error.message).toContain('502');
    } finally {
      await shut(proxy);
    }
  });

  it('gives up after timeoutMs when Kavenegar never answers', async () => {
    const silent = createServer(() => {});
    const url = await listen(silent);
    try {
      const sms = createKavenegarProvider({ apiKey: API_KEY, baseUrl: url, timeoutMs: 150, ...templates });
      const started = Date.now();
      const error = await expectCleanFailure(sms.send({ mobile: MOBILE, purpose: 'login', code: CODE, text: CODE }));
      expect(error.message).toContain('did not answer within 150 ms');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await shut(silent);
    }
  });
});
