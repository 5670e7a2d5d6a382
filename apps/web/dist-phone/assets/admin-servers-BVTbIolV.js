import { i as T } from './catalogue.schemas-BaaTA4LA.js';
import { t as S } from './confirm-modal-Buw-II3V.js';
import { t as C } from './empty-state-Btny1RmZ.js';
import { t as E } from './IconPlus-xu_WQQyt.js';
import { t as x } from './IconServerOff-yDOq1oN6.js';
import { t as D } from './IconTrash-BPhFJnCp.js';
import {
  Q as a,
  at as c,
  ot as d,
  q as f,
  O as i,
  i as l,
  Y as o,
  st as p,
  N as r,
  a as s,
  m as u,
} from './index-B3ichRAS.js';
import { t as w } from './Modal-DKsxBwus.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { u as _, t as g, r as h, l as m, w as v } from './runtime-B8Ttn_BI.js';
import { t as y } from './SimpleGrid-BdsTzg9e.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as b } from './Table-BPfsbF3o.js';

var O = [`admin`, `serverinfos`],
  k = () => h({ queryKey: O, queryFn: () => i(r.adminServerInfos) }),
  A = e(v()),
  j = (e) => i(r.deleteServerInfo, { params: { id: e } });
function M() {
  const e = m();
  return g({ mutationFn: j, onSuccess: () => e.invalidateQueries({ queryKey: O }) });
}
var N = ({ id: e, body: t }) =>
  e ? i(r.updateServerInfo, { params: { id: e }, body: t }) : i(r.createServerInfo, { body: t });
function P() {
  const e = m();
  return g({ mutationFn: N, onSuccess: () => e.invalidateQueries({ queryKey: O }) });
}
var F = _();
function I({ card: e, onClose: r }) {
  const i = P(),
    [s, l] = (0, A.useState)(e?.name ?? ``),
    [f, p] = (0, A.useState)(e?.items.length ? e.items : [{ title: ``, value: `` }]),
    [m, h] = (0, A.useState)([]),
    g = (e, t, n) => p((r) => r.map((r, i) => (i === e ? { ...r, [t]: n } : r)));
  return (0, F.jsx)(w, {
    opened: !0,
    onClose: r,
    title: e ? `ویرایش ${e.name}` : `افزودن کارت سرور`,
    centered: !0,
    size: `lg`,
    'data-testid': `serverinfo-dialog`,
    children: (0, F.jsx)(`form`, {
      onSubmit: (t) => {
        t.preventDefault();
        const n = T.safeParse({ name: s, items: f.filter((e) => e.title || e.value) });
        if (!n.success) return h([...new Set(n.error.issues.map((e) => e.message))]);
        h([]),
          i.mutate(
            { id: e?.id, body: n.data },
            {
              onSuccess: () => {
                r(), u(e ? `کارت سرور ویرایش شد` : `کارت سرور ساخته شد`);
              },
            },
          );
      },
      noValidate: !0,
      children: (0, F.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, F.jsx)(o, {
            label: `نام سرور`,
            withAsterisk: !0,
            value: s,
            onChange: (e) => l(e.currentTarget.value),
            'data-testid': `serverinfo-name`,
          }),
          f.map((e, t) =>
            (0, F.jsxs)(
              c,
              {
                gap: `xs`,
                wrap: `nowrap`,
                align: `flex-end`,
                children: [
                  (0, F.jsx)(o, {
                    label: t === 0 ? `عنوان` : void 0,
                    placeholder: `مثلاً آدرس`,
                    value: e.title,
                    onChange: (e) => g(t, `title`, e.currentTarget.value),
                    style: { flex: 1, minWidth: 0 },
                    'data-testid': `serverinfo-title`,
                  }),
                  (0, F.jsx)(o, {
                    label: t === 0 ? `مقدار` : void 0,
                    value: e.value,
                    onChange: (e) => g(t, `value`, e.currentTarget.value),
                    style: { flex: 1, minWidth: 0 },
                    'data-testid': `serverinfo-value`,
                  }),
                  (0, F.jsx)(d, {
                    variant: `subtle`,
                    color: `red`,
                    size: `lg`,
                    'aria-label': `حذف این سطر`,
                    onClick: () => p((e) => e.filter((e, n) => n !== t)),
                    children: (0, F.jsx)(D, { size: 16, 'aria-hidden': !0 }),
                  }),
                ],
              },
              t,
            ),
          ),
          (0, F.jsx)(c, {
            children: (0, F.jsx)(a, {
              variant: `light`,
              size: `xs`,
              leftSection: (0, F.jsx)(E, { size: 14, 'aria-hidden': !0 }),
              onClick: () => p((e) => [...e, { title: ``, value: `` }]),
              'data-testid': `serverinfo-add-line`,
              children: `سطر تازه`,
            }),
          }),
          m.map((e) => (0, F.jsx)(t, { size: `sm`, c: `red`, 'data-testid': `serverinfo-error`, children: e }, e)),
          (0, F.jsxs)(c, {
            justify: `flex-end`,
            children: [
              (0, F.jsx)(a, { variant: `default`, onClick: r, children: `انصراف` }),
              (0, F.jsx)(a, {
                type: `submit`,
                loading: i.isPending,
                'data-testid': `serverinfo-submit`,
                children: e ? `ثبت تغییرات` : `افزودن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function L({ cards: e }) {
  const [r, i] = (0, A.useState)(),
    [o, s] = (0, A.useState)(),
    l = M();
  return (0, F.jsxs)(n, {
    gap: `md`,
    children: [
      (0, F.jsx)(c, {
        justify: `flex-end`,
        children: (0, F.jsx)(a, {
          onClick: () => i(null),
          'data-testid': `add-serverinfo`,
          children: `افزودن کارت سرور`,
        }),
      }),
      e.length === 0
        ? (0, F.jsx)(p, {
            withBorder: !0,
            radius: `md`,
            children: (0, F.jsx)(C, { icon: x, title: `هنوز کارت سروری ساخته نشده است`, testId: `serverinfos-empty` }),
          })
        : (0, F.jsx)(y, {
            cols: { base: 1, sm: 2, lg: 3 },
            spacing: `md`,
            children: e.map((e) =>
              (0, F.jsx)(
                p,
                {
                  withBorder: !0,
                  radius: `md`,
                  p: `md`,
                  'data-testid': `serverinfo-card`,
                  'data-name': e.name,
                  children: (0, F.jsxs)(n, {
                    gap: `sm`,
                    children: [
                      (0, F.jsx)(t, { fw: 700, children: e.name }),
                      (0, F.jsx)(b, {
                        verticalSpacing: 4,
                        fz: `sm`,
                        children: (0, F.jsx)(b.Tbody, {
                          children: e.items.map((e, t) =>
                            (0, F.jsxs)(
                              b.Tr,
                              {
                                children: [
                                  (0, F.jsx)(b.Td, { c: `dimmed`, w: `40%`, children: e.title }),
                                  (0, F.jsx)(b.Td, { style: { overflowWrap: `anywhere` }, children: e.value }),
                                ],
                              },
                              t,
                            ),
                          ),
                        }),
                      }),
                      (0, F.jsxs)(c, {
                        gap: `xs`,
                        justify: `flex-end`,
                        children: [
                          (0, F.jsx)(a, {
                            size: `xs`,
                            variant: `subtle`,
                            onClick: () => i(e),
                            'data-testid': `edit-serverinfo`,
                            children: `ویرایش`,
                          }),
                          (0, F.jsx)(a, {
                            size: `xs`,
                            variant: `subtle`,
                            color: `red`,
                            onClick: () => s(e),
                            'data-testid': `delete-serverinfo`,
                            children: `حذف`,
                          }),
                        ],
                      }),
                    ],
                  }),
                },
                e.id,
              ),
            ),
          }),
      r !== void 0 && (0, F.jsx)(I, { card: r, onClose: () => i(void 0) }),
      o &&
        (0, F.jsx)(S, {
          title: `حذف ${o.name}`,
          message: `این کارت از پنل فروشندگان برداشته شود؟`,
          confirmLabel: `حذف`,
          busy: l.isPending,
          onConfirm: () =>
            l.mutate(o.id, {
              onSuccess: () => {
                s(void 0), u(`کارت سرور حذف شد`);
              },
            }),
          onClose: () => s(void 0),
          testId: `serverinfo-delete-confirm`,
        }),
    ],
  });
}
function R() {
  s(`اطلاعات سرورها`);
  const { data: e } = k();
  return (0, F.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-servers`,
    children: [
      (0, F.jsx)(f, { order: 1, size: `h3`, children: `اطلاعات سرورها` }),
      e ? (0, F.jsx)(L, { cards: e }) : (0, F.jsx)(l, { fullScreen: !1 }),
    ],
  });
}

export { R as AdminServersRoute };
