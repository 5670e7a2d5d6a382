import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' };
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args], { env });

describe('npm run admin', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('bootstraps an admin and a reseller with a balance on an empty database, who can then log in', async () => {
    expect((await cli('create-admin', '--mobile', '+989301112233', '--password', 'admin-password')).stdout).toContain(
      'Created ADMIN',
    );
    await cli('create-reseller', '--mobile', '09301112244', '--password', 'reseller-pass', '--balance', '250000');
    const link = (await cli('login-link', '--mobile', '09301112244')).stdout.trim();
    expect(link).toMatch(/\/login\?mobile=09301112244&token=[\w-]{43}$/);

    const app = await buildApp({ config: loadConfig(env), logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobile: '09301112233', token: 'admin-password', loginWithPassword: true },
      });
      expect(login.json().user).toMatchObject({ type: 'ADMIN' });
      const viaLink = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobile: '09301112244', token: new URL(link).searchParams.get('token'), loginWithPassword: false },
      });
      expect(viaLink.json().user).toMatchObject({ type: 'RESELLER', balance: 250_000 });
    } finally {
      await app.close();
    }
  });

  it('refuses a short password and a taken mobile with a clear message and a failing exit code', async () => {
    await expect(cli('create-admin', '--mobile', '09301112255', '--password', 'short')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--password'),
    });
    await expect(cli('create-admin', '--mobile', '09301112233', '--password', 'admin-password')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('قبلاً ثبت شده'),
    });
  });
});
