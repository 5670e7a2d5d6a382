import { t as te } from './confirm-modal-Buw-II3V.js';
import { n as j, t as M } from './copy-button-Dw0A8sCF.js';
import { t as ne } from './edit-delete-actions-B0ptbSGZ.js';
import { t as N } from './empty-state-Btny1RmZ.js';
import { t as C } from './IconExternalLink-Hv8ZSy2z.js';
import { t as w } from './IconPackage-DEat5gxO.js';
import { t as T } from './IconPlus-xu_WQQyt.js';
import {
  st as _,
  N as a,
  Y as c,
  b as d,
  i as f,
  q as g,
  ot as h,
  J as i,
  a as l,
  m,
  O as o,
  l as p,
  H as r,
  Q as s,
  at as u,
  w as v,
  x as y,
} from './index-B3ichRAS.js';
import { t as re } from './Modal-DKsxBwus.js';
import { t as ie } from './NumberInput-B2qiK1Yq.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { w as A, n as D, l as E, u as ee, t as k, r as O } from './runtime-B8Ttn_BI.js';
import { t as F } from './Select-BFkHVZes.js';
import { t as I } from './Switch-ClKLhCYK.js';
import { n as P } from './settings-store-CXclhLR7.js';
import { a as L } from './store.schemas-D3xepYnL.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { n as R } from './store-disabled--8nNBhIy.js';
import { t as b } from './Table-BPfsbF3o.js';
import { t as x } from './Tooltip-DeNYR9sI.js';
import { a as S } from './Transition-Cx7H30U_.js';

var z = p(`outline`, `x`, `X`, [
    [`path`, { d: `M18 6l-12 12`, key: `svg-0` }],
    [`path`, { d: `M6 6l12 12`, key: `svg-1` }],
  ]),
  B = e(A()),
  V = [`store`, `products`],
  H = () => o(r.myProducts),
  U = () => D({ queryKey: V, queryFn: H, staleTime: 0 }),
  W = () => O(U()),
  G = ee();
function K({ active: e }) {
  return (0, G.jsx)(i, {
    size: `sm`,
    radius: `xl`,
    variant: `light`,
    color: e ? `teal` : `red`,
    role: `img`,
    'aria-label': e ? `فعال` : `غیرفعال`,
    'data-testid': `active-mark`,
    'data-active': e,
    children: e ? (0, G.jsx)(j, { size: 14, 'aria-hidden': !0 }) : (0, G.jsx)(z, { size: 14, 'aria-hidden': !0 }),
  });
}
var q = (e) => o(r.deleteProduct, { params: { id: e } });
function J() {
  const e = E();
  return k({ mutationFn: q, onSuccess: () => e.invalidateQueries({ queryKey: V }) });
}
function ae({ product: e, onClose: t }) {
  const n = J();
  return (0, G.jsx)(te, {
    title: `حذف محصول`,
    message: `محصول «${e.name}» حذف می‌شود و لینک خرید آن دیگر کار نمی‌کند. مطمئن هستید؟`,
    confirmLabel: `حذف`,
    busy: n.isPending,
    onClose: t,
    testId: `delete-product-dialog`,
    onConfirm: () =>
      n.mutate(e.id, {
        onSuccess: () => {
          t(), m(`محصول حذف شد`);
        },
      }),
  });
}
var oe = (e) => o(r.createProduct, { body: e });
function se() {
  const e = E();
  return k({ mutationFn: oe, onSuccess: () => e.invalidateQueries({ queryKey: V }) });
}
var ce = () => o(a.myPackages),
  le = () => D({ queryKey: [`packages`, `mine`, `store`], queryFn: ce, staleTime: 0 }),
  ue = () => O(le()),
  Y = ({ id: e, body: t }) => o(r.updateProduct, { params: { id: e }, body: t });
function de() {
  const e = E();
  return k({ mutationFn: Y, onSuccess: () => e.invalidateQueries({ queryKey: V }) });
}
function fe({ product: e, onClose: r }) {
  const i = ue(),
    { showprice: a } = P(),
    o = se(),
    l = de(),
    [d, f] = (0, B.useState)(e?.name ?? ``),
    [p, h] = (0, B.useState)(e?.price ?? ``),
    [g, _] = (0, B.useState)(e ? String(e.package_id) : null),
    [v, b] = (0, B.useState)(e?.active ?? !0),
    [x, S] = (0, B.useState)({}),
    C = (0, B.useMemo)(
      () =>
        (i.data ?? [])
          .map((e) => ({ group: e, packages: e.packages.filter((e) => !e.is_custom) }))
          .filter((e) => e.packages.length > 0),
      [i.data],
    ),
    w = C.map(({ group: e, packages: t }) => ({
      group: e.name,
      items: t.map((e) => ({ value: String(e.id), label: e.name })),
    })),
    T = C.flatMap((e) => e.packages).find((e) => String(e.id) === g);
  return (0, G.jsx)(re, {
    opened: !0,
    onClose: r,
    title: e ? `ویرایش محصول` : `افزودن محصول`,
    centered: !0,
    'data-testid': `product-dialog`,
    children: (0, G.jsx)(`form`, {
      onSubmit: (t) => {
        t.preventDefault();
        const n = L.safeParse({
          name: d,
          price: p === `` ? void 0 : Number(p),
          package_id: g === null ? void 0 : Number(g),
          active: v,
        });
        if (!n.success) {
          const e = {};
          for (const t of n.error.issues) {
            const n = t.path[0];
            e[n] ??= t.message;
          }
          S(e);
          return;
        }
        S({});
        const i = () => {
          r(), m(e ? `محصول ویرایش شد` : `محصول اضافه شد`);
        };
        e ? l.mutate({ id: e.id, body: n.data }, { onSuccess: i }) : o.mutate(n.data, { onSuccess: i });
      },
      noValidate: !0,
      children: (0, G.jsxs)(n, {
        gap: `md`,
        children: [
          (0, G.jsx)(c, {
            label: `نام محصول`,
            withAsterisk: !0,
            value: d,
            onChange: (e) => f(e.currentTarget.value),
            error: x.name,
            'data-testid': `product-name`,
          }),
          (0, G.jsx)(ie, {
            label: `قیمت فروش (تومان)`,
            withAsterisk: !0,
            value: p,
            onChange: h,
            min: 0,
            step: 1e3,
            allowDecimal: !1,
            allowNegative: !1,
            thousandSeparator: `,`,
            hideControls: !0,
            inputMode: `numeric`,
            error: x.price,
            'data-testid': `product-price`,
          }),
          (0, G.jsx)(F, {
            label: `بسته`,
            withAsterisk: !0,
            placeholder: i.isPending ? `در حال دریافت بسته‌ها...` : `یک بسته انتخاب کنید`,
            data: w,
            value: g,
            onChange: _,
            searchable: !0,
            nothingFoundMessage: `بسته‌ای پیدا نشد`,
            checkIconPosition: `left`,
            comboboxProps: { withinPortal: !0 },
            error: x.package_id,
            'data-testid': `product-package`,
          }),
          T &&
            (0, G.jsxs)(t, {
              size: `sm`,
              c: `dimmed`,
              'data-testid': `product-package-price`,
              children: [`قیمت این بسته برای شما: `, y(T.price, a)],
            }),
          (0, G.jsx)(I, {
            label: `فعال`,
            checked: v,
            onChange: (e) => b(e.currentTarget.checked),
            'data-testid': `product-active`,
          }),
          (0, G.jsxs)(u, {
            justify: `flex-end`,
            children: [
              (0, G.jsx)(s, { variant: `default`, onClick: r, children: `انصراف` }),
              (0, G.jsx)(s, {
                type: `submit`,
                loading: o.isPending || l.isPending,
                'data-testid': `product-submit`,
                children: e ? `ثبت تغییرات` : `افزودن محصول`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
var X = `(max-width: 48em)`,
  pe = 5e3;
function Z({ product: e }) {
  return (0, G.jsxs)(u, {
    gap: 6,
    wrap: `nowrap`,
    children: [
      (0, G.jsx)(M, {
        value: e.link,
        label: `کپی لینک`,
        copiedLabel: `کپی شد`,
        toast: `لینک خرید کپی شد`,
        timeout: pe,
        size: `xs`,
        testId: `copy-product-link`,
        style: { whiteSpace: `nowrap` },
      }),
      (0, G.jsx)(x, {
        label: `باز کردن صفحه‌ی خرید`,
        children: (0, G.jsx)(h, {
          component: `a`,
          href: e.link,
          target: `_blank`,
          rel: `noopener`,
          variant: `subtle`,
          'aria-label': `باز کردن صفحه‌ی خرید`,
          children: (0, G.jsx)(C, { size: 18, 'aria-hidden': !0 }),
        }),
      }),
    ],
  });
}
function Q({ product: e, onDialog: t }) {
  return (0, G.jsx)(ne, {
    noun: `محصول`,
    testId: `product`,
    onEdit: () => t({ kind: `save`, product: e }),
    onDelete: () => t({ kind: `delete`, product: e }),
  });
}
function me({ title: e }) {
  let r = W(),
    { showprice: i } = P(),
    a = S(X, window.matchMedia(X).matches),
    [o, c] = (0, B.useState)(null),
    l = r.data,
    p = (e) =>
      (0, G.jsxs)(n, {
        gap: 0,
        children: [
          (0, G.jsx)(t, { size: `sm`, children: e.package.name }),
          (0, G.jsx)(t, {
            size: `xs`,
            c: `dimmed`,
            'data-testid': `product-package-price`,
            children: y(e.package.price, i),
          }),
        ],
      }),
    m;
  return (
    (m = l
      ? l.length === 0
        ? (0, G.jsx)(_, {
            withBorder: !0,
            radius: `md`,
            children: (0, G.jsx)(N, {
              icon: w,
              title: `هنوز محصولی ندارید`,
              description: `با «محصول جدید» یکی از بسته‌ها را با قیمت خودتان بفروشید.`,
              testId: `products-empty`,
            }),
          })
        : a
          ? (0, G.jsx)(n, {
              gap: `sm`,
              'data-testid': `products-cards`,
              children: l.map((e, n) =>
                (0, G.jsxs)(
                  _,
                  {
                    withBorder: !0,
                    p: `md`,
                    radius: `md`,
                    'data-testid': `product-row`,
                    'data-id': e.id,
                    children: [
                      (0, G.jsxs)(u, {
                        justify: `space-between`,
                        wrap: `nowrap`,
                        gap: `xs`,
                        mb: 6,
                        children: [
                          (0, G.jsxs)(u, {
                            gap: `xs`,
                            wrap: `nowrap`,
                            style: { minWidth: 0 },
                            children: [
                              (0, G.jsx)(t, { c: `dimmed`, size: `sm`, children: d(n + 1) }),
                              (0, G.jsx)(t, {
                                fw: 700,
                                style: { overflowWrap: `anywhere` },
                                'data-testid': `product-name-cell`,
                                children: e.name,
                              }),
                            ],
                          }),
                          (0, G.jsx)(K, { active: e.active }),
                        ],
                      }),
                      (0, G.jsxs)(u, {
                        justify: `space-between`,
                        gap: `xs`,
                        align: `flex-start`,
                        children: [
                          p(e),
                          (0, G.jsx)(t, { fw: 600, 'data-testid': `product-price-cell`, children: v(e.price) }),
                        ],
                      }),
                      (0, G.jsxs)(u, {
                        justify: `space-between`,
                        mt: `sm`,
                        gap: `xs`,
                        children: [(0, G.jsx)(Z, { product: e }), (0, G.jsx)(Q, { product: e, onDialog: c })],
                      }),
                    ],
                  },
                  e.id,
                ),
              ),
            })
          : (0, G.jsx)(_, {
              withBorder: !0,
              radius: `md`,
              children: (0, G.jsx)(b.ScrollContainer, {
                minWidth: 760,
                type: `native`,
                children: (0, G.jsxs)(b, {
                  striped: !0,
                  highlightOnHover: !0,
                  verticalSpacing: `sm`,
                  'data-testid': `products-table`,
                  children: [
                    (0, G.jsx)(b.Thead, {
                      children: (0, G.jsxs)(b.Tr, {
                        children: [
                          (0, G.jsx)(b.Th, { children: `#` }),
                          (0, G.jsx)(b.Th, { children: `بسته` }),
                          (0, G.jsx)(b.Th, { children: `نام محصول` }),
                          (0, G.jsx)(b.Th, { children: `قیمت` }),
                          (0, G.jsx)(b.Th, { children: `فعال` }),
                          (0, G.jsx)(b.Th, { children: `لینک خرید` }),
                          (0, G.jsx)(b.Th, { children: `عملیات` }),
                        ],
                      }),
                    }),
                    (0, G.jsx)(b.Tbody, {
                      children: l.map((e, t) =>
                        (0, G.jsxs)(
                          b.Tr,
                          {
                            'data-testid': `product-row`,
                            'data-id': e.id,
                            children: [
                              (0, G.jsx)(b.Td, { children: d(t + 1) }),
                              (0, G.jsx)(b.Td, { children: p(e) }),
                              (0, G.jsx)(b.Td, {
                                style: { overflowWrap: `anywhere` },
                                'data-testid': `product-name-cell`,
                                children: e.name,
                              }),
                              (0, G.jsx)(b.Td, {
                                style: { whiteSpace: `nowrap` },
                                'data-testid': `product-price-cell`,
                                children: v(e.price),
                              }),
                              (0, G.jsx)(b.Td, { children: (0, G.jsx)(K, { active: e.active }) }),
                              (0, G.jsx)(b.Td, { children: (0, G.jsx)(Z, { product: e }) }),
                              (0, G.jsx)(b.Td, { children: (0, G.jsx)(Q, { product: e, onDialog: c }) }),
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
      : (0, G.jsx)(f, { fullScreen: !1 })),
    (0, G.jsxs)(n, {
      gap: `md`,
      children: [
        (0, G.jsxs)(u, {
          justify: `space-between`,
          gap: `sm`,
          children: [
            (0, G.jsx)(g, { order: 1, size: `h3`, children: e }),
            (0, G.jsx)(s, {
              leftSection: (0, G.jsx)(T, { size: 16, 'aria-hidden': !0 }),
              onClick: () => c({ kind: `save`, product: null }),
              'data-testid': `new-product`,
              children: `محصول جدید`,
            }),
          ],
        }),
        m,
        o?.kind === `save` && (0, G.jsx)(fe, { product: o.product, onClose: () => c(null) }, o.product?.id ?? `new`),
        o?.kind === `delete` && (0, G.jsx)(ae, { product: o.product, onClose: () => c(null) }),
      ],
    })
  );
}
var $ = `محصولات فروشگاه`;
function he() {
  return (
    l($),
    (0, G.jsx)(n, {
      gap: `md`,
      'data-testid': `store-products`,
      children: (0, G.jsx)(R, { title: $, children: (0, G.jsx)(me, { title: $ }) }),
    })
  );
}

export { he as StoreProductsRoute };
