import path from 'node:path';
import type { Nas, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreeradius } from '../../test/freeradius.js';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';
import { noteSecret } from '../../test/log-scan.js';

const NAS_SECRET = 'nas-shared-secret-7781';
noteSecret(NAS_SECRET);

describe.each(DIALECTS)('FreeRADIUS clients (NAS) managed by the admin (%s)', (dialect) => {
  let t: TestApp;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    r = await freshReseller(t, 5_000_000);
  });
  afterAll(() => t.close());

  const admin = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.request<T>(method, `/api/admin/nas${url}`, { token: r.adminToken, body });

  it('adds, lists, edits and removes NAS entries; the secret is shown back masked and kept when the mask is sent', async () => {
    const created = await admin<Nas>('POST', '', {
      nasname: '10.20.30.40',
      shortname: 'تهران-۱',
      type: 'openvpn',
      secret: 'another-long-secret-123',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ nasname: '10.20.30.40', shortname: 'تهران-۱', type: 'openvpn' });
    expect(created.body.secret).toBe('anot••••-123');
    const list = await admin<Nas[]>('GET', '');
    expect(list.body.find((n) => n.id === created.body.id)?.secret).toBe('anot••••-123');

    const edited = await admin<Nas>('PUT', `/${created.body.id}`, {
      shortname: 'تهران-۲',
      secret: created.body.secret,
    });
    expect(edited.body).toMatchObject({ shortname: 'تهران-۲', secret: 'anot••••-123' });
    const stored = await t.db.selectFrom('nas').select('secret').where('id', '=', created.body.id).executeTakeFirst();
    expect(stored?.secret).toBe('another-long-secret-123');

    const bad = await admin<{ message: string; errors: string[] }>('POST', '', {
      nasname: 'a b',
      shortname: '',
      secret: '1',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining(['نام کوتاه سرور نمی‌تواند خالی باشد', 'رمز مشترک دست‌کم ۶ نویسه است']),
    );
    expect((await admin('DELETE', `/${created.body.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/${created.body.id}`)).status).toBe(404);
    expect((await t.request('GET', '/api/admin/nas', { token: r.token })).status).toBe(401);
  });

  it('a real FreeRADIUS reading its clients from the table talks to the NAS the admin added, with its secret only', async () => {
    const nas = await admin<Nas>('POST', '', { nasname: '127.0.0.1', shortname: 'آلمان-رادیوس', secret: NAS_SECRET });
    expect(nas.status).toBe(200);
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: await demoPackageId(t, 'یک ماهه ۵۰ گیگ OpenVPN'), servicewithoutphone: true },
    });
    const s = bought.body[0] as Service;
    const radius = await startFreeradius(
      t.databaseEnv.DATABASE_URL
        ? { dialect: 'postgres', database: new URL(t.databaseEnv.DATABASE_URL).pathname.slice(1) }
        : { dialect: 'sqlite', file: path.join(t.databaseEnv.DATA_DIR ?? '', 'pishkhan.sqlite') },
      { clientsFromDatabase: true },
    );
    try {
      expect(await radius.authenticate(s.email, s.password, NAS_SECRET)).toBe(true);
      expect(await radius.authenticate(s.email, s.password, 'not-the-nas-secret')).not.toBe(true);
      // Sessions name the server by the NAS entry's short name.
      const started = await radius.account(
        {
          'User-Name': s.email,
          'Acct-Session-Id': `nas-${s.id}`,
          'NAS-IP-Address': '127.0.0.1',
          'NAS-Port': 1,
          'Framed-IP-Address': '10.8.0.6',
          'Acct-Status-Type': 'Start',
        },
        NAS_SECRET,
      );
      expect(started).toBe(true);
      const ips = await t.request<{ online: boolean; servers: string[] }>('POST', '/api/services/getip', {
        token: r.token,
        body: { service_id: s.id },
      });
      expect(ips.body).toMatchObject({ online: true, servers: ['آلمان-رادیوس'] });
    } finally {
      await radius.stop();
    }
  });
});
