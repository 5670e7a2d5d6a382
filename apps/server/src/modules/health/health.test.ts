import net from 'node:net';
import type { ErrorBody, Health, Ready } from '@pishkhan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  REDIS_URL,
  scratchDatabase,
  type TestApp,
  type TestDialect,
  withPgAdmin,
} from '../../test/helpers.js';

/** A local port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const NOT_READY = { code: 'NOT_READY', message: 'سامانه هنوز آماده‌ی پاسخ‌گویی نیست' };

describe.each(DIALECTS)('health and readiness (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('health answers without a login, stored nowhere', async () => {
    const res = await t.request<Health>('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 200 with each part when the database is migrated and no Redis is configured', async () => {
    const res = await t.request<Ready>('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', redis: 'not_configured' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('both still answer 200 under maintenance, and to many calls in a row from one address', async () => {
    const admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    const on = await t.request('PUT', '/api/admin/settings/maintenance', {
      token: admin,
      body: { undermaintenance: true, maintenancemessage: 'به‌روزرسانی' },
    });
    expect(on.status).toBe(200);
    try {
      for (let i = 0; i < 50; i++) {
        expect((await t.request('GET', '/api/health', { ip: '10.9.9.9' })).status).toBe(200);
        expect((await t.request('GET', '/api/ready', { ip: '10.9.9.9' })).status).toBe(200);
      }
    } finally {
      await t.request('PUT', '/api/admin/settings/maintenance', { token: admin, body: { undermaintenance: false } });
    }
  });

  it('ready answers 503 naming the migration the database has not applied, and 200 once it is', async () => {
    const last = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const row = last.rows[0];
    if (!row) throw new Error('no migration applied');
    await sql`delete from kysely_migration where name = ${row.name}`.execute(t.db);
    try {
      const res = await t.request<ErrorBody>('GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject(NOT_READY);
      expect(res.body.errors).toEqual([`مهاجرت‌های پایگاه داده کامل نیست؛ اجرا نشده: ${row.name}`]);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(t.db);
    }
    expect((await t.request('GET', '/api/ready')).status).toBe(200);
  });

  it('ready answers 503 when the database stops answering', async () => {
    const place = await scratchDatabase(dialect, 'ready');
    const databaseEnv: Record<string, string> = place.url ? { DATABASE_URL: place.url } : { DATA_DIR: place.dir };
    const down = await createTestApp(dialect, { databaseEnv, seed: false });
    try {
      expect((await down.request('GET', '/api/ready')).status).toBe(200);
      const restore = await stopDatabase(dialect, down, place.url);
      const res = await down.request<ErrorBody>('GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ...NOT_READY, errors: ['پایگاه داده پاسخ نمی‌دهد'] });
      // The process itself still answers: a balancer takes it out of rotation, an orchestrator does not restart it.
      expect((await down.request('GET', '/api/health')).status).toBe(200);
      if (restore) {
        await restore();
        expect((await down.request('GET', '/api/ready')).status).toBe(200);
      }
    } finally {
      await down.app.close();
      await place.cleanup();
    }
  });

  it('ready answers 503 when Redis is configured but does not answer, and 200 when it does', async () => {
    const port = await closedPort();
    const unreachable = await createTestApp(dialect, { env: { REDIS_URL: `redis://127.0.0.1:${port}` }, seed: false });
    try {
      const res = await unreachable.request<ErrorBody>('GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ...NOT_READY, errors: ['Redis پاسخ نمی‌دهد'] });
    } finally {
      await unreachable.close();
    }
    const reachable = await createTestApp(dialect, { env: { REDIS_URL }, seed: false });
    try {
      const res = await reachable.request<Ready>('GET', '/api/ready');
      expect(res.status).toBe(200);
      expect(res.body.redis).toBe('ok');
    } finally {
      await reachable.close();
    }
  });
});

/**
 * Takes the test app's database away for real: PostgreSQL refuses new connections to it and ends the open ones (a
 * function to allow them again is returned); SQLite's handle is closed, as after a failed disk.
 */
async function stopDatabase(dialect: TestDialect, app: TestApp, url: string | undefined) {
  if (dialect === 'sqlite') {
    await app.app.db.close();
    return undefined;
  }
  const name = new URL(url as string).pathname.slice(1);
  await withPgAdmin(async (c) => {
    await c.query(`alter database ${name} allow_connections false`);
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  });
  return () => withPgAdmin((c) => c.query(`alter database ${name} allow_connections true`)).then(() => {});
}
