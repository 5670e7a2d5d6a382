import { t as E } from './confirm-modal-Buw-II3V.js';
import { t as D } from './empty-state-Btny1RmZ.js';
import { t as F, n as P } from './field-errors-BfcQQgoX.js';
import { t as C } from './IconRefresh-huDhGtHx.js';
import { t as w } from './IconServerOff-yDOq1oN6.js';
import {
  O as a,
  a as c,
  i as d,
  m as f,
  y as h,
  I as i,
  at as l,
  st as m,
  Q as o,
  q as p,
  E as r,
  Y as s,
  b as u,
} from './index-B3ichRAS.js';
import { t as O } from './Modal-DKsxBwus.js';
import { t as k } from './NumberInput-B2qiK1Yq.js';
import { i as M, n as N } from './node.schemas-JosbSAnY.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { r as _, w as b, l as g, t as v, u as y } from './runtime-B8Ttn_BI.js';
import { t as A } from './Select-BFkHVZes.js';
import { t as x } from './SimpleGrid-BdsTzg9e.js';
import { t as j } from './Switch-ClKLhCYK.js';
import { n as T } from './status-badges-BAgY9nF6.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as S } from './Table-BPfsbF3o.js';

var I = [`admin`, `provisioning`],
  L = () => _({ queryKey: I, queryFn: () => a(i.state), refetchInterval: 1e4, staleTime: 0 }),
  R = y();
function z({ pending: e, failing: r, oldest: i }) {
  const a = [
    { id: `pending`, label: `کارهای در صف`, value: u(e) },
    { id: `failing`, label: `کارهای ناموفق`, value: u(r), color: r ? `red.7` : void 0 },
    { id: `oldest`, label: `قدیمی‌ترین کار`, value: i ? h(i) : `صف خالی است` },
  ];
  return (0, R.jsx)(x, {
    cols: { base: 1, xs: 3 },
    spacing: `sm`,
    'data-testid': `provisioning-backlog`,
    children: a.map((e) =>
      (0, R.jsx)(
        m,
        {
          withBorder: !0,
          radius: `md`,
          p: `md`,
          children: (0, R.jsxs)(n, {
            gap: 2,
            children: [
              (0, R.jsx)(t, { size: `xs`, c: `dimmed`, children: e.label }),
              (0, R.jsx)(t, { fw: 700, c: e.color, 'data-testid': `backlog-${e.id}`, children: e.value }),
            ],
          }),
        },
        e.id,
      ),
    ),
  });
}
var B = e(b()),
  V = (e) => a(i.resync, { params: { id: e } });
function H() {
  const e = g();
  return v({ mutationFn: V, onSuccess: () => e.invalidateQueries({ queryKey: I }) });
}
var U = ({ id: e, body: t }) => (e ? a(i.update, { params: { id: e }, body: t }) : a(i.create, { body: t }));
function W() {
  const e = g();
  return v({
    mutationFn: U,
    onSuccess: () =>
      Promise.all([e.invalidateQueries({ queryKey: I }), e.invalidateQueries({ queryKey: [`admin`, `nodes`] })]),
  });
}
function G({ node: e, onClose: t }) {
  const r = W(),
    [i, a] = (0, B.useState)({
      name: e?.name ?? ``,
      api_address: e?.api_address ?? ``,
      inbound_tag: e?.inbound_tag ?? ``,
      protocol: e?.protocol ?? `vless`,
      host: e?.host ?? ``,
      port: e?.port ?? 443,
      transport: e?.transport ?? `tcp`,
      tls: e?.tls ?? !1,
      path: e?.path ?? ``,
      sni: e?.sni ?? ``,
      active: e?.active ?? !0,
    }),
    c = (e, t) => a((n) => ({ ...n, [e]: t })),
    [u, d] = (0, B.useState)({}),
    p = (n) => {
      n.preventDefault();
      const a = { ...i, port: P(i.port) },
        o = (e ? M : N).safeParse(a);
      if (!o.success) return d(F(o.error));
      d({}),
        r.mutate(
          { id: e?.id, body: o.data },
          {
            onSuccess: () => {
              t(), f(e ? `نود ویرایش شد` : `نود افزوده شد`);
            },
          },
        );
    },
    m = (e, t, n = {}) =>
      (0, R.jsx)(s, {
        label: t,
        value: i[e],
        onChange: (t) => c(e, t.currentTarget.value),
        error: u[e],
        'data-testid': `node-${e}`,
        ...n,
      });
  return (0, R.jsx)(O, {
    opened: !0,
    onClose: t,
    title: e ? `ویرایش ${e.name}` : `افزودن نود`,
    centered: !0,
    size: `lg`,
    'data-testid': `node-dialog`,
    children: (0, R.jsx)(`form`, {
      onSubmit: p,
      noValidate: !0,
      children: (0, R.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, R.jsxs)(x, {
            cols: { base: 1, sm: 2 },
            spacing: `sm`,
            children: [
              m(`name`, `نام نود`, { withAsterisk: !0 }),
              m(`api_address`, `نشانی API (gRPC)`, { withAsterisk: !0, dir: `ltr`, placeholder: `127.0.0.1:10085` }),
              m(`inbound_tag`, `برچسب inbound`, { withAsterisk: !0, dir: `ltr` }),
              (0, R.jsx)(A, {
                label: `پروتکل`,
                data: [
                  { value: `vless`, label: `VLESS` },
                  { value: `vmess`, label: `VMess` },
                ],
                value: i.protocol,
                onChange: (e) => c(`protocol`, e ?? `vless`),
                allowDeselect: !1,
                error: u.protocol,
                comboboxProps: { withinPortal: !0 },
              }),
              m(`host`, `نشانی عمومی`, { withAsterisk: !0, dir: `ltr`, description: `در لینک اشتراک` }),
              (0, R.jsx)(k, {
                label: `پورت عمومی`,
                withAsterisk: !0,
                value: i.port,
                onChange: (e) => c(`port`, e),
                min: 1,
                max: 65535,
                allowDecimal: !1,
                allowNegative: !1,
                error: u.port,
                'data-testid': `node-port`,
              }),
              (0, R.jsx)(A, {
                label: `نوع انتقال`,
                data: [
                  { value: `tcp`, label: `TCP` },
                  { value: `ws`, label: `WebSocket` },
                  { value: `grpc`, label: `gRPC` },
                ],
                value: i.transport,
                onChange: (e) => c(`transport`, e ?? `tcp`),
                allowDeselect: !1,
                error: u.transport,
                comboboxProps: { withinPortal: !0 },
              }),
              m(`path`, `مسیر (ws) یا نام سرویس (gRPC)`, { dir: `ltr` }),
              m(`sni`, `SNI`, { dir: `ltr` }),
            ],
          }),
          (0, R.jsxs)(l, {
            gap: `lg`,
            children: [
              (0, R.jsx)(j, { label: `TLS`, checked: i.tls, onChange: (e) => c(`tls`, e.currentTarget.checked) }),
              (0, R.jsx)(j, {
                label: `فعال`,
                checked: i.active,
                onChange: (e) => c(`active`, e.currentTarget.checked),
                'data-testid': `node-active`,
              }),
            ],
          }),
          (0, R.jsxs)(l, {
            justify: `flex-end`,
            children: [
              (0, R.jsx)(o, { variant: `default`, onClick: t, children: `انصراف` }),
              (0, R.jsx)(o, {
                type: `submit`,
                loading: r.isPending,
                'data-testid': `node-submit`,
                children: e ? `ثبت تغییرات` : `افزودن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function K({ nodes: e }) {
  const [n, i] = (0, B.useState)(),
    [a, s] = (0, B.useState)(),
    c = H();
  return (0, R.jsxs)(R.Fragment, {
    children: [
      (0, R.jsx)(l, {
        justify: `flex-end`,
        children: (0, R.jsx)(o, { onClick: () => i(null), 'data-testid': `add-node`, children: `افزودن نود` }),
      }),
      (0, R.jsx)(m, {
        withBorder: !0,
        radius: `md`,
        children:
          e.length === 0
            ? (0, R.jsx)(D, { icon: w, title: `هنوز نودی تعریف نشده است`, testId: `nodes-empty` })
            : (0, R.jsx)(S.ScrollContainer, {
                minWidth: 860,
                type: `native`,
                children: (0, R.jsxs)(S, {
                  striped: !0,
                  verticalSpacing: `sm`,
                  'data-testid': `nodes-table`,
                  children: [
                    (0, R.jsx)(S.Thead, {
                      children: (0, R.jsxs)(S.Tr, {
                        children: [
                          (0, R.jsx)(S.Th, { children: `نود` }),
                          (0, R.jsx)(S.Th, { children: `وضعیت` }),
                          (0, R.jsx)(S.Th, { children: `کاربران` }),
                          (0, R.jsx)(S.Th, { children: `آخرین پاسخ` }),
                          (0, R.jsx)(S.Th, { children: `آخرین خطا` }),
                          (0, R.jsx)(S.Th, { 'aria-label': `کارها` }),
                        ],
                      }),
                    }),
                    (0, R.jsx)(S.Tbody, {
                      children: e.map((e) =>
                        (0, R.jsxs)(
                          S.Tr,
                          {
                            'data-testid': `node-row`,
                            'data-name': e.name,
                            'data-status': e.status,
                            children: [
                              (0, R.jsxs)(S.Td, {
                                children: [
                                  (0, R.jsx)(t, { size: `sm`, fw: 600, children: e.name }),
                                  (0, R.jsxs)(t, {
                                    size: `xs`,
                                    c: `dimmed`,
                                    dir: `ltr`,
                                    ta: `right`,
                                    children: [e.protocol, `://`, e.host, `:`, e.port],
                                  }),
                                  !e.active && (0, R.jsx)(t, { size: `xs`, c: `orange.8`, children: `غیرفعال` }),
                                ],
                              }),
                              (0, R.jsx)(S.Td, { children: (0, R.jsx)(T, { status: e.status }) }),
                              (0, R.jsx)(S.Td, { 'data-testid': `node-users`, children: u(e.users) }),
                              (0, R.jsx)(S.Td, {
                                style: { whiteSpace: `nowrap` },
                                children: e.last_seen_at ? h(e.last_seen_at) : `هرگز`,
                              }),
                              (0, R.jsx)(S.Td, {
                                maw: 260,
                                children: (0, R.jsx)(t, {
                                  size: `xs`,
                                  c: e.last_error ? `red.7` : `dimmed`,
                                  style: { overflowWrap: `anywhere` },
                                  children: e.last_error || `—`,
                                }),
                              }),
                              (0, R.jsx)(S.Td, {
                                children: (0, R.jsxs)(l, {
                                  gap: 4,
                                  wrap: `nowrap`,
                                  children: [
                                    (0, R.jsx)(o, {
                                      size: `xs`,
                                      variant: `subtle`,
                                      onClick: () => i(e),
                                      'data-testid': `edit-node`,
                                      children: `ویرایش`,
                                    }),
                                    (0, R.jsx)(o, {
                                      size: `xs`,
                                      variant: `light`,
                                      color: `orange`,
                                      leftSection: (0, R.jsx)(C, { size: 14, 'aria-hidden': !0 }),
                                      onClick: () => s(e),
                                      'data-testid': `resync-node`,
                                      children: `همگام‌سازی`,
                                    }),
                                  ],
                                }),
                              }),
                            ],
                          },
                          e.id,
                        ),
                      ),
                    }),
                  ],
                }),
              }),
      }),
      n !== void 0 && (0, R.jsx)(G, { node: n, onClose: () => i(void 0) }),
      a &&
        (0, R.jsx)(E, {
          title: `همگام‌سازی ${a.name}`,
          warning: `پنل فراموش می‌کند این نود چه کاربرانی دارد و همه‌ی سرویس‌های زنده را دوباره روی آن می‌سازد یا از آن برمی‌دارد.`,
          message: `تا چند ثانیه صف ساخت سرویس‌ها بلندتر می‌شود؛ کاربران ${r(a.users)} نفری این نود قطع نمی‌شوند. ادامه می‌دهید؟`,
          confirmLabel: `همگام‌سازی`,
          busy: c.isPending,
          onConfirm: () => {
            a &&
              c.mutate(a.id, {
                onSuccess: (e) => {
                  s(void 0), f(e.message);
                },
              });
          },
          onClose: () => s(void 0),
          testId: `resync-confirm`,
        }),
    ],
  });
}
function q() {
  c(`نودها`);
  const { data: e } = L();
  return (0, R.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-nodes`,
    children: [
      (0, R.jsx)(p, { order: 1, size: `h3`, children: `نودها` }),
      e
        ? (0, R.jsxs)(R.Fragment, {
            children: [
              (0, R.jsx)(z, { pending: e.pending_jobs, failing: e.failing_jobs, oldest: e.oldest_pending_at }),
              (0, R.jsx)(K, { nodes: e.nodes }),
            ],
          })
        : (0, R.jsx)(d, { fullScreen: !1 }),
    ],
  });
}

export { q as AdminNodesRoute };
