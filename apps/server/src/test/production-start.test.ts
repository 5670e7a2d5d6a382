import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, openDemoLogins } from '../db/seed-demo.js';
import { spawnTied } from './child-processes.js';
import { createTestApp, DIALECTS, scratchDatabase, type TestApp } from './helpers.js';
import { freePort, waitFor } from './v2ray-node.js';

/** server.ts refuses a production start while openDemoLogins finds any (docs/product/server-behaviour.md#security-and-integrity). */
describe.each(DIALECTS)('demo logins left in a production database (%s)', (dialect) => {
  let seeded: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp(dialect);
    empty = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => {
    await seeded?.close();
    await empty?.close();
  });

  it('finds every demo login that still opens with its published password, until each is changed', async () => {
    const { admin, fullReseller, plainReseller } = DEMO_LOGINS;
    expect(await openDemoLogins(seeded.db)).toEqual([admin.mobile, fullReseller.mobile, plainReseller.mobile]);
    for (const login of [admin, fullReseller, plainReseller]) {
      const token = await seeded.login(login.mobile, login.password);
      const res = await seeded.request('POST', '/api/auth/changepassword', {
        token,
        body: {
          current_password: login.password,
          password: `changed-${login.mobile}`,
          password_confirmation: `changed-${login.mobile}`,
        },
      });
      expect(res.status).toBe(200);
    }
    expect(await openDemoLogins(seeded.db)).toEqual([]);
  });

  it('finds none in a database that never had demo data', async () => {
    expect(await openDemoLogins(empty.db)).toEqual([]);
  });
});

interface Started {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node --import tsx src/server.ts` as `NODE_ENV=production` on `databaseEnv`, until it listens or exits. */
async function startProduction(databaseEnv: Record<string, string>, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnTied(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      APP_SECRET: 'a-production-secret-of-at-least-32-chars',
      WORKER: 'false',
      LOG_LEVEL: 'warn',
      ...databaseEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (c) => {
      code = c;
      resolve(c);
    }),
  );
  await waitFor(
    'the server to listen or exit',
    async () => code !== undefined || output.includes('Pishkhan is running'),
    60_000,
  );
  return { url, child, output: () => output, exited };
}

async function stop(started: Started) {
  if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGTERM');
  await started.exited;
}

async function login(url: string, mobile: string, password: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, token: password, loginWithPassword: true }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string } };
}

/** The first admin of a production start comes from ADMIN_MOBILE/ADMIN_PASSWORD, once (README, Production). */
describe.each(DIALECTS)('a production start with ADMIN_MOBILE and ADMIN_PASSWORD (%s)', (dialect) => {
  let databaseEnv: Record<string, string>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const place = await scratchDatabase(dialect, 'prodstart');
    databaseEnv = place.url ? { DATABASE_URL: place.url } : { DATA_DIR: place.dir };
    cleanup = place.cleanup;
  });
  afterAll(() => cleanup?.());

  it("stops before opening the database when the mobile or password breaks the panel's rules", async () => {
    const started = await startProduction(databaseEnv, { ADMIN_MOBILE: '12345', ADMIN_PASSWORD: 'short' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('ADMIN_MOBILE: شماره موبایل معتبر نیست');
    expect(started.output()).toContain('ADMIN_PASSWORD: رمز عبور باید دست‌کم ۸ نویسه باشد');
    expect(started.output()).not.toContain('short');
  });

  it('makes the admin on a database with none, without demo data, and ignores the variables once an admin exists', async () => {
    const password = 'first-admin-password';
    const first = await startProduction(databaseEnv, { ADMIN_MOBILE: '09123334455', ADMIN_PASSWORD: password });
    try {
      expect(first.output()).toContain('First admin created from ADMIN_MOBILE: 09123334455');
      expect(first.output()).not.toContain(password);
      const admin = await login(first.url, '09123334455', password);
      expect(admin.status).toBe(200);
      expect((await login(first.url, DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password)).status).not.toBe(200);
      const overview = await fetch(`${first.url}/api/admin/overview`, {
        headers: { authorization: `Bearer ${admin.body.token}` },
      });
      // Nothing but the admin: the first-run checklist has every step to do.
      expect(((await overview.json()) as { setup: unknown }).setup).toEqual({
        nodes: 0,
        package_groups: 0,
        packages: 0,
        resellers: 0,
      });
    } finally {
      await stop(first);
    }

    const again = await startProduction(databaseEnv, {
      ADMIN_MOBILE: '09126667788',
      ADMIN_PASSWORD: 'another-password',
    });
    try {
      expect(again.output()).toContain('ADMIN_MOBILE and ADMIN_PASSWORD ignored: the database already has an admin');
      expect((await login(again.url, '09126667788', 'another-password')).status).not.toBe(200);
      expect((await login(again.url, '09123334455', password)).status).toBe(200);
    } finally {
      await stop(again);
    }
  });
});
