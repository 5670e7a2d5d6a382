import { r as f, t as p } from './data-pagination-Cv94AOFZ.js';
import { t as v } from './empty-state-Btny1RmZ.js';
import { t as g } from './IconDownload-C7X80S6p.js';
import { t as _ } from './IconStack2-EHhXEXLJ.js';
import { a, i as c, v as d, Q as i, q as l, B as n, at as o, O as r, b as s, st as u } from './index-B3ichRAS.js';
import { r as b, u as C, t as S, s as x, n as y } from './runtime-B8Ttn_BI.js';
import { i as e, r as t } from './store-B5VJ9oXn.js';
import { t as m } from './Table-BPfsbF3o.js';
import { a as h } from './Transition-Cx7H30U_.js';

function w(e, t) {
  const n = /\.txt$/i.test(e) ? e : `${e}.txt`,
    r = URL.createObjectURL(new Blob([t], { type: `text/plain;charset=utf-8` })),
    i = document.createElement(`a`);
  (i.href = r),
    (i.download = n),
    (i.style.display = `none`),
    document.body.appendChild(i),
    i.click(),
    i.remove(),
    window.setTimeout(() => URL.revokeObjectURL(r), 1e4);
}
var T = (e) => r(n.downloadList, { params: { id: e } });
function E() {
  return S({ mutationFn: T, onSuccess: (e, t) => w(e.filename || `group-${t}.txt`, e.content) });
}
var D = (e) => r(n.groups, { query: { page: e } }),
  O = (e) => y({ queryKey: [`service-groups`, e], queryFn: () => D(e), placeholderData: x, staleTime: 0 }),
  k = (e) => b(O(e)),
  A = C(),
  j = `(max-width: 36em)`;
function M({ group: e, busy: t, onClick: n }) {
  return (0, A.jsx)(i, {
    size: `xs`,
    variant: `light`,
    leftSection: (0, A.jsx)(g, { size: 16, 'aria-hidden': !0 }),
    loading: t,
    onClick: n,
    'aria-label': `دانلود فهرست سرویس‌های گروه ${e.id}`,
    'data-testid': `download-group`,
    style: { whiteSpace: `nowrap` },
    children: `دانلود`,
  });
}
function N({ groups: n, busyId: r, onDownload: i }) {
  return (0, A.jsx)(t, {
    gap: `sm`,
    'data-testid': `service-groups-cards`,
    children: n.map((t) =>
      (0, A.jsxs)(
        u,
        {
          withBorder: !0,
          p: `md`,
          radius: `md`,
          'data-testid': `service-group-row`,
          'data-id': t.id,
          children: [
            (0, A.jsxs)(o, {
              justify: `space-between`,
              gap: `xs`,
              mb: 6,
              children: [
                (0, A.jsxs)(e, { fw: 700, children: [`گروه `, t.id] }),
                (0, A.jsx)(e, { size: `sm`, c: `dimmed`, children: d(t.jdate) }),
              ],
            }),
            (0, A.jsx)(e, { size: `sm`, style: { overflowWrap: `anywhere` }, children: t.info }),
            t.description &&
              (0, A.jsx)(e, { size: `sm`, c: `dimmed`, style: { overflowWrap: `anywhere` }, children: t.description }),
            (0, A.jsxs)(o, {
              justify: `space-between`,
              mt: `sm`,
              gap: `xs`,
              children: [
                (0, A.jsxs)(e, { size: `sm`, children: [`تعداد: `, s(t.count)] }),
                (0, A.jsx)(M, { group: t, busy: r === t.id, onClick: () => i(t.id) }),
              ],
            }),
          ],
        },
        t.id,
      ),
    ),
  });
}
function P({ page: t }) {
  const { data: n } = k(t),
    r = E(),
    i = h(j, window.matchMedia(j).matches),
    a = r.isPending ? r.variables : void 0;
  return n
    ? n.data.length === 0
      ? (0, A.jsx)(u, {
          withBorder: !0,
          radius: `md`,
          children: (0, A.jsx)(v, {
            icon: _,
            title: `هنوز سرویس گروهی نخریده‌اید`,
            description: `سرویس‌هایی که به‌صورت گروهی بخرید، این‌جا فهرست می‌شوند.`,
            testId: `service-groups-empty`,
          }),
        })
      : i
        ? (0, A.jsxs)(A.Fragment, {
            children: [
              (0, A.jsx)(N, { groups: n.data, busyId: a, onDownload: (e) => r.mutate(e) }),
              (0, A.jsx)(p, { total: n.last_page }),
            ],
          })
        : (0, A.jsxs)(A.Fragment, {
            children: [
              (0, A.jsx)(u, {
                withBorder: !0,
                radius: `md`,
                children: (0, A.jsx)(m.ScrollContainer, {
                  minWidth: 640,
                  type: `native`,
                  children: (0, A.jsxs)(m, {
                    striped: !0,
                    highlightOnHover: !0,
                    verticalSpacing: `sm`,
                    'data-testid': `service-groups-table`,
                    children: [
                      (0, A.jsx)(m.Thead, {
                        children: (0, A.jsxs)(m.Tr, {
                          children: [
                            (0, A.jsx)(m.Th, { children: `شناسه` }),
                            (0, A.jsx)(m.Th, { style: { whiteSpace: `nowrap` }, children: `تاریخ خرید` }),
                            (0, A.jsx)(m.Th, { children: `مشخصات` }),
                            (0, A.jsx)(m.Th, { children: `توضیحات` }),
                            (0, A.jsx)(m.Th, { children: `تعداد` }),
                            (0, A.jsx)(m.Th, { children: `فایل` }),
                          ],
                        }),
                      }),
                      (0, A.jsx)(m.Tbody, {
                        children: n.data.map((t) =>
                          (0, A.jsxs)(
                            m.Tr,
                            {
                              'data-testid': `service-group-row`,
                              'data-id': t.id,
                              children: [
                                (0, A.jsx)(m.Td, { children: t.id }),
                                (0, A.jsx)(m.Td, { style: { whiteSpace: `nowrap` }, children: d(t.jdate) }),
                                (0, A.jsx)(m.Td, {
                                  style: { minWidth: `10rem`, overflowWrap: `anywhere` },
                                  children: t.info,
                                }),
                                (0, A.jsx)(m.Td, {
                                  style: { minWidth: `8rem`, overflowWrap: `anywhere` },
                                  children:
                                    t.description ||
                                    (0, A.jsx)(e, { span: !0, c: `dimmed`, size: `sm`, children: `—` }),
                                }),
                                (0, A.jsx)(m.Td, { children: s(t.count) }),
                                (0, A.jsx)(m.Td, {
                                  children: (0, A.jsx)(M, {
                                    group: t,
                                    busy: a === t.id,
                                    onClick: () => r.mutate(t.id),
                                  }),
                                }),
                              ],
                            },
                            t.id,
                          ),
                        ),
                      }),
                    ],
                  }),
                }),
              }),
              (0, A.jsx)(p, { total: n.last_page }),
            ],
          })
    : (0, A.jsx)(c, { fullScreen: !1 });
}
function F() {
  a(`سرویس‌های گروهی`);
  const e = f();
  return (0, A.jsxs)(t, {
    gap: `md`,
    'data-testid': `groupservices`,
    children: [(0, A.jsx)(l, { order: 1, size: `h3`, children: `سرویس‌های گروهی` }), (0, A.jsx)(P, { page: e })],
  });
}

export { F as GroupServicesRoute };
