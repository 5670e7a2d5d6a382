import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SECRET, loadConfig } from './config.js';

describe('config', () => {
  it('starts with no configuration at all: SQLite under ./data on port 8080 with demo data', () => {
    const c = loadConfig({ INIT_CWD: '/srv/pishkhan' });
    expect(c.port).toBe(8080);
    expect(c.database).toEqual({
      dialect: 'sqlite',
      file: '/srv/pishkhan/data/pishkhan.sqlite',
      groupCommit: true,
      statementCache: true,
    });
    expect(c.demoData).toBe(true);
    expect(c.sms.provider).toBe('outbox');
  });

  it('switches to PostgreSQL with a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/p' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@db:5432/p',
      prepare: true,
      poolSize: 10,
    });
    // Behind a pooler that cannot keep prepared statements.
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/p', DATABASE_PREPARED_STATEMENTS: 'false' }).database,
    ).toMatchObject({ prepare: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/p', DATABASE_POOL_SIZE: '4' }).database).toMatchObject({
      poolSize: 4,
    });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db:5432/p', DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });

  it('lets the heap grow by half of what is alive unless told otherwise', () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: 'lots' })).toThrow(/HEAP_GROWING_PERCENT/);
  });

  it('keeps every mechanism kept for speed on unless one is set to false, as bench/alternate.ts does', () => {
    expect(loadConfig({}).speed).toEqual({
      builtOnce: true,
      sessionCache: true,
      compiledAnswers: true,
    });
    const off = loadConfig({
      SQLITE_GROUP_COMMIT: 'false',
      SQLITE_STATEMENT_CACHE: 'false',
      BUILT_ONCE: 'false',
      SESSION_CACHE: 'false',
      COMPILED_ANSWERS: 'false',
    });
    expect(off.database).toMatchObject({ dialect: 'sqlite', groupCommit: false, statementCache: false });
    expect(off.speed).toEqual({
      builtOnce: false,
      sessionCache: false,
      compiledAnswers: false,
    });
    expect(() => loadConfig({ BUILT_ONCE: 'sometimes' })).toThrow(/BUILT_ONCE/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMS_PROVIDER: 'pigeon' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('SMS_PROVIDER');
    }
  });

  it('production refuses demo data and the default secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toThrow(/APP_SECRET[\s\S]*DEMO_DATA/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://panel.example.com',
    });
    expect(ok.demoData).toBe(false);
  });

  it('production refuses each of demo data and the default secret on its own, in every spelling', () => {
    const good = { NODE_ENV: 'production', APP_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://panel.example.com' };
    for (const on of ['true', '1', 'yes']) {
      expect(() => loadConfig({ ...good, DEMO_DATA: on })).toThrow(/DEMO_DATA: production refuses demo data/);
    }
    expect(() => loadConfig({ ...good, APP_SECRET: DEFAULT_SECRET })).toThrow(/APP_SECRET: production refuses/);
    expect(() => loadConfig({ ...good, APP_SECRET: undefined })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ ...good, APP_SECRET: 'short-secret' })).toThrow(/APP_SECRET: must be at least 32/);
    expect(() => loadConfig({ ...good, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...good, DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('crash points (decision 024) are for tests: a known name only, and never in production', () => {
    const good = { NODE_ENV: 'production', APP_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://panel.example.com' };
    expect(() => loadConfig({ ...good, CRASH_AT: 'purchase.debited' })).toThrow(
      /CRASH_AT: production refuses crash points/,
    );
    expect(() => loadConfig({ ...good, CRASH_AT: 'purchase.debited', CRASH_AFTER: '3' })).toThrow(/CRASH_AT/);
    expect(loadConfig({ ...good, CRASH_AT: '' }).production).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'test', CRASH_AT: 'purchase.typo' })).toThrow(/CRASH_AT: must be one of/);
    expect(() => loadConfig({ NODE_ENV: 'test', CRASH_AT: 'purchase.debited', CRASH_AFTER: '0' })).toThrow(
      /CRASH_AFTER/,
    );
    expect(loadConfig({ NODE_ENV: 'test', CRASH_AT: 'provision.added', CRASH_AFTER: '2' }).production).toBe(false);
  });

  it('provider credentials are all or nothing', () => {
    expect(() => loadConfig({ PERFECTMONEY_ACCOUNT_ID: '1234567', PERFECTMONEY_PASSPHRASE: 'pass-phrase' })).toThrow(
      /PERFECTMONEY_ACCOUNT_ID, PERFECTMONEY_PASSPHRASE and PERFECTMONEY_PAYEE_ACCOUNT go together/,
    );
    expect(() => loadConfig({ PERFECTMONEY_PAYEE_ACCOUNT: 'U1234567' })).toThrow(/go together/);
    expect(() => loadConfig({ CRYPTOMUS_MERCHANT: 'm' })).toThrow(/CRYPTOMUS_MERCHANT and CRYPTOMUS_API_KEY/);
    expect(() => loadConfig({ CRYPTOMUS_API_KEY: 'k' })).toThrow(/CRYPTOMUS_MERCHANT and CRYPTOMUS_API_KEY/);
    const both = loadConfig({
      PERFECTMONEY_ACCOUNT_ID: '1234567',
      PERFECTMONEY_PASSPHRASE: 'pass-phrase',
      PERFECTMONEY_PAYEE_ACCOUNT: 'U1234567',
      CRYPTOMUS_MERCHANT: 'm',
      CRYPTOMUS_API_KEY: 'k',
    });
    expect(both.perfectMoney?.passPhrase).toBe('pass-phrase');
    expect(both.cryptomus?.apiKey).toBe('k');
  });

  it('a bad configuration never echoes a secret it was given', () => {
    try {
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'too-short-but-secret',
        CRYPTOMUS_API_KEY: 'cm-key-0123456789',
      });
      expect.unreachable();
    } catch (error) {
      const text = (error as ConfigError).message;
      expect(text).not.toContain('too-short-but-secret');
      expect(text).not.toContain('cm-key-0123456789');
    }
  });

  it('Kavenegar needs its API key', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'kavenegar' })).toThrow(/KAVENEGAR_API_KEY/);
  });
});
