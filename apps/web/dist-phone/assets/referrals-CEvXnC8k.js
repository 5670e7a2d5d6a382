import { t as v } from './Code-CIK66-Cc.js';
import { t as y } from './copy-button-Dw0A8sCF.js';
import { t as _, r as g } from './data-pagination-Cv94AOFZ.js';
import { t as O } from './empty-state-Btny1RmZ.js';
import { t as D } from './IconUsers-LPmntfL6.js';
import {
  O as a,
  a as c,
  i as d,
  l as f,
  st as h,
  B as i,
  at as l,
  q as m,
  Q as o,
  m as p,
  A as r,
  Y as s,
  b as u,
} from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { n as b, t as C, s as S, w as T, u as w, r as x } from './runtime-B8Ttn_BI.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';
import { t as E } from './Table-BPfsbF3o.js';

var k = f(`outline`, `mail`, `Mail`, [
    [`path`, { d: `M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10`, key: `svg-0` }],
    [`path`, { d: `M3 7l9 6l9 -6`, key: `svg-1` }],
  ]),
  A = w();
function j({ user: e }) {
  return (0, A.jsx)(h, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `invite-card`,
    children: (0, A.jsxs)(n, {
      gap: `sm`,
      children: [
        (0, A.jsx)(m, { order: 2, size: `h4`, children: `دعوت از همکاران` }),
        (0, A.jsx)(t, {
          size: `sm`,
          children: `لینک زیر را برای همکاران خود بفرستید. هر کس با این لینک در پیشخوان ثبت‌نام کند، زیرمجموعه‌ی شما می‌شود و فهرستش را پایین همین صفحه می‌بینید.`,
        }),
        e.referralreward > 0 &&
          (0, A.jsxs)(t, {
            size: `sm`,
            c: `teal.8`,
            'data-testid': `referral-reward`,
            children: [
              `از مبلغ هر سرویسی که زیرمجموعه‌هایتان بخرند، `,
              u(e.referralreward),
              ` درصد به‌عنوان سود معرفی به موجودی شما افزوده می‌شود.`,
            ],
          }),
        (0, A.jsx)(t, { size: `sm`, fw: 600, id: `invite-link-label`, children: `لینک دعوت شما` }),
        (0, A.jsx)(v, {
          block: !0,
          dir: `ltr`,
          'aria-labelledby': `invite-link-label`,
          'data-testid': `invite-link`,
          style: { overflowWrap: `anywhere`, whiteSpace: `pre-wrap`, fontSize: `var(--mantine-font-size-sm)` },
          children: e.invitelink,
        }),
        (0, A.jsx)(`div`, {
          children: (0, A.jsx)(y, {
            value: e.invitelink,
            label: `کپی لینک دعوت`,
            copiedLabel: `کپی شد`,
            toast: `لینک دعوت کپی شد`,
            testId: `copy-invite-link`,
          }),
        }),
      ],
    }),
  });
}
var M = (e) => a(i.referrals, { query: { page: e } }),
  N = (e) => b({ queryKey: [`referrals`, e], queryFn: () => M(e), placeholderData: S, staleTime: 0 }),
  P = (e) => x(N(e));
function F({ page: e }) {
  const { data: t } = P(e);
  return t
    ? t.data.length === 0
      ? (0, A.jsx)(h, {
          withBorder: !0,
          radius: `md`,
          children: (0, A.jsx)(O, {
            icon: D,
            title: `هنوز زیرمجموعه‌ای ندارید`,
            description: `با فرستادن لینک دعوت، همکاران خود را به پیشخوان بیاورید.`,
            testId: `referrals-empty`,
          }),
        })
      : (0, A.jsxs)(A.Fragment, {
          children: [
            (0, A.jsx)(h, {
              withBorder: !0,
              radius: `md`,
              children: (0, A.jsx)(E.ScrollContainer, {
                minWidth: 360,
                type: `native`,
                children: (0, A.jsxs)(E, {
                  striped: !0,
                  highlightOnHover: !0,
                  verticalSpacing: `sm`,
                  'data-testid': `referrals-table`,
                  children: [
                    (0, A.jsx)(E.Thead, {
                      children: (0, A.jsxs)(E.Tr, {
                        children: [
                          (0, A.jsx)(E.Th, { children: `شناسه` }),
                          (0, A.jsx)(E.Th, { children: `نام` }),
                          (0, A.jsx)(E.Th, { children: `شماره موبایل` }),
                        ],
                      }),
                    }),
                    (0, A.jsx)(E.Tbody, {
                      children: t.data.map((e) =>
                        (0, A.jsxs)(
                          E.Tr,
                          {
                            'data-testid': `referral-row`,
                            children: [
                              (0, A.jsx)(E.Td, { children: e.id }),
                              (0, A.jsx)(E.Td, { children: e.name || `—` }),
                              (0, A.jsx)(E.Td, { children: e.mobile }),
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
            (0, A.jsx)(_, { total: t.last_page }),
          ],
        })
    : (0, A.jsx)(d, { fullScreen: !1 });
}
var I = e(T()),
  L = (e) => a(i.sendInvite, { body: { email: e } });
function R() {
  return C({ mutationFn: L });
}
function z() {
  const [e, r] = (0, I.useState)(``),
    i = R();
  return (0, A.jsx)(h, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `send-invite`,
    children: (0, A.jsx)(`form`, {
      onSubmit: (t) => {
        t.preventDefault(),
          i.mutate(e.trim(), {
            onSuccess: (e) => {
              r(``), p(e.message || `دعوت‌نامه فرستاده شد`);
            },
          });
      },
      children: (0, A.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, A.jsx)(m, { order: 2, size: `h5`, children: `ارسال دعوت‌نامه با ایمیل` }),
          (0, A.jsx)(t, { size: `sm`, c: `dimmed`, children: `لینک دعوت شما به این نشانی فرستاده می‌شود.` }),
          (0, A.jsxs)(l, {
            align: `flex-end`,
            gap: `sm`,
            wrap: `wrap`,
            children: [
              (0, A.jsx)(s, {
                label: `نشانی ایمیل`,
                type: `email`,
                dir: `ltr`,
                value: e,
                onChange: (e) => r(e.currentTarget.value),
                leftSection: (0, A.jsx)(k, { size: 16, 'aria-hidden': !0 }),
                style: { flex: `1 1 14rem` },
                autoComplete: `email`,
              }),
              (0, A.jsx)(o, {
                type: `submit`,
                loading: i.isPending,
                disabled: e.trim() === ``,
                children: `ارسال دعوت‌نامه`,
              }),
            ],
          }),
        ],
      }),
    }),
  });
}
function B() {
  c(`زیرمجموعه‌ها`);
  const { user: e } = r(),
    t = g();
  return e
    ? (0, A.jsxs)(n, {
        gap: `md`,
        'data-testid': `referrals`,
        children: [
          (0, A.jsx)(m, { order: 1, size: `h3`, children: `زیرمجموعه‌ها` }),
          (0, A.jsx)(j, { user: e }),
          (0, A.jsx)(z, {}),
          (0, A.jsx)(m, { order: 2, size: `h4`, children: `فهرست زیرمجموعه‌ها` }),
          (0, A.jsx)(F, { page: t }),
        ],
      })
    : null;
}

export { B as ReferralsRoute };
