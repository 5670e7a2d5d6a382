import { t as r } from './Badge-DCsC8PGu.js';
import { t as ee } from './confirm-modal-Buw-II3V.js';
import { t as ne, n as te } from './edit-delete-actions-B0ptbSGZ.js';
import { t as E } from './empty-state-Btny1RmZ.js';
import { t as v } from './IconCreditCard-DJzsBkMO.js';
import { t as y } from './IconPlus-xu_WQQyt.js';
import { t as ae } from './IconTrash-BPhFJnCp.js';
import {
  O as a,
  a as c,
  i as d,
  m as f,
  st as h,
  H as i,
  at as l,
  q as m,
  Q as o,
  ot as p,
  Y as s,
  b as u,
} from './index-B3ichRAS.js';
import { t as re } from './Modal-DKsxBwus.js';
import { t as k } from './NumberInput-B2qiK1Yq.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { l as b, t as C, r as S, w as T, u as w, n as x } from './runtime-B8Ttn_BI.js';
import { t as A } from './Select-BFkHVZes.js';
import { t as ie } from './SimpleGrid-BdsTzg9e.js';
import { t as j } from './Switch-ClKLhCYK.js';
import { o as D, s as O } from './store.schemas-D3xepYnL.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { n as oe } from './store-disabled--8nNBhIy.js';
import { t as g } from './Table-BPfsbF3o.js';
import { t as M } from './Tooltip-DeNYR9sI.js';
import { a as _ } from './Transition-Cx7H30U_.js';

var N = e(T()),
  P = [`store`, `my-methods`],
  F = () => a(i.myMethods),
  I = () => x({ queryKey: P, queryFn: F, staleTime: 0 }),
  L = () => S(I()),
  R = (e) => a(i.deleteMethod, { params: { id: e } });
function z() {
  const e = b();
  return C({ mutationFn: R, onSuccess: () => e.invalidateQueries({ queryKey: P }) });
}
var B = w();
function V({ method: e, onClose: t }) {
  const n = z();
  return (0, B.jsx)(ee, {
    title: `حذف درگاه`,
    message: `درگاه «${e.name}» از فروشگاه شما حذف می‌شود. مطمئن هستید؟`,
    confirmLabel: `حذف`,
    busy: n.isPending,
    onClose: t,
    testId: `delete-method-dialog`,
    onConfirm: () =>
      n.mutate(e.id, {
        onSuccess: () => {
          t(), f(`درگاه حذف شد`);
        },
      }),
  });
}
var H = {
    merchant_id: `کد مرچنت`,
    merchant: `شناسه‌ی فروشنده`,
    api_key: `کلید دسترسی`,
    card_number: `شماره‌ی کارت`,
    holder_name: `نام صاحب کارت`,
  },
  U = (e) => H[e] ?? e,
  W = (e, t) => (D(e) ? O(t) : t),
  G = (e) => a(i.createMethod, { body: e });
function K() {
  const e = b();
  return C({ mutationFn: G, onSuccess: () => e.invalidateQueries({ queryKey: P }) });
}
var se = () => a(i.paymentMethods),
  ce = () => x({ queryKey: [`store`, `available-methods`], queryFn: se, staleTime: 6e4 }),
  le = () => S(ce()),
  ue = ({ id: e, body: t }) => a(i.updateMethod, { params: { id: e }, body: t });
function q() {
  const e = b();
  return C({ mutationFn: ue, onSuccess: () => e.invalidateQueries({ queryKey: P }) });
}
function de({ keys: e, items: r, onChange: i }) {
  const [a, c] = (0, N.useState)(null),
    [u, d] = (0, N.useState)(``),
    f = !!a?.trim() && u.trim() !== ``,
    m = () => {
      if (!a || !f) return;
      const e = { name: a, value: u.trim() },
        t = r.findIndex((e) => e.name === a);
      i(t === -1 ? [...r, e] : r.map((n, r) => (r === t ? e : n))), c(null), d(``);
    };
  return (0, B.jsxs)(n, {
    gap: `xs`,
    'data-testid': `key-pairs`,
    children: [
      (0, B.jsx)(t, { size: `sm`, fw: 500, children: `کلیدهای درگاه` }),
      (0, B.jsxs)(l, {
        align: `flex-end`,
        gap: `xs`,
        wrap: `wrap`,
        children: [
          (0, B.jsx)(A, {
            label: `عنوان کلید`,
            placeholder: e.length ? `انتخاب کنید` : `اول درگاه را انتخاب کنید`,
            data: e.map((e) => ({ value: e, label: U(e) })),
            value: a,
            onChange: c,
            disabled: e.length === 0,
            checkIconPosition: `left`,
            style: { flex: `1 1 9rem` },
            'data-testid': `key-title`,
          }),
          (0, B.jsx)(s, {
            label: `مقدار`,
            value: u,
            onChange: (e) => d(e.currentTarget.value),
            onKeyDown: (e) => {
              e.key === `Enter` && (e.preventDefault(), m());
            },
            dir: `auto`,
            autoComplete: `off`,
            style: { flex: `2 1 12rem` },
            'data-testid': `key-value`,
          }),
          (0, B.jsx)(o, {
            variant: `light`,
            leftSection: (0, B.jsx)(y, { size: 16, 'aria-hidden': !0 }),
            disabled: !f,
            onClick: m,
            'data-testid': `key-add`,
            children: `افزودن`,
          }),
        ],
      }),
      r.length === 0
        ? (0, B.jsx)(t, {
            size: `sm`,
            c: `dimmed`,
            'data-testid': `key-pairs-empty`,
            children: `هنوز کلیدی اضافه نشده است.`,
          })
        : (0, B.jsx)(h, {
            withBorder: !0,
            radius: `md`,
            p: `xs`,
            children: (0, B.jsx)(n, {
              gap: 4,
              children: r.map((e) =>
                (0, B.jsxs)(
                  l,
                  {
                    justify: `space-between`,
                    wrap: `nowrap`,
                    gap: `xs`,
                    'data-testid': `key-pair`,
                    children: [
                      (0, B.jsxs)(t, {
                        size: `sm`,
                        style: { minWidth: 0, overflowWrap: `anywhere` },
                        children: [
                          (0, B.jsx)(t, { span: !0, fw: 600, 'data-testid': `key-pair-name`, children: U(e.name) }),
                          `: `,
                          (0, B.jsx)(t, {
                            span: !0,
                            dir: `ltr`,
                            'data-testid': `key-pair-value`,
                            children: W(e.name, e.value),
                          }),
                        ],
                      }),
                      (0, B.jsxs)(l, {
                        gap: 2,
                        wrap: `nowrap`,
                        children: [
                          (0, B.jsx)(M, {
                            label: `ویرایش`,
                            children: (0, B.jsx)(p, {
                              variant: `subtle`,
                              'aria-label': `ویرایش ${U(e.name)}`,
                              onClick: () => {
                                c(e.name), d(D(e.name) ? `` : e.value);
                              },
                              'data-testid': `key-pair-edit`,
                              children: (0, B.jsx)(te, { size: 16, 'aria-hidden': !0 }),
                            }),
                          }),
                          (0, B.jsx)(M, {
                            label: `حذف`,
                            children: (0, B.jsx)(p, {
                              variant: `subtle`,
                              color: `red`,
                              'aria-label': `حذف ${U(e.name)}`,
                              onClick: () => i(r.filter((t) => t.name !== e.name)),
                              'data-testid': `key-pair-remove`,
                              children: (0, B.jsx)(ae, { size: 16, 'aria-hidden': !0 }),
                            }),
                          }),
                        ],
                      }),
                    ],
                  },
                  e.name,
                ),
              ),
            }),
          }),
    ],
  });
}
var J = { active: !0, order: 1, changepercent: 100 };
function fe({ method: e, onClose: t }) {
  const r = le(),
    i = K(),
    a = q(),
    [s, c] = (0, N.useState)(e ? String(e.payment_method_id) : null),
    [u, d] = (0, N.useState)(e?.active ?? J.active),
    [p, m] = (0, N.useState)(e?.changepercent ?? J.changepercent),
    [h, g] = (0, N.useState)(e?.order ?? J.order),
    [_, v] = (0, N.useState)(e?.items ?? []),
    y = r.data ?? [],
    b = (e) => y.find((t) => String(t.id) === e)?.keys ?? [],
    x = b(s);
  return (0, B.jsx)(re, {
    opened: !0,
    onClose: t,
    title: e ? `ویرایش درگاه` : `افزودن درگاه`,
    centered: !0,
    size: `lg`,
    'data-testid': `method-dialog`,
    children: (0, B.jsx)(`form`, {
      onSubmit: (n) => {
        n.preventDefault();
        const r = {
            payment_method_id: s === null ? 0 : Number(s),
            active: u,
            order: h === `` ? NaN : Number(h),
            changepercent: p === `` ? NaN : Number(p),
            items: _,
          },
          o = () => {
            t(), f(e ? `درگاه ویرایش شد` : `درگاه اضافه شد`);
          };
        e ? a.mutate({ id: e.id, body: r }, { onSuccess: o }) : i.mutate(r, { onSuccess: o });
      },
      noValidate: !0,
      children: (0, B.jsxs)(n, {
        gap: `md`,
        children: [
          (0, B.jsx)(A, {
            label: `درگاه`,
            placeholder: r.isPending ? `در حال دریافت درگاه‌ها...` : `یک درگاه انتخاب کنید`,
            data: y.map((e) => ({ value: String(e.id), label: e.name })),
            value: s,
            onChange: (e) => {
              c(e);
              const t = b(e);
              v((e) => e.filter((e) => t.includes(e.name)));
            },
            checkIconPosition: `left`,
            'data-testid': `method-gateway`,
          }),
          (0, B.jsx)(j, {
            label: `فعال`,
            checked: u,
            onChange: (e) => d(e.currentTarget.checked),
            'data-testid': `method-active`,
          }),
          (0, B.jsxs)(ie, {
            cols: { base: 1, xs: 2 },
            spacing: `sm`,
            children: [
              (0, B.jsx)(k, {
                label: `درصد تبدیل ارز`,
                description: `۱۰۰ یعنی همان قیمت محصول`,
                value: p,
                onChange: m,
                allowDecimal: !1,
                allowNegative: !1,
                hideControls: !0,
                inputMode: `numeric`,
                'data-testid': `method-changepercent`,
              }),
              (0, B.jsx)(k, {
                label: `ترتیب نمایش`,
                description: `عدد کوچک‌تر بالاتر نمایش داده می‌شود`,
                value: h,
                onChange: g,
                allowDecimal: !1,
                allowNegative: !1,
                hideControls: !0,
                inputMode: `numeric`,
                'data-testid': `method-order`,
              }),
            ],
          }),
          (0, B.jsx)(de, { keys: x, items: _, onChange: v }),
          (0, B.jsxs)(l, {
            justify: `flex-end`,
            children: [
              (0, B.jsx)(o, { variant: `default`, onClick: t, children: `انصراف` }),
              (0, B.jsx)(o, {
                type: `submit`,
                loading: i.isPending || a.isPending,
                'data-testid': `method-submit`,
                children: e ? `ثبت تغییرات` : `افزودن درگاه`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
var Y = `(max-width: 48em)`;
function X({ active: e }) {
  return (0, B.jsx)(r, {
    variant: `light`,
    color: e ? `teal` : `gray`,
    'data-testid': `method-status`,
    children: e ? `فعال` : `غیرفعال`,
  });
}
function Z({ method: e }) {
  return e.items.length === 0
    ? (0, B.jsx)(t, { size: `sm`, c: `dimmed`, children: `—` })
    : (0, B.jsx)(n, {
        gap: 2,
        'data-testid': `method-keys`,
        children: e.items.map((e) =>
          (0, B.jsxs)(
            t,
            {
              size: `sm`,
              style: { overflowWrap: `anywhere` },
              children: [
                (0, B.jsx)(t, { span: !0, fw: 600, children: U(e.name) }),
                `: `,
                (0, B.jsx)(t, { span: !0, dir: `ltr`, children: W(e.name, e.value) }),
              ],
            },
            e.name,
          ),
        ),
      });
}
function Q({ method: e, onDialog: t }) {
  return (0, B.jsx)(ne, {
    noun: `درگاه`,
    testId: `method`,
    onEdit: () => t({ kind: `save`, method: e }),
    onDelete: () => t({ kind: `delete`, method: e }),
  });
}
function pe({ title: e }) {
  let r = L(),
    i = _(Y, window.matchMedia(Y).matches),
    [a, s] = (0, N.useState)(null),
    c = r.data,
    f;
  return (
    (f = c
      ? c.length === 0
        ? (0, B.jsx)(h, {
            withBorder: !0,
            radius: `md`,
            children: (0, B.jsx)(E, {
              icon: v,
              title: `هنوز درگاهی اضافه نکرده‌اید`,
              description: `مشتریان فروشگاه با درگاه‌های فعال شما پرداخت می‌کنند.`,
              testId: `methods-empty`,
            }),
          })
        : i
          ? (0, B.jsx)(n, {
              gap: `sm`,
              'data-testid': `methods-cards`,
              children: c.map((e, n) =>
                (0, B.jsxs)(
                  h,
                  {
                    withBorder: !0,
                    p: `md`,
                    radius: `md`,
                    'data-testid': `method-row`,
                    'data-id': e.id,
                    children: [
                      (0, B.jsxs)(l, {
                        justify: `space-between`,
                        wrap: `nowrap`,
                        gap: `xs`,
                        mb: 6,
                        children: [
                          (0, B.jsxs)(l, {
                            gap: `xs`,
                            wrap: `nowrap`,
                            children: [
                              (0, B.jsx)(t, { c: `dimmed`, size: `sm`, children: u(n + 1) }),
                              (0, B.jsx)(t, { fw: 700, 'data-testid': `method-name`, children: e.name }),
                            ],
                          }),
                          (0, B.jsx)(X, { active: e.active }),
                        ],
                      }),
                      (0, B.jsxs)(l, {
                        gap: `md`,
                        mb: 6,
                        children: [
                          (0, B.jsxs)(t, {
                            size: `sm`,
                            'data-testid': `method-order-cell`,
                            children: [`ترتیب نمایش: `, u(e.order)],
                          }),
                          (0, B.jsxs)(t, {
                            size: `sm`,
                            'data-testid': `method-changepercent-cell`,
                            children: [`درصد تبدیل ارز: `, u(e.changepercent)],
                          }),
                        ],
                      }),
                      (0, B.jsx)(Z, { method: e }),
                      (0, B.jsx)(l, {
                        justify: `flex-end`,
                        mt: `xs`,
                        children: (0, B.jsx)(Q, { method: e, onDialog: s }),
                      }),
                    ],
                  },
                  e.id,
                ),
              ),
            })
          : (0, B.jsx)(h, {
              withBorder: !0,
              radius: `md`,
              children: (0, B.jsx)(g.ScrollContainer, {
                minWidth: 720,
                type: `native`,
                children: (0, B.jsxs)(g, {
                  striped: !0,
                  highlightOnHover: !0,
                  verticalSpacing: `sm`,
                  'data-testid': `methods-table`,
                  children: [
                    (0, B.jsx)(g.Thead, {
                      children: (0, B.jsxs)(g.Tr, {
                        children: [
                          (0, B.jsx)(g.Th, { children: `#` }),
                          (0, B.jsx)(g.Th, { children: `نام روش پرداخت` }),
                          (0, B.jsx)(g.Th, { children: `وضعیت` }),
                          (0, B.jsx)(g.Th, { children: `ترتیب نمایش` }),
                          (0, B.jsx)(g.Th, { children: `درصد تبدیل ارز` }),
                          (0, B.jsx)(g.Th, { children: `کلیدها` }),
                          (0, B.jsx)(g.Th, { children: `عملیات` }),
                        ],
                      }),
                    }),
                    (0, B.jsx)(g.Tbody, {
                      children: c.map((e, t) =>
                        (0, B.jsxs)(
                          g.Tr,
                          {
                            'data-testid': `method-row`,
                            'data-id': e.id,
                            children: [
                              (0, B.jsx)(g.Td, { children: u(t + 1) }),
                              (0, B.jsx)(g.Td, { 'data-testid': `method-name`, children: e.name }),
                              (0, B.jsx)(g.Td, { children: (0, B.jsx)(X, { active: e.active }) }),
                              (0, B.jsx)(g.Td, { 'data-testid': `method-order-cell`, children: u(e.order) }),
                              (0, B.jsx)(g.Td, {
                                'data-testid': `method-changepercent-cell`,
                                children: u(e.changepercent),
                              }),
                              (0, B.jsx)(g.Td, {
                                style: { maxWidth: `22rem` },
                                children: (0, B.jsx)(Z, { method: e }),
                              }),
                              (0, B.jsx)(g.Td, { children: (0, B.jsx)(Q, { method: e, onDialog: s }) }),
                            ],
                          },
                          e.id,
                        ),
                      ),
                    }),
                  ],
                }),
              }),
            })
      : (0, B.jsx)(d, { fullScreen: !1 })),
    (0, B.jsxs)(n, {
      gap: `md`,
      children: [
        (0, B.jsxs)(l, {
          justify: `space-between`,
          gap: `sm`,
          children: [
            (0, B.jsx)(m, { order: 1, size: `h3`, children: e }),
            (0, B.jsx)(o, {
              leftSection: (0, B.jsx)(y, { size: 16, 'aria-hidden': !0 }),
              onClick: () => s({ kind: `save`, method: null }),
              'data-testid': `new-method`,
              children: `درگاه جدید`,
            }),
          ],
        }),
        f,
        a?.kind === `save` && (0, B.jsx)(fe, { method: a.method, onClose: () => s(null) }, a.method?.id ?? `new`),
        a?.kind === `delete` && (0, B.jsx)(V, { method: a.method, onClose: () => s(null) }),
      ],
    })
  );
}
var $ = `روش‌های پرداخت`;
function me() {
  return (
    c($),
    (0, B.jsx)(n, {
      gap: `md`,
      'data-testid': `store-paymentmethods`,
      children: (0, B.jsx)(oe, { title: $, children: (0, B.jsx)(pe, { title: $ }) }),
    })
  );
}

export { me as StorePaymentMethodsRoute };
