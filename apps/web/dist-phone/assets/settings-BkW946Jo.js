import { _ as C, v as D, s as E, y as O, m as T, b as w } from './common-CVhYgptH.js';
import { t as A } from './IconBuildingStore-CABJ0Pcb.js';
import { t as j } from './IconHeadset-iyoyxloS.js';
import { t as m } from './IconLock-DfaZVTfx.js';
import {
  Q as a,
  a as c,
  q as d,
  st as f,
  O as i,
  l,
  X as o,
  z as p,
  M as r,
  Y as s,
  m as u,
} from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { r as _, w as b, n as g, l as h, t as v, u as y } from './runtime-B8Ttn_BI.js';
import { t as k } from './SimpleGrid-BdsTzg9e.js';
import { t as x } from './Skeleton-D-SLUjiH.js';
import { t as S } from './Switch-ClKLhCYK.js';
import { r as n, i as t } from './store-B5VJ9oXn.js';

var M = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
function N(e) {
  const t = e.trim();
  if (t === ``) return ``;
  const n = t.replace(/^@/, ``);
  if (M.test(n)) return `https://t.me/${n}`;
  const r = /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\/(\S+)$/i.exec(t);
  if (r) return `https://t.me/${r[1]}`;
  if (!/^https:\/\/\S+$/i.test(t)) return null;
  try {
    return new URL(t).hostname.includes(`.`) ? t : null;
  } catch {
    return null;
  }
}
var P = (e, t) => {
  const n = O({ error: `باید متن باشد` }).max(e, `حداکثر ${e} نویسه مجاز است`);
  return D((e) => (typeof e == `string` ? E(e).replace(/\s+/g, ` `).trim() : e), t ? n.regex(t.pattern, t.message) : n);
};
C({ supportlink: O(), store: O(), servicename: O() }),
  C({
    supportlink: D((e) => (e === null ? `` : e), O({ error: `باید متن باشد` }).max(200, `حداکثر 200 نویسه مجاز است`))
      .transform((e, t) => {
        const n = N(e);
        return n === null
          ? (t.addIssue({
              code: `custom`,
              message: `لینکی که با https شروع شود، لینک t.me یا آیدی تلگرام (مثل ‎@support‎) وارد کنید`,
            }),
            w)
          : n;
      })
      .optional(),
    store: P(60).optional(),
    servicename: P(40).optional(),
  }),
  C({ remarks: O(), groupremarks: T() }),
  C({
    remarks: P(32, {
      pattern: /^[\p{L}\p{M}\p{N} _.\-\u200c]*$/u,
      message: `فقط حرف، عدد، فاصله، نقطه، خط تیره و زیرخط مجاز است`,
    }).optional(),
    groupremarks: T({ error: `باید روشن یا خاموش باشد` }).optional(),
  });
function F(e, t) {
  return t.remarks !== `` && (!e.batch || t.groupremarks)
    ? `${t.remarks}-${e.id}`
    : e.who
      ? `${e.id}-${e.who}`
      : `pishkhan-${e.id}`;
}
var I = l(`outline`, `id`, `Id`, [
    [`path`, { d: `M3 7a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v10a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3l0 -10`, key: `svg-0` }],
    [`path`, { d: `M7 10a2 2 0 1 0 4 0a2 2 0 1 0 -4 0`, key: `svg-1` }],
    [`path`, { d: `M15 8l2 0`, key: `svg-2` }],
    [`path`, { d: `M15 12l2 0`, key: `svg-3` }],
    [`path`, { d: `M7 16l10 0`, key: `svg-4` }],
  ]),
  L = l(`outline`, `tag`, `Tag`, [
    [`path`, { d: `M6.5 7.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`, key: `svg-0` }],
    [
      `path`,
      {
        d: `M3 6v5.172a2 2 0 0 0 .586 1.414l7.71 7.71a2.41 2.41 0 0 0 3.408 0l5.592 -5.592a2.41 2.41 0 0 0 0 -3.408l-7.71 -7.71a2 2 0 0 0 -1.414 -.586h-5.172a3 3 0 0 0 -3 3`,
        key: `svg-1`,
      },
    ],
  ]),
  R = e(b()),
  z = (e) => i(r.changePassword, { body: { password: e } }),
  B = () => v({ mutationFn: z }),
  V = y();
function H() {
  const [e, r] = (0, R.useState)(``),
    i = B();
  return (0, V.jsx)(f, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `change-password`,
    children: (0, V.jsx)(`form`, {
      onSubmit: (t) => {
        t.preventDefault(),
          e !== `` &&
            i.mutate(e, {
              onSuccess: () => {
                r(``), u(`رمز عبور تغییر کرد`, [`از همه‌ی دستگاه‌های دیگر خارج شدید.`]);
              },
            });
      },
      noValidate: !0,
      children: (0, V.jsxs)(n, {
        gap: `sm`,
        children: [
          (0, V.jsx)(d, { order: 2, size: `h5`, children: `تغییر رمز عبور پنل` }),
          (0, V.jsx)(t, {
            size: `sm`,
            c: `dimmed`,
            children: `رمز تازه دست‌کم ۸ نویسه باشد. پس از تغییر، همه‌ی دستگاه‌های دیگر از حساب خارج می‌شوند و این دستگاه وارد می‌ماند.`,
          }),
          (0, V.jsx)(o, {
            label: `رمز عبور جدید`,
            dir: `ltr`,
            value: e,
            onChange: (e) => r(e.currentTarget.value),
            leftSection: (0, V.jsx)(m, { size: 16, 'aria-hidden': !0 }),
            autoComplete: `new-password`,
            maxLength: 128,
          }),
          (0, V.jsx)(a, {
            type: `submit`,
            loading: i.isPending,
            disabled: e === ``,
            style: { alignSelf: `flex-start` },
            children: `تغییر رمز عبور`,
          }),
        ],
      }),
    }),
  });
}
var U = () => i(p.remarks),
  W = () => g({ queryKey: [`profile`, `remarks`], queryFn: U }),
  G = () => _(W()),
  K = (e) => i(p.setRemarks, { body: e });
function q() {
  const e = h();
  return v({
    mutationFn: K,
    onSuccess: (t) => Promise.all([e.setQueryData(W().queryKey, t), e.invalidateQueries({ queryKey: [`services`] })]),
  });
}
var J = 1234;
function Y() {
  const e = G();
  return (0, V.jsx)(f, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `remarks`,
    children: (0, V.jsxs)(n, {
      gap: `sm`,
      children: [
        (0, V.jsx)(d, { order: 2, size: `h5`, children: `ریمارک سرویس‌ها` }),
        (0, V.jsx)(t, {
          size: `sm`,
          c: `dimmed`,
          children: `ریمارک نامی است که مشتری در برنامه‌ی اتصال کنار سرویس می‌بیند؛ شماره‌ی سرویس به آن افزوده می‌شود تا هر لینک نام جدای خود را داشته باشد. تغییر آن لینک‌های سرویس‌های فعلی را هم عوض می‌کند.`,
        }),
        e.data ? (0, V.jsx)(X, { saved: e.data }, JSON.stringify(e.data)) : (0, V.jsx)(x, { h: 140 }),
      ],
    }),
  });
}
function X({ saved: e }) {
  const [r, i] = (0, R.useState)(e),
    o = q(),
    c = r.remarks.replace(/\s+/g, ` `).trim();
  return (0, V.jsx)(`form`, {
    onSubmit: (e) => {
      e.preventDefault(), o.mutate(r, { onSuccess: () => void u(`ریمارک‌ها تغییر کرد`) });
    },
    noValidate: !0,
    children: (0, V.jsxs)(n, {
      gap: `sm`,
      children: [
        (0, V.jsx)(s, {
          label: `ریمارک`,
          dir: `auto`,
          value: r.remarks,
          onChange: (e) => {
            const t = e.currentTarget.value;
            i((e) => ({ ...e, remarks: t }));
          },
          leftSection: (0, V.jsx)(L, { size: 16, 'aria-hidden': !0 }),
          maxLength: 32,
          autoComplete: `off`,
        }),
        (0, V.jsx)(S, {
          label: `ریمارک برای کاربران گروهی هم به کار رود`,
          description: `خاموش: سرویس‌های خرید گروهی فقط با شماره‌ی سرویس نام می‌گیرند.`,
          checked: r.groupremarks,
          onChange: (e) => {
            const t = e.currentTarget.checked;
            i((e) => ({ ...e, groupremarks: t }));
          },
        }),
        (0, V.jsx)(t, {
          size: `sm`,
          'data-testid': `remarks-sample`,
          children:
            c === ``
              ? `بدون ریمارک، نام لینک شماره‌ی سرویس و نام مشتری است.`
              : (0, V.jsxs)(V.Fragment, {
                  children: [
                    `نمونه‌ی نام لینک:`,
                    ` `,
                    (0, V.jsx)(`bdi`, { children: F({ id: J, batch: !1, who: null }, { ...r, remarks: c }) }),
                  ],
                }),
        }),
        (0, V.jsx)(a, {
          type: `submit`,
          loading: o.isPending,
          style: { alignSelf: `flex-start` },
          children: `ذخیره‌ی ریمارک`,
        }),
      ],
    }),
  });
}
var Z = () => i(p.support),
  Q = () => g({ queryKey: [`profile`, `support`], queryFn: Z }),
  $ = () => _(Q()),
  ee = (e) => i(p.setSupport, { body: e });
function te() {
  const e = h();
  return v({ mutationFn: ee, onSuccess: (t) => e.setQueryData(Q().queryKey, t) });
}
function ne() {
  const e = $();
  return (0, V.jsx)(f, {
    withBorder: !0,
    p: `lg`,
    radius: `md`,
    'data-testid': `support`,
    children: (0, V.jsxs)(n, {
      gap: `sm`,
      children: [
        (0, V.jsx)(d, { order: 2, size: `h5`, children: `فروشگاه و پشتیبانی` }),
        (0, V.jsx)(t, {
          size: `sm`,
          c: `dimmed`,
          children: `این‌ها را مشتریان شما در صفحه‌ی خرید فروشگاه و در برنامه‌ی اتصال (عنوان اشتراک و دکمه‌ی پشتیبانی) می‌بینند.`,
        }),
        e.data ? (0, V.jsx)(re, { saved: e.data }, JSON.stringify(e.data)) : (0, V.jsx)(x, { h: 180 }),
      ],
    }),
  });
}
function re({ saved: e }) {
  const [t, r] = (0, R.useState)(e),
    i = te(),
    o = (e) => {
      e.preventDefault(), i.mutate(t, { onSuccess: () => void u(`اطلاعات فروشگاه به‌روزرسانی شد`) });
    },
    c = (e) => ({
      value: t[e],
      onChange: (t) => {
        const n = t.currentTarget.value;
        r((t) => ({ ...t, [e]: n }));
      },
      autoComplete: `off`,
    });
  return (0, V.jsx)(`form`, {
    onSubmit: o,
    noValidate: !0,
    children: (0, V.jsxs)(n, {
      gap: `sm`,
      children: [
        (0, V.jsx)(s, {
          label: `لینک پشتیبانی`,
          description: `آیدی یا لینک تلگرام، یا نشانی امن یک صفحه؛ خالی باشد، تلگرام حساب شما به کار می‌رود.`,
          placeholder: `@support`,
          dir: `ltr`,
          leftSection: (0, V.jsx)(j, { size: 16, 'aria-hidden': !0 }),
          maxLength: 200,
          ...c(`supportlink`),
        }),
        (0, V.jsxs)(k, {
          cols: { base: 1, sm: 2 },
          spacing: `sm`,
          children: [
            (0, V.jsx)(s, {
              label: `نام فروشگاه`,
              description: `بالای صفحه‌ی خرید فروشگاه`,
              leftSection: (0, V.jsx)(A, { size: 16, 'aria-hidden': !0 }),
              maxLength: 60,
              ...c(`store`),
            }),
            (0, V.jsx)(s, {
              label: `نام سرویس`,
              description: `عنوان اشتراک در برنامه‌ی مشتری و صفحه‌ی خرید`,
              leftSection: (0, V.jsx)(I, { size: 16, 'aria-hidden': !0 }),
              maxLength: 40,
              ...c(`servicename`),
            }),
          ],
        }),
        (0, V.jsx)(a, {
          type: `submit`,
          loading: i.isPending,
          style: { alignSelf: `flex-start` },
          children: `ذخیره‌ی اطلاعات فروشگاه`,
        }),
      ],
    }),
  });
}
function ie() {
  return (
    c(`تنظیمات`),
    (0, V.jsxs)(n, {
      gap: `md`,
      'data-testid': `settings`,
      maw: 760,
      children: [
        (0, V.jsx)(d, { order: 1, size: `h3`, children: `تنظیمات` }),
        (0, V.jsx)(H, {}),
        (0, V.jsx)(Y, {}),
        (0, V.jsx)(ne, {}),
      ],
    })
  );
}

export { ie as SettingsRoute };
