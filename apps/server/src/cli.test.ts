import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { describeDatabase, loadConfig } from './config.js';
import { createTestApp, DIALECTS, type TestApp } from './test/helpers.js';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-cli-'));
const noEnvFile = path.join(dataDir, 'none.env');
fs.writeFileSync(noEnvFile, '');
const env = { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', ENV_FILE: noEnvFile };
const CLI = path.join(import.meta.dirname, 'cli.ts');
const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
/** The tool as `npm run admin` runs it from `cwd` (npm's INIT_CWD): only PATH and what `extra` adds. */
const cliIn = (cwd: string, extra: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH, INIT_CWD: cwd, LOG_LEVEL: 'silent', ...extra },
  });
const envFile = (values: Record<string, string>) =>
  `# Pishkhan\n${Object.entries(values)
    .map(([k, v]) => `${k}="${v}"`)
    .join('\n')}\n`;

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

describe.each(DIALECTS)("npm run admin on the server's database (%s)", (dialect) => {
  let t: TestApp;
  let cwd: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-cli-cwd-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(cwd, { recursive: true, force: true });
  });
  const where = () => describeDatabase(loadConfig({ NODE_ENV: 'test', ...t.databaseEnv }).database);

  it("reads pishkhan.env in the working directory, says which database, and the admin lands in the server's", async () => {
    fs.writeFileSync(path.join(cwd, 'pishkhan.env'), envFile({ ...t.databaseEnv, DEMO_DATA: 'false' }));
    const { stdout } = await cliIn(cwd, {}, 'create-admin', '--mobile', '09301119911', '--password', 'admin-password');
    expect(stdout.split('\n')[0]).toBe(
      `Database: ${where()} (configuration: the environment and ${path.join(cwd, 'pishkhan.env')})`,
    );
    expect(stdout).not.toContain('postgres://');
    expect(stdout).toContain('Created ADMIN');
    expect(fs.existsSync(path.join(cwd, 'data'))).toBe(false);
    const token = await t.login('09301119911', 'admin-password');
    expect((await t.request('GET', '/api/auth/me', { token })).body).toMatchObject({ type: 'ADMIN' });
  });

  it('reads the file ENV_FILE names, the environment winning over it', async () => {
    const file = path.join(cwd, 'elsewhere.env');
    fs.writeFileSync(file, envFile({ DATA_DIR: path.join(cwd, 'from-file'), DEMO_DATA: 'false' }));
    const { stdout } = await cliIn(cwd, { ENV_FILE: file, ...t.databaseEnv }, 'login-link', '--mobile', '09301119911');
    expect(stdout).toContain(`Database: ${where()} (configuration: the environment and ${file})`);
    expect(stdout).toMatch(/\/login\?mobile=09301119911&token=/);
    await expect(cliIn(cwd, { ENV_FILE: path.join(cwd, 'missing.env') }, 'login-link')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('ENV_FILE: cannot read'),
    });
  });

  it('in production writes nothing and lists what is missing, as the server refuses to start', async () => {
    const users = async () => (await t.db.selectFrom('users').select('id').execute()).length;
    const before = await users();
    fs.writeFileSync(path.join(cwd, 'pishkhan.env'), envFile({ ...t.databaseEnv, NODE_ENV: 'production' }));
    const refused = cliIn(cwd, {}, 'create-admin', '--mobile', '09301119922', '--password', 'admin-password');
    await expect(refused).rejects.toMatchObject({ code: 1 });
    const { stderr } = await refused.catch((e: { stderr: string }) => e);
    expect(stderr).toContain('Nothing was done.');
    expect(stderr).toContain('APP_SECRET: production refuses the default secret');
    expect(stderr).toContain('PUBLIC_URL: is required in production');
    expect(await users()).toBe(before);

    const ready = { APP_SECRET: 'a-production-secret-of-at-least-32-chars', PUBLIC_URL: 'https://panel.example.com' };
    await cliIn(cwd, ready, 'create-admin', '--mobile', '09301119922', '--password', 'admin-password');
    expect(await users()).toBe(before + 1);
  });
});
