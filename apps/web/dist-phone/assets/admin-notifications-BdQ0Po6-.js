import { t as C } from './Badge-DCsC8PGu.js';
import { _ as A, a as j, g as M, n as N, y as P } from './common-CVhYgptH.js';
import { t as T } from './confirm-modal-Buw-II3V.js';
import { t as E } from './empty-state-Btny1RmZ.js';
import { t as F } from './field-errors-BfcQQgoX.js';
import { t as w } from './IconBellOff-DMJG6a2d.js';
import {
  L as a,
  Y as c,
  i as d,
  it as f,
  v as g,
  st as h,
  G as i,
  a as l,
  q as m,
  O as o,
  m as p,
  E as r,
  Q as s,
  at as u,
} from './index-B3ichRAS.js';
import { t as D } from './Modal-DKsxBwus.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { d as _, t as b, w as S, l as v, u as x, r as y } from './runtime-B8Ttn_BI.js';
import { t as O } from './SegmentedControl-B5dOM2xL.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as k } from './Textarea-BvlYfSYl.js';
import { t as I } from './user-picker-Clzw0ygZ.js';

A({ id: M().int(), title: P(), body: P(), jdate: P(), created_at: P() }).extend({ user_id: M().int().nullable() });
var L = A({
    title: j(`عنوان اعلان نمی‌تواند خالی باشد`, 200),
    body: j(`متن اعلان نمی‌تواند خالی باشد`, 5e3),
    user_id: M().int().positive(`کاربر معتبر نیست`).max(N, `کاربر معتبر نیست`).nullish(),
  }),
  R = [`admin`, `notifications`],
  z = () => y({ queryKey: R, queryFn: () => o(a.list) }),
  B = e(S()),
  V = (e) => o(a.remove, { params: { id: e } });
function H() {
  const e = v();
  return b({ mutationFn: V, onSuccess: () => e.invalidateQueries({ queryKey: R }) });
}
var U = ({ id: e, body: t }) => (e ? o(a.update, { params: { id: e }, body: t }) : o(a.create, { body: t }));
function W() {
  const e = v();
  return b({ mutationFn: U, onSuccess: () => e.invalidateQueries({ queryKey: R }) });
}
var G = x();
function K({ notification: e, onClose: r }) {
  const i = W(),
    [a, o] = (0, B.useState)(e?.title ?? ``),
    [l, d] = (0, B.useState)(e?.body ?? ``),
    [f, m] = (0, B.useState)(e?.user_id ? `one` : `all`),
    [h, g] = (0, B.useState)(e?.user_id ?? void 0),
    [_, v] = (0, B.useState)({});
  return (0, G.jsx)(D, {
    opened: !0,
    onClose: r,
    title: e ? `ویرایش اعلان` : `اعلان تازه`,
    centered: !0,
    size: `lg`,
    'data-testid': `notification-dialog`,
    children: (0, G.jsx)(`form`, {
      onSubmit: (t) => {
        if ((t.preventDefault(), f === `one` && !h)) return v({ user_id: `فروشنده را انتخاب کنید` });
        const n = L.safeParse({ title: a, body: l, user_id: f === `one` ? h : null });
        if (!n.success) return v(F(n.error));
        v({}),
          i.mutate(
            { id: e?.id, body: n.data },
            {
              onSuccess: () => {
                r(), p(e ? `اعلان ویرایش شد` : `اعلان فرستاده شد`);
              },
            },
          );
      },
      noValidate: !0,
      children: (0, G.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, G.jsx)(O, {
            data: [
              { value: `all`, label: `همه‌ی فروشندگان` },
              { value: `one`, label: `یک فروشنده` },
            ],
            value: f,
            onChange: m,
            'data-testid': `notification-audience`,
          }),
          f === `one` &&
            (0, G.jsxs)(n, {
              gap: 4,
              children: [
                (0, G.jsx)(I, {
                  value: h,
                  onChange: g,
                  label: `فروشنده`,
                  placeholder: `نام یا موبایل را بنویسید`,
                  testId: `notification-user`,
                }),
                _.user_id &&
                  (0, G.jsx)(t, {
                    size: `xs`,
                    c: `red`,
                    'data-testid': `notification-user-error`,
                    children: _.user_id,
                  }),
              ],
            }),
          (0, G.jsx)(c, {
            label: `عنوان`,
            withAsterisk: !0,
            value: a,
            onChange: (e) => o(e.currentTarget.value),
            error: _.title,
            'data-testid': `notification-title`,
          }),
          (0, G.jsx)(k, {
            label: `متن`,
            withAsterisk: !0,
            autosize: !0,
            minRows: 4,
            value: l,
            onChange: (e) => d(e.currentTarget.value),
            error: _.body,
            'data-testid': `notification-body`,
          }),
          (0, G.jsxs)(u, {
            justify: `flex-end`,
            children: [
              (0, G.jsx)(s, { variant: `default`, onClick: r, children: `انصراف` }),
              (0, G.jsx)(s, {
                type: `submit`,
                loading: i.isPending,
                'data-testid': `notification-submit`,
                children: e ? `ثبت تغییرات` : `فرستادن`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function q({ userId: e }) {
  const t = y({
    queryKey: [`admin`, `users`, `one`, e],
    queryFn: () => o(i.get, { params: { id: e ?? 0 } }),
    enabled: e !== null,
    meta: { quiet: !0 },
  });
  return e === null
    ? (0, G.jsx)(C, {
        variant: `light`,
        color: `blue`,
        'data-testid': `notification-recipient`,
        children: `همه‌ی فروشندگان`,
      })
    : (0, G.jsx)(f, {
        component: _,
        to: `/admin/resellers/${e}`,
        size: `sm`,
        'data-testid': `notification-recipient`,
        children: t.data ? t.data.name || r(t.data.mobile) : `فروشنده‌ی ${r(e)}`,
      });
}
function J({ rows: e }) {
  const [r, i] = (0, B.useState)(),
    [a, o] = (0, B.useState)(),
    c = H();
  return (0, G.jsxs)(n, {
    gap: `md`,
    children: [
      (0, G.jsx)(u, {
        justify: `flex-end`,
        children: (0, G.jsx)(s, { onClick: () => i(null), 'data-testid': `add-notification`, children: `اعلان تازه` }),
      }),
      e.length === 0
        ? (0, G.jsx)(h, {
            withBorder: !0,
            radius: `md`,
            children: (0, G.jsx)(E, { icon: w, title: `هنوز اعلانی فرستاده نشده است`, testId: `notifications-empty` }),
          })
        : e.map((e) =>
            (0, G.jsx)(
              h,
              {
                withBorder: !0,
                radius: `md`,
                p: `md`,
                'data-testid': `notification-row`,
                'data-title': e.title,
                children: (0, G.jsxs)(n, {
                  gap: `xs`,
                  children: [
                    (0, G.jsxs)(u, {
                      justify: `space-between`,
                      align: `flex-start`,
                      gap: `xs`,
                      children: [
                        (0, G.jsxs)(n, {
                          gap: 2,
                          style: { minWidth: 0, flex: 1 },
                          children: [
                            (0, G.jsx)(t, { fw: 700, style: { overflowWrap: `anywhere` }, children: e.title }),
                            (0, G.jsxs)(u, {
                              gap: `xs`,
                              children: [
                                (0, G.jsx)(t, { size: `xs`, c: `dimmed`, children: g(e.jdate) }),
                                (0, G.jsx)(q, { userId: e.user_id }),
                              ],
                            }),
                          ],
                        }),
                        (0, G.jsxs)(u, {
                          gap: 4,
                          wrap: `nowrap`,
                          children: [
                            (0, G.jsx)(s, {
                              size: `xs`,
                              variant: `subtle`,
                              onClick: () => i(e),
                              'data-testid': `edit-notification`,
                              children: `ویرایش`,
                            }),
                            (0, G.jsx)(s, {
                              size: `xs`,
                              variant: `subtle`,
                              color: `red`,
                              onClick: () => o(e),
                              'data-testid': `delete-notification`,
                              children: `حذف`,
                            }),
                          ],
                        }),
                      ],
                    }),
                    (0, G.jsx)(t, {
                      size: `sm`,
                      style: { whiteSpace: `pre-line`, overflowWrap: `anywhere` },
                      lineClamp: 4,
                      children: e.body,
                    }),
                  ],
                }),
              },
              e.id,
            ),
          ),
      r !== void 0 && (0, G.jsx)(K, { notification: r, onClose: () => i(void 0) }),
      a &&
        (0, G.jsx)(T, {
          title: `حذف اعلان`,
          message: `«${a.title}» از پنل فروشندگان برداشته شود؟`,
          confirmLabel: `حذف`,
          busy: c.isPending,
          onConfirm: () =>
            c.mutate(a.id, {
              onSuccess: () => {
                o(void 0), p(`اعلان حذف شد`);
              },
            }),
          onClose: () => o(void 0),
          testId: `notification-delete-confirm`,
        }),
    ],
  });
}
function Y() {
  l(`اعلان‌ها`);
  const { data: e } = z();
  return (0, G.jsxs)(n, {
    gap: `md`,
    'data-testid': `admin-notifications`,
    children: [
      (0, G.jsx)(m, { order: 1, size: `h3`, children: `اعلان‌ها` }),
      e ? (0, G.jsx)(J, { rows: [...e].sort((e, t) => t.id - e.id) }) : (0, G.jsx)(d, { fullScreen: !1 }),
    ],
  });
}

export { Y as AdminNotificationsRoute };
