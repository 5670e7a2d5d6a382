import { t as T } from './catalogue.schemas-BaaTA4LA.js';
import { t as D } from './confirm-modal-Buw-II3V.js';
import { t as O } from './empty-state-Btny1RmZ.js';
import { t as E } from './field-errors-BfcQQgoX.js';
import {
  st as _,
  N as a,
  Y as c,
  ht as d,
  i as f,
  q as g,
  pt as h,
  a as l,
  m,
  O as o,
  l as p,
  Q as s,
  at as u,
} from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { t as b, w as S, l as v, u as x, r as y } from './runtime-B8Ttn_BI.js';
import { r as i, i as n, l as r, h as t } from './store-B5VJ9oXn.js';
import { t as C } from './Table-BPfsbF3o.js';
import { t as w } from './Textarea-BvlYfSYl.js';

var k = e(S(), 1),
  A = x(),
  j = r((e) => {
    const {
        onChange: n,
        children: r,
        multiple: i,
        accept: a,
        name: o,
        form: s,
        resetRef: c,
        disabled: l,
        capture: u,
        inputProps: f,
        ref: p,
        ...m
      } = t(`FileButton`, null, e),
      g = (0, k.useRef)(null),
      _ = () => {
        !l && g.current?.click();
      };
    return (
      h(c, () => {
        g.current && (g.current.value = ``);
      }),
      (0, A.jsxs)(A.Fragment, {
        children: [
          (0, A.jsx)(`input`, {
            style: { display: `none` },
            type: `file`,
            accept: a,
            multiple: i,
            onChange: (e) => {
              if (e.currentTarget.files === null) return n(i ? [] : null);
              n(i ? Array.from(e.currentTarget.files) : e.currentTarget.files[0] || null);
            },
            ref: d(p, g),
            name: o,
            form: s,
            capture: u,
            ...f,
          }),
          r({ onClick: _, ...m }),
        ],
      })
    );
  });
j.displayName = `@mantine/core/FileButton`;
var M = p(`outline`, `file-off`, `FileOff`, [
    [`path`, { d: `M3 3l18 18`, key: `svg-0` }],
    [`path`, { d: `M7 3h7l5 5v7m0 4a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-14`, key: `svg-1` }],
  ]),
  N = p(`outline`, `upload`, `Upload`, [
    [`path`, { d: `M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2`, key: `svg-0` }],
    [`path`, { d: `M7 9l5 -5l5 5`, key: `svg-1` }],
    [`path`, { d: `M12 4l0 12`, key: `svg-2` }],
  ]),
  P = [`admin`, `ovpn`],
  F = () => y({ queryKey: P, queryFn: () => o(a.adminOvpnFiles) }),
  I = (e) => o(a.createOvpnFile, { body: e });
function L() {
  const e = v();
  return b({ mutationFn: I, onSuccess: () => e.invalidateQueries({ queryKey: P }) });
}
var R = (e) => o(a.deleteOvpnFile, { params: { id: e } });
function z() {
  const e = v();
  return b({ mutationFn: R, onSuccess: () => e.invalidateQueries({ queryKey: P }) });
}
function B() {
  const e = L(),
    [t, n] = (0, k.useState)(``),
    [r, a] = (0, k.useState)(``),
    [o, l] = (0, k.useState)({});
  return (0, A.jsx)(_, {
    withBorder: !0,
    radius: `md`,
    p: `md`,
    children: (0, A.jsx)(`form`, {
      onSubmit: (i) => {
        i.preventDefault();
        const o = T.safeParse({ name: t, content: r });
        if (!o.success) return l(E(o.error));
        l({}),
          e.mutate(o.data, {
            onSuccess: () => {
              n(``), a(``), m(`قالب افزوده شد`);
            },
          });
      },
      noValidate: !0,
      children: (0, A.jsxs)(i, {
        gap: `sm`,
        children: [
          (0, A.jsxs)(u, {
            align: `flex-end`,
            gap: `sm`,
            children: [
              (0, A.jsx)(c, {
                label: `نام فایل`,
                placeholder: `turkey.ovpn`,
                dir: `ltr`,
                withAsterisk: !0,
                value: t,
                onChange: (e) => n(e.currentTarget.value),
                error: o.name,
                style: { flex: `1 1 14rem` },
                'data-testid': `ovpn-name`,
              }),
              (0, A.jsx)(j, {
                onChange: async (e) => {
                  e && (n(e.name), a(await e.text()));
                },
                accept: `.ovpn`,
                children: (e) =>
                  (0, A.jsx)(s, {
                    variant: `light`,
                    leftSection: (0, A.jsx)(N, { size: 16, 'aria-hidden': !0 }),
                    ...e,
                    children: `انتخاب فایل`,
                  }),
              }),
            ],
          }),
          (0, A.jsx)(w, {
            label: `محتوای قالب`,
            dir: `ltr`,
            autosize: !0,
            minRows: 3,
            maxRows: 10,
            value: r,
            onChange: (e) => a(e.currentTarget.value),
            error: o.content,
            styles: { input: { fontFamily: `monospace` } },
            'data-testid': `ovpn-content`,
          }),
          (0, A.jsx)(u, {
            justify: `flex-end`,
            children: (0, A.jsx)(s, {
              type: `submit`,
              loading: e.isPending,
              'data-testid': `ovpn-submit`,
              children: `افزودن قالب`,
            }),
          }),
        ],
      }),
    }),
  });
}
function V({ files: e }) {
  const [t, r] = (0, k.useState)(),
    a = z();
  return (0, A.jsxs)(i, {
    gap: `md`,
    children: [
      (0, A.jsx)(B, {}),
      (0, A.jsx)(_, {
        withBorder: !0,
        radius: `md`,
        children:
          e.length === 0
            ? (0, A.jsx)(O, { icon: M, title: `هنوز قالبی افزوده نشده است`, testId: `ovpn-empty` })
            : (0, A.jsx)(C, {
                striped: !0,
                verticalSpacing: `sm`,
                'data-testid': `ovpn-table`,
                children: (0, A.jsx)(C.Tbody, {
                  children: e.map((e) =>
                    (0, A.jsxs)(
                      C.Tr,
                      {
                        'data-testid': `ovpn-row`,
                        'data-name': e.name,
                        children: [
                          (0, A.jsx)(C.Td, {
                            children: (0, A.jsx)(n, {
                              size: `sm`,
                              dir: `ltr`,
                              ta: `right`,
                              style: { overflowWrap: `anywhere` },
                              children: e.name,
                            }),
                          }),
                          (0, A.jsx)(C.Td, {
                            w: 80,
                            children: (0, A.jsx)(s, {
                              size: `xs`,
                              variant: `subtle`,
                              color: `red`,
                              onClick: () => r(e),
                              'data-testid': `delete-ovpn`,
                              children: `حذف`,
                            }),
                          }),
                        ],
                      },
                      e.id,
                    ),
                  ),
                }),
              }),
      }),
      t &&
        (0, A.jsx)(D, {
          title: `حذف قالب`,
          message: (0, A.jsx)(`span`, { dir: `ltr`, children: t.name }),
          confirmLabel: `حذف`,
          busy: a.isPending,
          onConfirm: () =>
            a.mutate(t.id, {
              onSuccess: () => {
                r(void 0), m(`قالب حذف شد`);
              },
            }),
          onClose: () => r(void 0),
          testId: `ovpn-delete-confirm`,
        }),
    ],
  });
}
function H() {
  l(`قالب‌های اوپن‌وی‌پی‌ان`);
  const { data: e } = F();
  return (0, A.jsxs)(i, {
    gap: `md`,
    'data-testid': `admin-openvpn`,
    children: [
      (0, A.jsx)(g, { order: 1, size: `h3`, children: `قالب‌های اوپن‌وی‌پی‌ان` }),
      e ? (0, A.jsx)(V, { files: e }) : (0, A.jsx)(f, { fullScreen: !1 }),
    ],
  });
}

export { H as AdminOpenVpnRoute };
