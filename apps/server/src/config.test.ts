import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('starts with no configuration at all: SQLite under ./data on port 8080 with demo data', () => {
    const c = loadConfig({ INIT_CWD: '/srv/pishkhan' });
    expect(c.port).toBe(8080);
    expect(c.database).toEqual({ dialect: 'sqlite', file: '/srv/pishkhan/data/pishkhan.sqlite' });
    expect(c.demoData).toBe(true);
    expect(c.sms.provider).toBe('outbox');
  });

  it('switches to PostgreSQL with a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/p' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@db:5432/p',
    });
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

  it('Kavenegar needs its API key', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'kavenegar' })).toThrow(/KAVENEGAR_API_KEY/);
  });
});
