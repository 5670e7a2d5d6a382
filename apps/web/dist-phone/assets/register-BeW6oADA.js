import { y as A, l as D, i as E, r as k, o as O, a as T, _ as w } from './common-CVhYgptH.js';
import { t as j } from './IconArrowRight-BKerQPul.js';
import { n as M } from './InputBase-_vvjCT3d.js';
import {
  Y as a,
  it as c,
  q as d,
  st as f,
  X as i,
  m as l,
  O as n,
  Z as o,
  t as p,
  Q as r,
  a as s,
  M as t,
  n as u,
} from './index-B3ichRAS.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import { v as _, u as g, t as h, d as m, w as v, x as y } from './runtime-B8Ttn_BI.js';
import { r as C, i as S } from './store-B5VJ9oXn.js';
import { n as b, t as x } from './zod-CiDGUeDk.js';

var N = e(v()),
  P = { group: `_group_71d4u_1`, box: `_box_71d4u_12` },
  F = g(),
  I = (e) => D(e).replace(/\D/g, ``);
function L({ value: e, onChange: t, onComplete: n, length: r = 5, label: i, error: a, disabled: o, autoFocus: s }) {
  const c = (0, N.useId)(),
    l = (0, N.useRef)([]),
    [u, d] = (0, N.useState)(() => R(e, r));
  (0, N.useEffect)(() => {
    d((t) => (t.join(``) === e ? t : R(e, r)));
  }, [e, r]);
  const f = (e) => {
      const t = l.current[Math.max(0, Math.min(r - 1, e))];
      t?.focus(), t?.select();
    },
    p = (e) => {
      d(e);
      const i = e.join(``);
      t(i), i.length === r && e.every((e) => e !== ``) && n?.(i);
    },
    m = (e, t) => {
      const n = I(t).split(``);
      if (n.length === 0) return;
      const i = n.length >= r ? 0 : e,
        a = [...u];
      n.slice(0, r - i).forEach((e, t) => {
        a[i + t] = e;
      }),
        p(a),
        f(Math.min(i + n.length, r - 1));
    },
    h = (e, t) => {
      const n = I(t);
      n.length === 0
        ? t === `` && p(u.map((t, n) => (n === e ? `` : t)))
        : n.length > 1
          ? m(e, n)
          : (p(u.map((t, r) => (r === e ? n : t))), e < r - 1 && f(e + 1));
    },
    g = (e, t) => {
      switch (t.key) {
        case `Backspace`:
          t.preventDefault(),
            u[e]
              ? p(u.map((t, n) => (n === e ? `` : t)))
              : e > 0 && (p(u.map((t, n) => (n === e - 1 ? `` : t))), f(e - 1));
          break;
        case `Delete`:
          t.preventDefault(), p(u.map((t, n) => (n === e ? `` : t)));
          break;
        case `ArrowLeft`:
          t.preventDefault(), f(e - 1);
          break;
        case `ArrowRight`:
          t.preventDefault(), f(e + 1);
          break;
        case `Home`:
          t.preventDefault(), f(0);
          break;
        case `End`:
          t.preventDefault(), f(r - 1);
          break;
        default:
          t.key.length !== 1 || t.ctrlKey || t.metaKey || /\d/.test(D(t.key)) || t.preventDefault();
      }
    },
    _ = (e, t) => {
      t.preventDefault(), m(e, t.clipboardData.getData(`text`));
    };
  return (0, F.jsx)(M.Wrapper, {
    label: i,
    error: a,
    id: `${c}-0`,
    labelProps: { htmlFor: `${c}-0` },
    children: (0, F.jsx)(`fieldset`, {
      className: P.group,
      'aria-label': i ?? `کد تأیید`,
      'data-testid': `otp-input`,
      children: u.map((e, t) =>
        (0, F.jsx)(
          `input`,
          {
            id: `${c}-${t}`,
            ref: (e) => {
              l.current[t] = e;
            },
            className: P.box,
            type: `text`,
            inputMode: `numeric`,
            pattern: `[0-9]*`,
            autoComplete: t === 0 ? `one-time-code` : `off`,
            'aria-label': `رقم ${t + 1} از ${r}`,
            'aria-invalid': a ? !0 : void 0,
            'data-testid': `otp-digit-${t}`,
            value: e,
            disabled: o,
            autoFocus: s && t === 0,
            onFocus: (e) => e.target.select(),
            onChange: (e) => h(t, e.target.value),
            onKeyDown: (e) => g(t, e),
            onPaste: (e) => _(t, e),
          },
          t,
        ),
      ),
    }),
  });
}
function R(e, t) {
  const n = I(e).slice(0, t).split(``);
  return Array.from({ length: t }, (e, t) => n[t] ?? ``);
}
var z = (e) => n(t.register, { body: e });
function B() {
  return h({ mutationFn: z });
}
var V = (e) => n(t.sendRegisterToken, { body: e });
function H() {
  return h({ mutationFn: V });
}
var U = (e) => A().pipe(e),
  W = w({ mobile: U(k), password: E, telegram: U(O(100)), code: U(T(`وارد کردن کد معرف الزامی است`, 32)) }),
  G = `کد تأیید باید 5 رقم باشد`;
function K({ referrerCode: e, onRegistered: t }) {
  const [n, r] = (0, N.useState)(null),
    [i, a] = (0, N.useState)(`details`),
    [o, s] = (0, N.useState)(0),
    c = H(),
    l = u(),
    d = (e, t) => {
      const n = o + 1;
      c.mutate(
        { mobile: e.mobile, code: e.code, requestcount: n },
        {
          onSuccess: (e) => {
            s(n), l.start(e.resend_in > 0 ? e.resend_in : 120), t?.();
          },
        },
      );
    };
  return (0, F.jsx)(f, {
    withBorder: !0,
    shadow: `sm`,
    p: `xl`,
    radius: `lg`,
    w: `100%`,
    maw: 440,
    'data-testid': `register-form`,
    children:
      i === `verify` && n
        ? (0, F.jsx)(J, {
            details: n,
            remaining: l.remaining,
            resending: c.isPending,
            onResend: () => d(n),
            onBack: () => a(`details`),
            onRegistered: t,
          })
        : (0, F.jsx)(q, {
            referrerCode: e,
            initial: n,
            sending: c.isPending,
            onSubmit: (e) =>
              d(e, () => {
                r(e), a(`verify`);
              }),
          }),
  });
}
function q({ referrerCode: e, initial: t, sending: n, onSubmit: o }) {
  const s = b({ resolver: x(W), defaultValues: t ?? { mobile: ``, password: ``, telegram: ``, code: e } }),
    { errors: l } = s.formState;
  return (0, F.jsx)(`form`, {
    onSubmit: s.handleSubmit(o),
    noValidate: !0,
    children: (0, F.jsxs)(C, {
      gap: `md`,
      children: [
        (0, F.jsxs)(C, {
          gap: 4,
          children: [
            (0, F.jsx)(d, { order: 1, size: `h3`, children: `ثبت‌نام در پیشخوان` }),
            (0, F.jsx)(S, {
              c: `dimmed`,
              size: `sm`,
              children: `برای ساخت حساب نمایندگی، اطلاعات زیر را کامل کنید. کد تأیید به موبایل شما پیامک می‌شود.`,
            }),
          ],
        }),
        (0, F.jsx)(a, {
          label: `شماره موبایل`,
          placeholder: `۰۹۱۲۳۴۵۶۷۸۹`,
          inputMode: `tel`,
          autoComplete: `username`,
          withAsterisk: !0,
          error: l.mobile?.message,
          ...s.register(`mobile`),
        }),
        (0, F.jsx)(i, {
          label: `رمز عبور`,
          placeholder: `دست‌کم ۸ نویسه`,
          autoComplete: `new-password`,
          withAsterisk: !0,
          error: l.password?.message,
          visibilityToggleButtonProps: { 'aria-label': `نمایش یا پنهان کردن رمز عبور` },
          ...s.register(`password`),
        }),
        (0, F.jsx)(a, {
          label: `آیدی تلگرام (اختیاری)`,
          placeholder: `شناسه تلگرام شما`,
          error: l.telegram?.message,
          ...s.register(`telegram`),
        }),
        (0, F.jsx)(a, {
          label: `کد معرف`,
          placeholder: `کد معرف خود را وارد کنید`,
          withAsterisk: !0,
          error: l.code?.message,
          ...s.register(`code`),
        }),
        (0, F.jsx)(r, {
          type: `submit`,
          fullWidth: !0,
          size: `md`,
          loading: n,
          'data-testid': `register-send-code`,
          children: `دریافت کد تأیید`,
        }),
        (0, F.jsxs)(S, {
          size: `sm`,
          ta: `center`,
          children: [`قبلاً ثبت‌نام کرده‌اید؟`, ` `, (0, F.jsx)(c, { component: m, to: `/login`, children: `وارد شوید` })],
        }),
      ],
    }),
  });
}
function J({ details: e, remaining: t, resending: n, onResend: i, onBack: a, onRegistered: o }) {
  const [s, c] = (0, N.useState)(``),
    [l, u] = (0, N.useState)(),
    f = B(),
    m = (t = s) => {
      t.length === 5
        ? f.isPending ||
          f.mutate(
            { mobile: e.mobile, password: e.password, telegram: e.telegram || void 0, code: e.code, token: t },
            { onSuccess: o },
          )
        : u(G);
    };
  return (0, F.jsx)(`form`, {
    onSubmit: (e) => {
      e.preventDefault(), m();
    },
    noValidate: !0,
    children: (0, F.jsxs)(C, {
      gap: `md`,
      children: [
        (0, F.jsxs)(C, {
          gap: 4,
          children: [
            (0, F.jsx)(d, { order: 1, size: `h3`, children: `تأیید شماره موبایل` }),
            (0, F.jsxs)(S, {
              c: `dimmed`,
              size: `sm`,
              children: [`کد `, 5, ` رقمی پیامک‌شده به شماره `, e.mobile, ` را وارد کنید.`],
            }),
          ],
        }),
        (0, F.jsx)(L, {
          label: `کد تأیید`,
          length: 5,
          value: s,
          error: l,
          autoFocus: !0,
          onChange: (e) => {
            c(e), u(void 0);
          },
        }),
        (0, F.jsx)(r, {
          type: `submit`,
          fullWidth: !0,
          size: `md`,
          loading: f.isPending,
          'data-testid': `register-submit`,
          children: `تکمیل ثبت‌نام`,
        }),
        (0, F.jsx)(p, { remaining: t, sentOnce: !0, loading: n, onClick: i, fullWidth: !0 }),
        (0, F.jsx)(r, {
          variant: `subtle`,
          leftSection: (0, F.jsx)(j, { size: 18, 'aria-hidden': !0 }),
          onClick: a,
          'data-testid': `register-back`,
          children: `ویرایش اطلاعات`,
        }),
      ],
    }),
  });
}
function Y() {
  s(`ثبت‌نام`);
  const [e] = y(),
    t = _();
  return (0, F.jsx)(o, {
    mih: `100dvh`,
    p: `md`,
    bg: `gray.0`,
    children: (0, F.jsx)(K, {
      referrerCode: e.get(`code`) ?? ``,
      onRegistered: (e) => {
        l(
          `ثبت‌نام با موفقیت انجام شد`,
          e.active
            ? [`اکنون می‌توانید با شماره موبایل و رمز عبور خود وارد شوید.`]
            : [`حساب شما هنوز فعال نشده است؛ برای فعال‌سازی با پشتیبانی تماس بگیرید.`],
        ),
          t(`/login`, { replace: !0 });
      },
    }),
  });
}

export { Y as RegisterRoute };
