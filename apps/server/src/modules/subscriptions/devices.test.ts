import type { Service, ServiceDevices } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';

/** Happ's device headers (docs/decisions/105), one phone each. */
const phone = (hwid: string, model = `Pixel ${hwid.slice(-1)}`) => ({
  'user-agent': 'Happ/1.9.1',
  'x-hwid': hwid,
  'x-device-os': 'Android',
  'x-ver-os': '14',
  'x-device-model': model,
});
const A = phone('hwid-device-aaaa1');
const B = phone('hwid-device-bbbb2');
const C = phone('hwid-device-cccc3');
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
const LIMIT_NOTICE = 'سقف دستگاه‌های این اشتراک پر است';
const NO_ID_NOTICE = 'این برنامه شناسه‌ی دستگاه نمی‌فرستد';
const FORMATS = ['links', 'clash', 'sing-box', 'xray', 'page'] as const;
type Format = (typeof FORMATS)[number];

const fromBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/** What an app lists from a document: the names of its servers or groups, and whether the service's secret is in it. */
function readDocument(format: Format, body: string) {
  switch (format) {
    case 'links': {
      const links = fromBase64(body).trim().split('\n');
      return { names: links.map((l) => decodeURIComponent(l.slice(l.lastIndexOf('#') + 1))), text: links.join('\n') };
    }
    case 'clash': {
      const doc = parseYaml(body) as {
        proxies: Array<{ name: string }>;
        'proxy-groups': Array<{ name: string; proxies: string[] }>;
      };
      return {
        names: doc['proxy-groups'].map((g) => g.name),
        text: body,
        proxies: doc.proxies,
        groups: doc['proxy-groups'],
      };
    }
    case 'sing-box': {
      const doc = JSON.parse(body) as { outbounds: Array<{ tag: string; type: string; outbounds?: string[] }> };
      return { names: doc.outbounds.map((o) => o.tag), text: body, outbounds: doc.outbounds };
    }
    case 'xray': {
      const doc = JSON.parse(body) as Array<{ remarks: string; outbounds: Array<{ protocol: string }> }>;
      return { names: doc.map((c) => c.remarks), text: body, configs: doc };
    }
    case 'page':
      return { names: [], text: body };
  }
}

/**
 * A package with a device limit of 2 (docs/decisions/105): three phones ask the one subscription URL; the first two are
 * kept and served in every format, the third gets, in its own format, only the Persian notice and no credential, and
 * the headers that say why. The reseller and the customer's page free a place; another reseller sees nothing.
 */
describe.each(DIALECTS)('device limit at the subscription (%s)', (dialect) => {
  let t: TestApp;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let other: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  let s: Service;
  let token: string;
  let uuid: string;

  const sub = (format: Format, headers: Record<string, string>, path = `/sub/${token}`) =>
    t.app.inject({
      method: 'GET',
      url: format === 'page' ? path : `${path}?format=${format}`,
      headers: format === 'page' ? { ...BROWSER, ...headers, 'user-agent': BROWSER['user-agent'] } : headers,
    });
  const devicesOf = (serviceId: number, as = r.token) =>
    t.request<ServiceDevices>('GET', `/api/services/${serviceId}/devices`, { token: as });
  const buy = async (pkg: number) => {
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: pkg, servicewithoutphone: true },
    });
    if (res.status !== 200 || !res.body[0]) throw new Error(JSON.stringify(res.body));
    return res.body[0];
  };
  const tokenOf = (service: Service) => service.subscription_url.slice(service.subscription_url.lastIndexOf('/') + 1);
  const uuidOf = async (id: number) =>
    (await t.db.selectFrom('services').select('v2ray_uuid').where('id', '=', id).executeTakeFirstOrThrow()).v2ray_uuid;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    r = await freshReseller(t, 20_000_000);
    other = await freshReseller(t, 1_000_000);
    const demo = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const { packagegroup_id } = await t.db
      .selectFrom('packages')
      .select('packagegroup_id')
      .where('id', '=', demo)
      .executeTakeFirstOrThrow();
    const made = await t.request<{ id: number; device_limit: number; no_device_id: string }>(
      'POST',
      '/api/admin/packages',
      {
        token: r.adminToken,
        body: {
          packagegroup_id,
          name: 'دو دستگاه',
          price: 100_000,
          days: 30,
          traffic_gb: 30,
          device_limit: 2,
          no_device_id: 'allow',
          simultaneous_limit: 3,
        },
      },
    );
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ device_limit: 2, no_device_id: 'allow', simultaneous_limit: 3 });
    packageId = made.body.id;
    s = await buy(packageId);
    token = tokenOf(s);
    uuid = await uuidOf(s.id);
  });
  afterAll(() => t?.close());

  it('a purchase takes the package’s limits, and the list shows none used yet', () => {
    expect(s).toMatchObject({ device_limit: 2, devices_used: 0, simultaneous_limit: 3 });
  });

  it('serves the first two devices and refuses the third in every format, with the notice and the headers', async () => {
    for (const format of FORMATS) {
      for (const device of [A, B]) {
        const res = await sub(format, device);
        expect(res.statusCode, `${format} ${device['x-hwid']}`).toBe(200);
        expect(readDocument(format, res.body).text, format).toContain(uuid);
        expect(res.headers['x-hwid-limit']).toBeUndefined();
      }
      const third = await sub(format, C);
      expect(third.statusCode, format).toBe(200);
      const doc = readDocument(format, third.body);
      expect(doc.text, format).not.toContain(uuid);
      expect(third.headers['x-hwid-limit'], format).toBe('true');
      expect(third.headers['x-hwid-max-devices-reached'], format).toBe('true');
      expect(fromBase64(String(third.headers.announce).replace(/^base64:/, '')), format).toContain(LIMIT_NOTICE);
      if (format !== 'page')
        expect(third.headers['subscription-userinfo'], format).toMatch(/^upload=0; download=0; total=/);
      switch (format) {
        case 'links': {
          const links = fromBase64(third.body).trim().split('\n');
          expect(links).toHaveLength(1);
          expect(links[0]).toMatch(/^vless:\/\/00000000-0000-0000-0000-000000000000@0\.0\.0\.0:1\?/);
          expect(doc.names[0]).toContain(LIMIT_NOTICE);
          break;
        }
        case 'clash':
          expect(doc.proxies).toEqual([]);
          expect(doc.groups).toEqual([
            { name: expect.stringContaining(LIMIT_NOTICE), type: 'select', proxies: ['REJECT'] },
          ]);
          break;
        case 'sing-box': {
          const selector = doc.outbounds?.find((o) => o.type === 'selector');
          expect(selector?.tag).toContain(LIMIT_NOTICE);
          const [only] = selector?.outbounds ?? [];
          expect(doc.outbounds?.find((o) => o.tag === only)?.type).toBe('block');
          expect(doc.outbounds?.filter((o) => !['selector', 'block', 'direct'].includes(o.type))).toEqual([]);
          break;
        }
        case 'xray':
          expect(doc.configs).toHaveLength(1);
          expect(doc.configs?.[0]?.remarks).toContain(LIMIT_NOTICE);
          expect(doc.configs?.[0]?.outbounds.map((o) => o.protocol)).toEqual(['blackhole']);
          break;
        case 'page':
          expect(third.body).toContain(LIMIT_NOTICE);
          expect(third.body).not.toContain('data-testid="entry"');
          break;
      }
    }
    const listed = await devicesOf(s.id);
    expect(listed.body.devices.map((d) => d.model)).toEqual(['Pixel 1', 'Pixel 2']);
    // The id is shown masked, enough to tell two apart.
    expect(listed.body.devices[0]?.hwid).toBe('hwid…aaa1');
    expect(listed.body.devices[0]).toMatchObject({ os: 'Android', os_version: '14', user_agent: 'Happ/1.9.1' });
  });

  it('the services list shows devices used out of the limit', async () => {
    const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
    expect(list.body.data.find((x) => x.id === s.id)).toMatchObject({ device_limit: 2, devices_used: 2 });
  });

  it('another reseller gets the same 404 as for a service that does not exist', async () => {
    const listed = s.id;
    const device = (await devicesOf(listed)).body.devices[0]?.id ?? 0;
    const theirs = await devicesOf(listed, other.token);
    const none = await devicesOf(999_999, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    const removal = await t.request('DELETE', `/api/services/${listed}/devices/${device}`, { token: other.token });
    expect(removal.status).toBe(404);
    const limits = await t.request('POST', '/api/services/limits', {
      token: other.token,
      body: { service_id: listed, device_limit: 1, simultaneous_limit: 1 },
    });
    expect(limits.status).toBe(404);
    expect((await devicesOf(listed)).body.devices).toHaveLength(2);
  });

  it('removal by the reseller frees a place for the third device', async () => {
    const [, second] = (await devicesOf(s.id)).body.devices;
    const removed = await t.request<{ message: string }>('DELETE', `/api/services/${s.id}/devices/${second?.id}`, {
      token: r.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toContain('حذف شد');
    const again = await t.request('DELETE', `/api/services/${s.id}/devices/${second?.id}`, { token: r.token });
    expect(again.status).toBe(404);
    const third = await sub('links', C);
    expect(readDocument('links', third.body).text).toContain(uuid);
    // Now B is the one over the limit.
    expect((await sub('links', B)).headers['x-hwid-limit']).toBe('true');
  });

  it('removal by the customer through the page, which its token allows, throttled', async () => {
    const page = await sub('page', A);
    const ids = [...page.body.matchAll(/action="\/sub\/[\w-]+\/devices\/(\d+)\/delete"/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(2);
    const removeUrl = (id: number, tok = token) => `/sub/${tok}/devices/${id}/delete`;
    // A wrong token removes nothing.
    const stranger = await t.app.inject({
      method: 'POST',
      url: removeUrl(ids[1] as number, 'x'.repeat(32)),
      headers: BROWSER,
    });
    expect(stranger.statusCode).toBe(404);
    // As a browser posts the page's form: an empty urlencoded body.
    const removed = await t.app.inject({
      method: 'POST',
      url: removeUrl(ids[1] as number),
      headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.headers['content-type']).toContain('text/html');
    expect(removed.body).toContain('دستگاه حذف شد');
    expect((await devicesOf(s.id)).body.devices).toHaveLength(1);
    // B takes the freed place.
    expect(readDocument('links', (await sub('links', B)).body).text).toContain(uuid);
    // Five removals in ten minutes; the sixth is refused in Persian, and removes nothing.
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'POST', url: removeUrl(999_000 + i), headers: BROWSER });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('پیش‌تر حذف شده');
    }
    const before = (await devicesOf(s.id)).body.devices;
    const sixth = await t.app.inject({ method: 'POST', url: removeUrl(before[0]?.id ?? 0), headers: BROWSER });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toContain('حداکثر ۵ بار در ۱۰ دقیقه');
    expect((await devicesOf(s.id)).body.devices).toEqual(before);
  });

  it('the reseller lowers the limits, never above the package’s nor below zero, in Persian', async () => {
    const set = (device_limit: number, simultaneous_limit: number) =>
      t.request<Service & { message: string; errors: string[] }>('POST', '/api/services/limits', {
        token: r.token,
        body: { service_id: s.id, device_limit, simultaneous_limit },
      });
    const above = await set(3, 3);
    expect(above.status).toBe(422);
    expect(above.body.errors).toEqual(['سقف دستگاه نمی‌تواند بیش از سقف بسته (۲) باشد']);
    const unlimited = await set(0, 3);
    expect(unlimited.status).toBe(422);
    expect(unlimited.body.errors[0]).toContain('نامحدود');
    const negative = await set(-1, 3);
    expect(negative.status).toBe(422);
    expect(negative.body.errors.join(' ')).toContain('سقف دستگاه نمی‌تواند منفی باشد');
    expect((await devicesOf(s.id)).body).toMatchObject({ device_limit: 2, simultaneous_limit: 3 });
    const lowered = await set(1, 2);
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ device_limit: 1, simultaneous_limit: 2 });
    // The first device kept is served; the second waits for a removal.
    const [first, second] = (await devicesOf(s.id)).body.devices;
    expect(first && second).toBeTruthy();
    const served = first?.model === 'Pixel 1' ? A : B;
    const waiting = first?.model === 'Pixel 1' ? B : A;
    expect(readDocument('links', (await sub('links', served)).body).text).toContain(uuid);
    expect((await sub('links', waiting)).headers['x-hwid-max-devices-reached']).toBe('true');
  });

  it('a request with no device id follows the package: allowed, one unknown device, or refused', async () => {
    const setRule = (rule: 'allow' | 'unknown' | 'refuse') =>
      t.request('PUT', `/api/admin/packages/${packageId}`, { token: r.adminToken, body: { no_device_id: rule } });
    const fresh = await buy(packageId);
    const freshUuid = await uuidOf(fresh.id);
    const noId = (format: Format = 'links') =>
      t.app.inject({
        method: 'GET',
        url: `/sub/${tokenOf(fresh)}${format === 'page' ? '' : `?format=${format}`}`,
        headers: format === 'page' ? BROWSER : { 'user-agent': 'v2rayNG/1.9.16' },
      });

    expect((await setRule('allow')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect(readDocument('links', (await noId()).body).text).toContain(freshUuid);
    expect((await devicesOf(fresh.id)).body.devices).toEqual([]);

    expect((await setRule('unknown')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect(readDocument('links', (await noId()).body).text).toContain(freshUuid);
    expect((await devicesOf(fresh.id)).body.devices.map((d) => d.hwid)).toEqual(['']);
    // The customer's page in a browser takes no place, however often it is opened, and withholds the links.
    for (let i = 0; i < 3; i++) {
      const page = await noId('page');
      expect(page.body).toContain('data-testid="ways-withheld"');
      expect(page.body).not.toContain(freshUuid);
    }
    expect((await devicesOf(fresh.id)).body.devices.map((d) => d.hwid)).toEqual(['']);
    // The unknown device holds one place: one phone more fills the limit of 2, the next is refused.
    const appPhone = async (device: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/sub/${tokenOf(fresh)}?format=links`, headers: device });
    expect(readDocument('links', (await appPhone(A)).body).text).toContain(freshUuid);
    expect((await appPhone(B)).headers['x-hwid-max-devices-reached']).toBe('true');
    // Once it is removed, the unknown apps must wait behind the phone that took its place.
    const unknown = (await devicesOf(fresh.id)).body.devices.find((d) => d.hwid === '');
    await t.request('DELETE', `/api/services/${fresh.id}/devices/${unknown?.id}`, { token: r.token });
    expect(readDocument('links', (await appPhone(B)).body).text).toContain(freshUuid);
    const full = await noId();
    expect(full.headers['x-hwid-max-devices-reached']).toBe('true');
    expect(readDocument('links', full.body).text).not.toContain(freshUuid);

    expect((await setRule('refuse')).status).toBe(200);
    for (const format of FORMATS) {
      const refused = await noId(format);
      expect(refused.statusCode, format).toBe(200);
      if (format === 'page') {
        // A browser is no device: it is not refused, but the page withholds the per-server links an app without an
        // id could use, and keeps the subscription address an app fetches as a device.
        expect(refused.headers['x-hwid-not-supported']).toBeUndefined();
        expect(refused.body).toContain('data-testid="ways-withheld"');
        expect(refused.body).toContain('data-testid="subscription-url"');
        expect(refused.body).not.toContain(freshUuid);
        continue;
      }
      expect(refused.headers['x-hwid-not-supported'], format).toBe('true');
      expect(refused.headers['x-hwid-limit'], format).toBe('true');
      expect(readDocument(format, refused.body).text, format).not.toContain(freshUuid);
      expect(readDocument(format, refused.body).names.join(' '), format).toContain(NO_ID_NOTICE);
    }
    // A device that sends its id is still served.
    expect(readDocument('links', (await appPhone(A)).body).text).toContain(freshUuid);
  });

  it('a renewal to another package takes its limits; the same package keeps what the reseller lowered', async () => {
    const renew = (serviceId: number, pkg: number) =>
      t.request<Service>('POST', '/api/services/charge', {
        token: r.token,
        body: { service_id: serviceId, package_id: pkg, mode: 'reset' },
      });
    const plain = await buy(await demoPackageId(t, 'یک ماهه ۳۰ گیگ'));
    const moved = await renew(plain.id, packageId);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ device_limit: 2, simultaneous_limit: 3 });
    await t.request('POST', '/api/services/limits', {
      token: r.token,
      body: { service_id: plain.id, device_limit: 1, simultaneous_limit: 1 },
    });
    const again = await renew(plain.id, packageId);
    expect(again.body).toMatchObject({ device_limit: 1, simultaneous_limit: 1 });
  });

  it('a package without a limit serves every device and keeps them for the reseller to see', async () => {
    const unlimited = await buy(await demoPackageId(t, 'یک ماهه ۳۰ گیگ'));
    const unlimitedUuid = await uuidOf(unlimited.id);
    expect(unlimited).toMatchObject({ device_limit: 0, simultaneous_limit: 0 });
    for (const device of [A, B, C]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/sub/${tokenOf(unlimited)}?format=links`,
        headers: device,
      });
      expect(readDocument('links', res.body).text).toContain(unlimitedUuid);
      expect(res.headers['x-hwid-limit']).toBeUndefined();
    }
    expect((await devicesOf(unlimited.id)).body.devices).toHaveLength(3);
  });
});
