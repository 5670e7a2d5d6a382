import { n as a, y as c, _ as e, m as i, f as n, o, g as r, p as s, a as t } from './common-CVhYgptH.js';

var l = e({
    id: r().int(),
    name: c(),
    api_address: c(),
    inbound_tag: c(),
    protocol: n([`vless`, `vmess`]),
    host: c(),
    port: r().int(),
    transport: n([`tcp`, `ws`, `grpc`]),
    tls: i(),
    path: c(),
    sni: c(),
    active: i(),
    status: n([`unknown`, `up`, `down`]),
    last_seen_at: c().nullable(),
    last_error: c(),
    users: r().int(),
  }),
  u = {
    name: t(`نام سرور نمی‌تواند خالی باشد`, 100),
    api_address: c({ error: `نشانی API را وارد کنید` })
      .trim()
      .regex(/^[\w.-]+:\d{1,5}$|^\[[\da-fA-F:]+\]:\d{1,5}$/, `نشانی API باید به شکل host:port باشد`),
    inbound_tag: t(`برچسب inbound نمی‌تواند خالی باشد`, 100),
    protocol: n([`vless`, `vmess`], { error: `پروتکل باید vless یا vmess باشد` }),
    host: t(`نشانی عمومی سرور نمی‌تواند خالی باشد`, 255),
    port: r({ error: `پورت باید عدد باشد` }).int().min(1, `پورت معتبر نیست`).max(65535, `پورت معتبر نیست`),
    transport: n([`tcp`, `ws`, `grpc`], { error: `نوع انتقال باید tcp، ws یا grpc باشد` }),
    tls: i(),
    path: o(255),
    sni: o(255),
    active: i(),
  },
  d = e({
    ...u,
    transport: u.transport.default(`tcp`),
    tls: u.tls.default(!1),
    path: u.path.default(``),
    sni: u.sni.default(``),
    active: u.active.default(!0),
  }),
  f = e(u).partial();
e({ node_ids: s(r().int().positive(`سرور معتبر نیست`).max(a, `سرور معتبر نیست`)).max(100) }),
  e({ nodes: s(l), pending_jobs: r().int(), failing_jobs: r().int(), oldest_pending_at: c().nullable() }),
  e({ id: r().int(), nasname: c(), shortname: c(), type: c(), secret: c(), description: c() });
var p = {
    nasname: c({ error: `نشانی NAS را وارد کنید` })
      .trim()
      .min(1, `نشانی NAS را وارد کنید`)
      .max(128, `نشانی NAS حداکثر ۱۲۸ نویسه است`)
      .regex(/^[\w.:/-]+$/, `نشانی NAS باید IP، بازه‌ی CIDR یا نام میزبان باشد`),
    shortname: t(`نام کوتاه NAS نمی‌تواند خالی باشد`, 32),
    type: n([`other`, `cisco`, `mikrotik`, `openvpn`, `ocserv`], { error: `نوع NAS معتبر نیست` }),
    secret: c({ error: `رمز مشترک را وارد کنید` })
      .min(6, `رمز مشترک دست‌کم ۶ نویسه است`)
      .max(60, `رمز مشترک حداکثر ۶۰ نویسه است`),
    description: o(200),
  },
  m = e({ ...p, type: p.type.default(`other`), description: p.description.default(``) }),
  h = e(p).partial();

export { d as n, f as i, h as r, m as t };
