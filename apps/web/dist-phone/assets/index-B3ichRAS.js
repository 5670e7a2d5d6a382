const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      'assets/sweetalert2.all-DYibCtpP.js',
      'assets/rolldown-runtime-BWaJ3C7D.js',
      'assets/admin-layout-B1HlKE5W.js',
      'assets/IconBell-D24XdC9g.js',
      'assets/IconCoins-mHexhRnE.js',
      'assets/IconCreditCard-DJzsBkMO.js',
      'assets/IconGift-BahpffnT.js',
      'assets/app-layout-Cc4lrVzl.js',
      'assets/CloseButton-OQ05SlJ0.js',
      'assets/store-B5VJ9oXn.js',
      'assets/runtime-B8Ttn_BI.js',
      'assets/clsx-DB0hHKMi.js',
      'assets/Transition-Cx7H30U_.js',
      'assets/Tooltip-DeNYR9sI.js',
      'assets/OptionalPortal-ZJjSRNBG.js',
      'assets/use-isomorphic-effect-C6cCsxhR.js',
      'assets/get-floating-position-DWZuuBbC.js',
      'assets/ScrollArea-BqUlf40j.js',
      'assets/create-safe-context-DswzsaXw.js',
      'assets/to-int-Bj8LmQup.js',
      'assets/use-id-CieX9qO2.js',
      'assets/IconEye-CjctVrmI.js',
      'assets/settings-store-CXclhLR7.js',
      'assets/IconPackage-DEat5gxO.js',
      'assets/IconReceipt-hEANFQTB.js',
      'assets/IconShoppingCart-DOIDlTIR.js',
      'assets/IconStack2-EHhXEXLJ.js',
      'assets/IconTicket--kkfUxHc.js',
      'assets/IconUserPlus-pPXj_GDq.js',
      'assets/rate-badge-BieVrpi5.js',
      'assets/Badge-DCsC8PGu.js',
      'assets/Collapse-CqW2DrWI.js',
      'assets/AccordionChevron-D3ryC-6W.js',
      'assets/app-layout-off7VbJz.css',
      'assets/IconServer-DQGd1jGB.js',
      'assets/IconUsers-LPmntfL6.js',
      'assets/admin-overview-DAzVbvaj.js',
      'assets/SimpleGrid-BdsTzg9e.js',
      'assets/Table-BPfsbF3o.js',
      'assets/IconServerOff-yDOq1oN6.js',
      'assets/empty-state-Btny1RmZ.js',
      'assets/admin-resellers-DyrRYfe8.js',
      'assets/data-pagination-Cv94AOFZ.js',
      'assets/create-event-handler-BFtKR396.js',
      'assets/get-resellers-CMIfMVqQ.js',
      'assets/common-CVhYgptH.js',
      'assets/SegmentedControl-B5dOM2xL.js',
      'assets/get-env-MimdSsZv.js',
      'assets/use-debounced-value-Cw_OcOng.js',
      'assets/IconSearch-CDGiH3jZ.js',
      'assets/resellers-table-CFdTOp0K.js',
      'assets/Menu-CGs2WeyT.js',
      'assets/create-scoped-keydown-handler-BNvoN0m4.js',
      'assets/use-resolved-styles-api-CHYueO1k.js',
      'assets/Combobox-Dx6mIB9a.js',
      'assets/FocusTrap-Czmcjoxu.js',
      'assets/noop-mXPS5vjY.js',
      'assets/ComboboxChevron-DPLV65q3.js',
      'assets/InputBase-_vvjCT3d.js',
      'assets/RadioIcon-D5u7o7Q_.js',
      'assets/IconEdit-Fc0Z5lsG.js',
      'assets/IconTrash-BPhFJnCp.js',
      'assets/confirm-modal-Buw-II3V.js',
      'assets/Alert-DFvqV_h5.js',
      'assets/Modal-DKsxBwus.js',
      'assets/NumberInput-B2qiK1Yq.js',
      'assets/Textarea-BvlYfSYl.js',
      'assets/field-errors-BfcQQgoX.js',
      'assets/idempotency-key-DndsePE2.js',
      'assets/Select-BFkHVZes.js',
      'assets/get-parsed-combobox-data-D9fRIMhM.js',
      'assets/Switch-ClKLhCYK.js',
      'assets/resellers-table-OkhYxwaC.css',
      'assets/admin-reseller-CSyWgfj4.js',
      'assets/IconChevronRight-DHHh3a6m.js',
      'assets/ledger-table-QnM3HkIA.js',
      'assets/IconReceiptOff-FvJjjD9n.js',
      'assets/ledger-table-DTEvBssf.css',
      'assets/transaction-filter-bar-Bj7rKdKb.js',
      'assets/NativeSelect-ovjdtB8C.js',
      'assets/jalali-range-input-BMvYkfCo.js',
      'assets/IconCalendar-BvhTlC1y.js',
      'assets/build-BdZXSmFv.js',
      'assets/jalali-range-input-BBhHcBr4.css',
      'assets/transaction-filter-bar-D85vVxUm.css',
      'assets/admin-paygroups-yWZZh8ZT.js',
      'assets/IconInfoCircle-vK0-nvFu.js',
      'assets/admin-catalogue-BbYMDVeC.js',
      'assets/IconPlus-xu_WQQyt.js',
      'assets/status-badges-BAgY9nF6.js',
      'assets/catalogue.schemas-BaaTA4LA.js',
      'assets/admin-nodes-C8Tq6KEk.js',
      'assets/IconRefresh-huDhGtHx.js',
      'assets/node.schemas-JosbSAnY.js',
      'assets/admin-nas-DrqJ06bb.js',
      'assets/admin-servers-BVTbIolV.js',
      'assets/admin-openvpn-n1JihmNa.js',
      'assets/admin-transactions-o1SyoKfO.js',
      'assets/user-picker-Clzw0ygZ.js',
      'assets/admin-giftcards-C_bh4ZpE.js',
      'assets/get-giftcard-batches-BCw8UBrQ.js',
      'assets/save-file-CGTK-jUT.js',
      'assets/Progress-D98xvOi1.js',
      'assets/IconDownload-C7X80S6p.js',
      'assets/admin-giftcard-batch-DteyJxJM.js',
      'assets/admin-rates-BKj4iIRR.js',
      'assets/Skeleton-D-SLUjiH.js',
      'assets/admin-paymentmethods-BWC4V5hX.js',
      'assets/store.schemas-D3xepYnL.js',
      'assets/admin-notifications-BdQ0Po6-.js',
      'assets/IconBellOff-DMJG6a2d.js',
      'assets/admin-maintenance-ycFhsi3_.js',
      'assets/admin-audit-CJGtMf7P.js',
      'assets/IconChevronUp-BftnfPD9.js',
      'assets/admin-audit-CbxABteP.css',
      'assets/crypto-CBpQcFCb.js',
      'assets/IconArrowRight-BKerQPul.js',
      'assets/Code-CIK66-Cc.js',
      'assets/service-qr-CO-CvEhT.js',
      'assets/copy-button-Dw0A8sCF.js',
      'assets/rate-card-CGAn6gIP.js',
      'assets/dashboard-cF7A7EYp.js',
      'assets/IconCircleCheck-B_HRmAgP.js',
      'assets/pool-days-badge-B0KA2aPe.js',
      'assets/get-new-notifications-Bu8v2Gun.js',
      'assets/dashboard-BeGINTHK.css',
      'assets/notifications-DmH9kOYY.js',
      'assets/referrals-CEvXnC8k.js',
      'assets/groupservices-BMsrgi6H.js',
      'assets/transactions-Bnm-8MFo.js',
      'assets/transactions-rfNyFSon.css',
      'assets/newservice-C-BhXwZh.js',
      'assets/package-picker-B8E_KcYI.js',
      'assets/Radio-D2TOrP_U.js',
      'assets/service-type-icons-2bz31Ihr.js',
      'assets/view-service-dialog-CogEBj12.js',
      'assets/customer-picker-CV8PWzeq.js',
      'assets/service-link-Je8CoM_F.js',
      'assets/trafficservice-CKFWrneL.js',
      'assets/IconLock-DfaZVTfx.js',
      'assets/service.schemas-LQG3FZod.js',
      'assets/services-D6KlB-xH.js',
      'assets/services-BNZfy654.css',
      'assets/giftcard-DrptTjyK.js',
      'assets/perfectmoney-h8ROTzOF.js',
      'assets/settings-BkW946Jo.js',
      'assets/IconBuildingStore-CABJ0Pcb.js',
      'assets/IconHeadset-iyoyxloS.js',
      'assets/store-products-BPfbeuPx.js',
      'assets/IconExternalLink-Hv8ZSy2z.js',
      'assets/edit-delete-actions-B0ptbSGZ.js',
      'assets/store-disabled--8nNBhIy.js',
      'assets/store-orders-CRjTX8wX.js',
      'assets/store-paymentmethods-DEMnz22_.js',
      'assets/buy-CWIGBn-i.js',
      'assets/public-shell-CGbO8M4_.js',
      'assets/order-_5WnbDND.js',
      'assets/register-BeW6oADA.js',
      'assets/zod-CiDGUeDk.js',
      'assets/register-BmGoxpe5.css',
    ]),
) => i.map((i) => d[i]);

import { t as ge } from './clsx-DB0hHKMi.js';
import { n as _e, r as ve, t as ye } from './InputBase-_vvjCT3d.js';
import { a as e } from './rolldown-runtime-BWaJ3C7D.js';
import {
  v as _,
  c as a,
  h as c,
  m as d,
  o as f,
  u as g,
  t as h,
  b as i,
  i as l,
  r as m,
  _ as n,
  d as o,
  p,
  a as r,
  g as s,
  S as t,
  l as u,
  w as v,
} from './runtime-B8Ttn_BI.js';
import {
  V as A,
  a as ae,
  B as b,
  E as C,
  k as ce,
  N as D,
  t as de,
  M as E,
  H as ee,
  i as F,
  v as fe,
  m as I,
  S as ie,
  _ as j,
  U as k,
  o as L,
  l as le,
  b as M,
  c as N,
  O as ne,
  T as O,
  f as oe,
  h as P,
  y as pe,
  r as R,
  R as re,
  D as S,
  g as se,
  L as T,
  I as te,
  n as ue,
  F as w,
  C as x,
  s as z,
} from './store-B5VJ9oXn.js';
import { t as he, n as me } from './Transition-Cx7H30U_.js';
import { t as be } from './use-id-CieX9qO2.js';
import { t as y } from './use-isomorphic-effect-C6cCsxhR.js';
import { t as xe } from './use-resolved-styles-api-CHYueO1k.js';

(() => {
  const e = document.createElement(`link`).relList;
  if (e && e.supports && e.supports(`modulepreload`)) return;
  for (const e of document.querySelectorAll(`link[rel="modulepreload"]`)) n(e);
  new MutationObserver((e) => {
    for (const t of e)
      if (t.type === `childList`)
        for (const e of t.addedNodes) e.tagName === `LINK` && e.rel === `modulepreload` && n(e);
  }).observe(document, { childList: !0, subtree: !0 });
  function t(e) {
    const t = {};
    return (
      e.integrity && (t.integrity = e.integrity),
      e.referrerPolicy && (t.referrerPolicy = e.referrerPolicy),
      (t.credentials =
        e.crossOrigin === `use-credentials` ? `include` : e.crossOrigin === `anonymous` ? `omit` : `same-origin`),
      t
    );
  }
  function n(e) {
    if (e.ep) return;
    e.ep = !0;
    const n = t(e);
    fetch(e.href, n);
  }
})();
function Se(e) {
  return typeof e != `string` || !e.includes(`var(--mantine-scale)`)
    ? e
    : e
        .match(/^calc\((.*?)\)$/)?.[1]
        .split(`*`)[0]
        .trim();
}
function Ce(e) {
  const t = Se(e);
  return typeof t == `number`
    ? t
    : typeof t == `string`
      ? t.includes(`calc`) || t.includes(`var`)
        ? t
        : t.includes(`px`)
          ? Number(t.replace(`px`, ``))
          : t.includes(`rem`)
            ? Number(t.replace(`rem`, ``)) * 16
            : t.includes(`em`)
              ? Number(t.replace(`em`, ``)) * 16
              : Number(t)
      : NaN;
}
var B = e(v(), 1);
function we(e, t) {
  if (typeof e == `function`) return e(t);
  typeof e == `object` && e && `current` in e && (e.current = t);
}
function Te(...e) {
  const t = new Map();
  return (n) => {
    if (
      (e.forEach((e) => {
        const r = we(e, n);
        r && t.set(e, r);
      }),
      t.size > 0)
    )
      return () => {
        e.forEach((e) => {
          const n = t.get(e);
          n && typeof n == `function` ? n() : we(e, null);
        }),
          t.clear();
      };
  };
}
function Ee(...e) {
  return (0, B.useCallback)(Te(...e), e);
}
function De({ value: e, defaultValue: t, finalValue: n, onChange: r = () => {} }) {
  const [i, a] = (0, B.useState)(t === void 0 ? n : t);
  return e === void 0
    ? [
        i,
        (e, ...t) => {
          a(e), r?.(e, ...t);
        },
        !1,
      ]
    : [e, r, !0];
}
function Oe(e, t, n) {
  const r = (0, B.useRef)(null);
  (0, B.useEffect)(() => {
    r.current &&= (r.current.disconnect(), null);
    const i = typeof n == `function` ? n() : n;
    return (
      i && ((r.current = new MutationObserver(e)), r.current.observe(i, t)),
      () => {
        r.current &&= (r.current.disconnect(), null);
      }
    );
  }, [e, t, n]);
}
function ke(e) {
  return e === `auto` || e === `dark` || e === `light`;
}
function Ae({ key: e = `mantine-color-scheme-value` } = {}) {
  let t;
  return {
    get: (t) => {
      if (typeof window > `u`) return t;
      try {
        const n = window.localStorage.getItem(e);
        return ke(n) ? n : t;
      } catch {
        return t;
      }
    },
    set: (t) => {
      try {
        window.localStorage.setItem(e, t);
      } catch (e) {
        console.warn(`[@mantine/core] Local storage color scheme manager was unable to save color scheme.`, e);
      }
    },
    subscribe: (n) => {
      (t = (t) => {
        t.storageArea === window.localStorage && t.key === e && ke(t.newValue) && n(t.newValue);
      }),
        window.addEventListener(`storage`, t);
    },
    unsubscribe: () => {
      window.removeEventListener(`storage`, t);
    },
    clear: () => {
      window.localStorage.removeItem(e);
    },
  };
}
function je({ color: e, theme: t, autoContrast: n, colorScheme: r }) {
  return (typeof n == `boolean` ? n : t.autoContrast) &&
    ne({ color: e || t.primaryColor, theme: t, colorScheme: r }).isLight
    ? `var(--mantine-color-black)`
    : `var(--mantine-color-white)`;
}
function Me(e, t, n) {
  return je({ color: n === `dark` ? e.dark : e.light, theme: t, colorScheme: n, autoContrast: !0 });
}
function Ne(e, t) {
  const n = e.colors[e.primaryColor];
  return C(n)
    ? e.autoContrast
      ? Me(n, e, t)
      : `var(--mantine-color-white)`
    : je({ color: n[ce(e, t)], theme: e, autoContrast: null });
}
function Pe(e, t) {
  return typeof e == `boolean` ? e : t.autoContrast;
}
function Fe(e, t) {
  const n = typeof window < `u` && `matchMedia` in window && window.matchMedia(`(prefers-color-scheme: dark)`)?.matches,
    r = e === `auto` ? (n ? `dark` : `light`) : e;
  t()?.setAttribute(`data-mantine-color-scheme`, r);
}
function Ie({ manager: e, defaultColorScheme: t, getRootElement: n, forceColorScheme: r }) {
  const i = (0, B.useRef)(null),
    [a, o] = (0, B.useState)(() => e.get(t)),
    s = r || a,
    c = (0, B.useCallback)(
      (t) => {
        r || (Fe(t, n), o(t), e.set(t));
      },
      [e.set, s, r],
    ),
    l = (0, B.useCallback)(() => {
      o(t), Fe(t, n), e.clear();
    }, [e.clear, t]);
  return (
    (0, B.useEffect)(() => (e.subscribe(c), e.unsubscribe), [e.subscribe, e.unsubscribe]),
    y(() => {
      Fe(e.get(t), n);
    }, []),
    (0, B.useEffect)(() => {
      if (r) return Fe(r, n), () => {};
      r === void 0 && Fe(a, n),
        typeof window < `u` &&
          `matchMedia` in window &&
          (i.current = window.matchMedia(`(prefers-color-scheme: dark)`));
      const e = (e) => {
        a === `auto` && Fe(e.matches ? `dark` : `light`, n);
      };
      return i.current?.addEventListener(`change`, e), () => i.current?.removeEventListener(`change`, e);
    }, [a, r]),
    { colorScheme: s, setColorScheme: c, clearColorScheme: l }
  );
}
function Le(e) {
  return Object.entries(e)
    .map(([e, t]) => `${e}: ${t};`)
    .join(``);
}
function Re(e, t) {
  const n = t ? [t] : [`:root`, `:host`],
    r = Le(e.variables),
    i = r ? `${n.join(`, `)}{${r}}` : ``,
    a = Le(e.dark),
    o = Le(e.light),
    s = (e) =>
      n
        .map((t) =>
          t === `:host` ? `${t}([data-mantine-color-scheme="${e}"])` : `${t}[data-mantine-color-scheme="${e}"]`,
        )
        .join(`, `);
  return `${i}\n\n${a ? `${s(`dark`)}{${a}}` : ``}\n\n${o ? `${s(`light`)}{${o}}` : ``}`;
}
function ze({ theme: e, color: t, colorScheme: n, name: r = t, withColorValues: i = !0 }) {
  if (!e.colors[t]) return {};
  if (n === `light`) {
    const n = ce(e, `light`),
      a = {
        [`--mantine-color-${r}-text`]: `var(--mantine-color-${r}-filled)`,
        [`--mantine-color-${r}-filled`]: `var(--mantine-color-${r}-${n})`,
        [`--mantine-color-${r}-filled-hover`]: `var(--mantine-color-${r}-${n === 9 ? 8 : n + 1})`,
        [`--mantine-color-${r}-light`]: `var(--mantine-color-${r}-1)`,
        [`--mantine-color-${r}-light-hover`]: `var(--mantine-color-${r}-2)`,
        [`--mantine-color-${r}-light-color`]: `var(--mantine-color-${r}-9)`,
        [`--mantine-color-${r}-outline`]: `var(--mantine-color-${r}-${n})`,
        [`--mantine-color-${r}-outline-hover`]: x(e.colors[t][n], 0.05),
      };
    return i
      ? {
          [`--mantine-color-${r}-0`]: e.colors[t][0],
          [`--mantine-color-${r}-1`]: e.colors[t][1],
          [`--mantine-color-${r}-2`]: e.colors[t][2],
          [`--mantine-color-${r}-3`]: e.colors[t][3],
          [`--mantine-color-${r}-4`]: e.colors[t][4],
          [`--mantine-color-${r}-5`]: e.colors[t][5],
          [`--mantine-color-${r}-6`]: e.colors[t][6],
          [`--mantine-color-${r}-7`]: e.colors[t][7],
          [`--mantine-color-${r}-8`]: e.colors[t][8],
          [`--mantine-color-${r}-9`]: e.colors[t][9],
          ...a,
        }
      : a;
  }
  const a = ce(e, `dark`),
    o = {
      [`--mantine-color-${r}-text`]: `var(--mantine-color-${r}-4)`,
      [`--mantine-color-${r}-filled`]: `var(--mantine-color-${r}-${a})`,
      [`--mantine-color-${r}-filled-hover`]: `var(--mantine-color-${r}-${a === 9 ? 8 : a + 1})`,
      [`--mantine-color-${r}-light`]: O(e.colors[t][9], 0.5),
      [`--mantine-color-${r}-light-hover`]: O(e.colors[t][9], 0.3),
      [`--mantine-color-${r}-light-color`]: `var(--mantine-color-${r}-0)`,
      [`--mantine-color-${r}-outline`]: `var(--mantine-color-${r}-${Math.max(a - 4, 0)})`,
      [`--mantine-color-${r}-outline-hover`]: x(e.colors[t][Math.max(a - 4, 0)], 0.05),
    };
  return i
    ? {
        [`--mantine-color-${r}-0`]: e.colors[t][0],
        [`--mantine-color-${r}-1`]: e.colors[t][1],
        [`--mantine-color-${r}-2`]: e.colors[t][2],
        [`--mantine-color-${r}-3`]: e.colors[t][3],
        [`--mantine-color-${r}-4`]: e.colors[t][4],
        [`--mantine-color-${r}-5`]: e.colors[t][5],
        [`--mantine-color-${r}-6`]: e.colors[t][6],
        [`--mantine-color-${r}-7`]: e.colors[t][7],
        [`--mantine-color-${r}-8`]: e.colors[t][8],
        [`--mantine-color-${r}-9`]: e.colors[t][9],
        ...o,
      }
    : o;
}
function V(e, t, n) {
  k(t).forEach((r) => Object.assign(e, { [`--mantine-${n}-${r}`]: t[r] }));
}
var Be = (e) => {
    const t = ce(e, `light`),
      n = e.defaultRadius in e.radius ? e.radius[e.defaultRadius] : A(e.defaultRadius),
      r = {
        variables: {
          '--mantine-z-index-app': `100`,
          '--mantine-z-index-modal': `200`,
          '--mantine-z-index-popover': `300`,
          '--mantine-z-index-overlay': `400`,
          '--mantine-z-index-max': `9999`,
          '--mantine-scale': e.scale.toString(),
          '--mantine-cursor-type': e.cursorType,
          '--mantine-webkit-font-smoothing': e.fontSmoothing ? `antialiased` : `unset`,
          '--mantine-moz-font-smoothing': e.fontSmoothing ? `grayscale` : `unset`,
          '--mantine-color-white': e.white,
          '--mantine-color-black': e.black,
          '--mantine-line-height': e.lineHeights.md,
          '--mantine-font-family': e.fontFamily,
          '--mantine-font-family-monospace': e.fontFamilyMonospace,
          '--mantine-font-family-headings': e.headings.fontFamily,
          '--mantine-heading-font-weight': e.headings.fontWeight,
          '--mantine-heading-text-wrap': e.headings.textWrap,
          '--mantine-radius-default': n,
          '--mantine-primary-color-filled': `var(--mantine-color-${e.primaryColor}-filled)`,
          '--mantine-primary-color-filled-hover': `var(--mantine-color-${e.primaryColor}-filled-hover)`,
          '--mantine-primary-color-light': `var(--mantine-color-${e.primaryColor}-light)`,
          '--mantine-primary-color-light-hover': `var(--mantine-color-${e.primaryColor}-light-hover)`,
          '--mantine-primary-color-light-color': `var(--mantine-color-${e.primaryColor}-light-color)`,
        },
        light: {
          '--mantine-color-scheme': `light`,
          '--mantine-primary-color-contrast': Ne(e, `light`),
          '--mantine-color-bright': `var(--mantine-color-black)`,
          '--mantine-color-text': e.black,
          '--mantine-color-body': e.white,
          '--mantine-color-error': `var(--mantine-color-red-6)`,
          '--mantine-color-success': `var(--mantine-color-teal-8)`,
          '--mantine-color-placeholder': `var(--mantine-color-gray-5)`,
          '--mantine-color-anchor': `var(--mantine-color-${e.primaryColor}-${t})`,
          '--mantine-color-default': `var(--mantine-color-white)`,
          '--mantine-color-default-hover': `var(--mantine-color-gray-0)`,
          '--mantine-color-default-color': `var(--mantine-color-black)`,
          '--mantine-color-default-border': `var(--mantine-color-gray-4)`,
          '--mantine-color-dimmed': `var(--mantine-color-gray-6)`,
          '--mantine-color-disabled': `var(--mantine-color-gray-2)`,
          '--mantine-color-disabled-color': `var(--mantine-color-gray-5)`,
          '--mantine-color-disabled-border': `var(--mantine-color-gray-3)`,
        },
        dark: {
          '--mantine-color-scheme': `dark`,
          '--mantine-primary-color-contrast': Ne(e, `dark`),
          '--mantine-color-bright': `var(--mantine-color-white)`,
          '--mantine-color-text': `var(--mantine-color-dark-0)`,
          '--mantine-color-body': `var(--mantine-color-dark-7)`,
          '--mantine-color-error': `var(--mantine-color-red-8)`,
          '--mantine-color-success': `var(--mantine-color-teal-8)`,
          '--mantine-color-placeholder': `var(--mantine-color-dark-3)`,
          '--mantine-color-anchor': `var(--mantine-color-${e.primaryColor}-4)`,
          '--mantine-color-default': `var(--mantine-color-dark-6)`,
          '--mantine-color-default-hover': `var(--mantine-color-dark-5)`,
          '--mantine-color-default-color': `var(--mantine-color-white)`,
          '--mantine-color-default-border': `var(--mantine-color-dark-4)`,
          '--mantine-color-dimmed': `var(--mantine-color-dark-2)`,
          '--mantine-color-disabled': `var(--mantine-color-dark-6)`,
          '--mantine-color-disabled-color': `var(--mantine-color-dark-3)`,
          '--mantine-color-disabled-border': `var(--mantine-color-dark-4)`,
        },
      };
    V(r.variables, e.breakpoints, `breakpoint`),
      V(r.variables, e.spacing, `spacing`),
      V(r.variables, e.fontSizes, `font-size`),
      V(r.variables, e.lineHeights, `line-height`),
      V(r.variables, e.shadows, `shadow`),
      V(r.variables, e.radius, `radius`),
      V(r.variables, e.fontWeights, `font-weight`),
      e.colors[e.primaryColor].forEach((t, n) => {
        r.variables[`--mantine-primary-color-${n}`] = `var(--mantine-color-${e.primaryColor}-${n})`;
      }),
      k(e.colors).forEach((t) => {
        const n = e.colors[t];
        C(n)
          ? (Object.assign(
              r.light,
              ze({ theme: e, name: n.name, color: n.light, colorScheme: `light`, withColorValues: !0 }),
            ),
            Object.assign(
              r.dark,
              ze({ theme: e, name: n.name, color: n.dark, colorScheme: `dark`, withColorValues: !0 }),
            ),
            (r.light[`--mantine-color-${n.name}-contrast`] = Me(n, e, `light`)),
            (r.dark[`--mantine-color-${n.name}-contrast`] = Me(n, e, `dark`)))
          : (n.forEach((e, n) => {
              r.variables[`--mantine-color-${t}-${n}`] = e;
            }),
            Object.assign(r.light, ze({ theme: e, color: t, colorScheme: `light`, withColorValues: !1 })),
            Object.assign(r.dark, ze({ theme: e, color: t, colorScheme: `dark`, withColorValues: !1 })));
      });
    const i = e.headings.sizes;
    return (
      k(i).forEach((t) => {
        (r.variables[`--mantine-${t}-font-size`] = i[t].fontSize),
          (r.variables[`--mantine-${t}-line-height`] = i[t].lineHeight),
          (r.variables[`--mantine-${t}-font-weight`] = i[t].fontWeight || e.headings.fontWeight);
      }),
      r
    );
  },
  H = g();
function Ve() {
  const e = j(),
    t = ie(),
    n = k(e.breakpoints).reduce((t, n) => {
      const r = e.breakpoints[n].includes(`px`),
        i = Ce(e.breakpoints[n]);
      return `${t}@media (max-width: ${r ? `${i - 0.1}px` : b(i - 0.1)}) {.mantine-visible-from-${n} {display: none !important;}}@media (min-width: ${r ? `${i}px` : b(i)}) {.mantine-hidden-from-${n} {display: none !important;}}`;
    }, ``);
  return (0, H.jsx)(`style`, {
    'data-mantine-styles': `classes`,
    nonce: t?.(),
    dangerouslySetInnerHTML: { __html: n },
  });
}
function He({ theme: e, generator: t }) {
  const n = Be(e),
    r = t?.(e);
  return r ? ee(n, r) : n;
}
var Ue = Be(fe);
function We(e) {
  const t = { variables: {}, light: {}, dark: {} };
  return (
    k(e.variables).forEach((n) => {
      Ue.variables[n] !== e.variables[n] && (t.variables[n] = e.variables[n]);
    }),
    k(e.light).forEach((n) => {
      Ue.light[n] !== e.light[n] && (t.light[n] = e.light[n]);
    }),
    k(e.dark).forEach((n) => {
      Ue.dark[n] !== e.dark[n] && (t.dark[n] = e.dark[n]);
    }),
    t
  );
}
function Ge(e) {
  return Re(
    { variables: {}, dark: { '--mantine-color-scheme': `dark` }, light: { '--mantine-color-scheme': `light` } },
    e,
  );
}
function Ke({ cssVariablesSelector: e, deduplicateCssVariables: t }) {
  const n = j(),
    r = ie(),
    i = He({ theme: n, generator: M() }),
    a = (e === void 0 || e === `:root` || e === `:host`) && t,
    o = Re(a ? We(i) : i, e);
  return o
    ? (0, H.jsx)(`style`, {
        'data-mantine-styles': !0,
        nonce: r?.(),
        dangerouslySetInnerHTML: { __html: `${o}${a ? `` : Ge(e)}` },
      })
    : null;
}
Ke.displayName = `@mantine/CssVariables`;
function qe({ respectReducedMotion: e, getRootElement: t }) {
  y(() => {
    e && t()?.setAttribute(`data-respect-reduced-motion`, `true`);
  }, [e]);
}
function Je({
  theme: e,
  children: t,
  getStyleNonce: n,
  withStaticClasses: r = !0,
  withGlobalClasses: i = !0,
  deduplicateCssVariables: a = !0,
  withCssVariables: o = !0,
  cssVariablesSelector: s,
  classNamesPrefix: c = `mantine`,
  colorSchemeManager: l = Ae(),
  defaultColorScheme: u = `light`,
  getRootElement: d = () => document.documentElement,
  cssVariablesResolver: f,
  forceColorScheme: p,
  stylesTransform: m,
  env: h,
  deduplicateInlineStyles: g = !1,
}) {
  const {
    colorScheme: _,
    setColorScheme: v,
    clearColorScheme: y,
  } = Ie({ defaultColorScheme: u, forceColorScheme: p, manager: l, getRootElement: d });
  return (
    qe({ respectReducedMotion: e?.respectReducedMotion || !1, getRootElement: d }),
    (0, H.jsx)(pe, {
      value: {
        colorScheme: _,
        setColorScheme: v,
        clearColorScheme: y,
        getRootElement: d,
        classNamesPrefix: c,
        getStyleNonce: n,
        cssVariablesResolver: f,
        cssVariablesSelector: s ?? `:root`,
        withStaticClasses: r,
        stylesTransform: m,
        env: h,
        deduplicateInlineStyles: g,
      },
      children: (0, H.jsxs)(se, {
        theme: e,
        children: [
          o && (0, H.jsx)(Ke, { cssVariablesSelector: s, deduplicateCssVariables: a }),
          i && (0, H.jsx)(Ve, {}),
          t,
        ],
      }),
    })
  );
}
Je.displayName = `@mantine/core/MantineProvider`;
function Ye(e) {
  return e;
}
var Xe = (0, B.createContext)({ dir: `ltr`, toggleDirection: () => {}, setDirection: () => {} });
function Ze() {
  return (0, B.use)(Xe);
}
function Qe({ children: e, initialDirection: t = `ltr`, detectDirection: n = !0 }) {
  const [r, i] = (0, B.useState)(t),
    a = (0, B.useCallback)((e) => {
      i(e), document.documentElement.getAttribute(`dir`) !== e && document.documentElement.setAttribute(`dir`, e);
    }, []);
  return (
    y(() => {
      if (n) {
        const e = document.documentElement.getAttribute(`dir`);
        (e === `rtl` || e === `ltr`) && i(e);
      }
    }, []),
    Oe(
      (0, B.useCallback)(() => {
        if (typeof document > `u`) return;
        const e = document.documentElement.getAttribute(`dir`);
        (e === `rtl` || e === `ltr`) && i((t) => (t === e ? t : e));
      }, []),
      n ? { attributes: !0, attributeFilter: [`dir`] } : {},
      typeof document < `u` && n ? document.documentElement : null,
    ),
    (0, H.jsx)(Xe, {
      value: { dir: r, toggleDirection: () => a(r === `ltr` ? `rtl` : `ltr`), setDirection: a },
      children: e,
    })
  );
}
var $e = { root: `m_1b7284a3` },
  et = E((e, { radius: t, shadow: n }) => ({
    root: { '--paper-radius': t === void 0 ? void 0 : w(t), '--paper-shadow': te(n) },
  })),
  U = z((e) => {
    const t = P(`Paper`, null, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        withBorder: s,
        vars: c,
        radius: l,
        shadow: u,
        variant: d,
        mod: f,
        attributes: p,
        ...m
      } = t,
      h = I({
        name: `Paper`,
        props: t,
        classes: $e,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: p,
        vars: c,
        varsResolver: et,
      });
    return (0, H.jsx)(L, { mod: [{ withBorder: s }, f], ...h(`root`), variant: d, ...m });
  });
(U.classes = $e), (U.varsResolver = et), (U.displayName = `@mantine/core/Paper`);
var tt = {
    root: `m_8d3f4000`,
    icon: `m_8d3afb97`,
    loader: `m_302b9fb1`,
    group: `m_1a0f1b21`,
    groupSection: `m_437b6484`,
  },
  nt = { orientation: `horizontal` },
  rt = E((e, { borderWidth: t }) => ({ group: { '--ai-border-width': A(t) } })),
  it = N((e) => {
    const t = P(`ActionIconGroup`, nt, e),
      {
        className: n,
        style: r,
        classNames: i,
        styles: a,
        unstyled: o,
        orientation: s,
        vars: c,
        borderWidth: l,
        variant: u,
        mod: d,
        attributes: f,
        ...p
      } = t,
      m = I({
        name: `ActionIconGroup`,
        props: t,
        classes: tt,
        className: n,
        style: r,
        classNames: i,
        styles: a,
        unstyled: o,
        attributes: f,
        vars: c,
        varsResolver: rt,
        rootSelector: `group`,
      });
    return (0, H.jsx)(L, { ...m(`group`), variant: u, mod: [{ orientation: s }, d], role: `group`, ...p });
  });
(it.classes = tt), (it.varsResolver = rt), (it.displayName = `@mantine/core/ActionIconGroup`);
var at = E((e, { radius: t, color: n, gradient: r, variant: i, autoContrast: a, size: o }) => {
    const s = e.variantColorResolver({
      color: n || e.primaryColor,
      theme: e,
      gradient: r,
      variant: i || `filled`,
      autoContrast: a,
    });
    return {
      groupSection: {
        '--section-height': T(o, `section-height`),
        '--section-padding-x': T(o, `section-padding-x`),
        '--section-fz': D(o),
        '--section-radius': t === void 0 ? void 0 : w(t),
        '--section-bg': n || i ? s.background : void 0,
        '--section-color': s.color,
        '--section-bd': n || i ? s.border : void 0,
      },
    };
  }),
  ot = N((e) => {
    const t = P(`ActionIconGroupSection`, null, e),
      {
        className: n,
        style: r,
        classNames: i,
        styles: a,
        unstyled: o,
        vars: s,
        variant: c,
        gradient: l,
        radius: u,
        autoContrast: d,
        attributes: f,
        ...p
      } = t,
      m = I({
        name: `ActionIconGroupSection`,
        props: t,
        classes: tt,
        className: n,
        style: r,
        classNames: i,
        styles: a,
        unstyled: o,
        attributes: f,
        vars: s,
        varsResolver: at,
        rootSelector: `groupSection`,
      });
    return (0, H.jsx)(L, { ...m(`groupSection`), variant: c, ...p });
  });
(ot.classes = tt), (ot.varsResolver = at), (ot.displayName = `@mantine/core/ActionIconGroupSection`);
var st = E((e, { size: t, radius: n, variant: r, gradient: i, color: a, autoContrast: o }) => {
    const s = e.variantColorResolver({
      color: a || e.primaryColor,
      theme: e,
      gradient: i,
      variant: r || `filled`,
      autoContrast: o,
    });
    return {
      root: {
        '--ai-size': T(t, `ai-size`),
        '--ai-radius': n === void 0 ? void 0 : w(n),
        '--ai-bg': a || r ? s.background : void 0,
        '--ai-hover': a || r ? s.hover : void 0,
        '--ai-hover-color': a || r ? s.hoverColor : void 0,
        '--ai-color': s.color,
        '--ai-bd': a || r ? s.border : void 0,
      },
    };
  }),
  W = z((e) => {
    const t = P(`ActionIcon`, null, e),
      {
        className: n,
        unstyled: r,
        variant: i,
        classNames: a,
        styles: o,
        style: s,
        loading: c,
        loaderProps: l,
        size: u,
        color: d,
        radius: f,
        __staticSelector: p,
        gradient: m,
        vars: h,
        children: g,
        disabled: _,
        'data-disabled': v,
        autoContrast: y,
        mod: b,
        attributes: x,
        ...S
      } = t,
      C = I({
        name: [`ActionIcon`, p],
        props: t,
        className: n,
        style: s,
        classes: tt,
        classNames: a,
        styles: o,
        unstyled: r,
        attributes: x,
        vars: h,
        varsResolver: st,
      });
    return (0, H.jsxs)(me, {
      ...C(`root`, { active: !_ && !c && !v }),
      'aria-busy': c || void 0,
      ...S,
      unstyled: r,
      variant: i,
      size: u,
      disabled: _ || c,
      mod: [{ loading: c, disabled: _ || v }, b],
      children: [
        typeof c == `boolean` &&
          (0, H.jsx)(he, {
            mounted: c,
            transition: `slide-down`,
            duration: 150,
            children: (e) =>
              (0, H.jsx)(L, {
                component: `span`,
                ...C(`loader`, { style: e }),
                'aria-hidden': !0,
                children: (0, H.jsx)(ae, { color: `var(--ai-color)`, size: `calc(var(--ai-size) * 0.55)`, ...l }),
              }),
          }),
        (0, H.jsx)(L, { component: `span`, mod: { loading: c }, ...C(`icon`), children: g }),
      ],
    });
  });
(W.classes = tt),
  (W.varsResolver = st),
  (W.displayName = `@mantine/core/ActionIcon`),
  (W.Group = it),
  (W.GroupSection = ot);
function ct(e) {
  return B.Children.toArray(e).filter(Boolean);
}
var lt = { root: `m_4081bf90` },
  ut = { preventGrowOverflow: !0, gap: `md`, align: `center`, justify: `flex-start`, wrap: `wrap` },
  dt = E((e, { grow: t, preventGrowOverflow: n, gap: r, align: i, justify: a, wrap: o }, { childWidth: s }) => ({
    root: {
      '--group-child-width': t && n ? s : void 0,
      '--group-gap': re(r),
      '--group-align': i,
      '--group-justify': a,
      '--group-wrap': o,
    },
  })),
  ft = N((e) => {
    const t = P(`Group`, ut, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        children: s,
        gap: c,
        align: l,
        justify: u,
        wrap: d,
        grow: f,
        preventGrowOverflow: p,
        vars: m,
        variant: h,
        __size: g,
        mod: _,
        attributes: v,
        ...y
      } = t,
      b = ct(s),
      x = b.length,
      S = re(c ?? `md`),
      C = { childWidth: `calc(${100 / x}% - (${S} - ${S} / ${x}))` },
      w = I({
        name: `Group`,
        props: t,
        stylesCtx: C,
        className: r,
        style: i,
        classes: lt,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: v,
        vars: m,
        varsResolver: dt,
      });
    return (0, H.jsx)(L, { ...w(`root`), variant: h, mod: [{ grow: f }, _], size: g, ...y, children: b });
  });
(ft.classes = lt), (ft.varsResolver = dt), (ft.displayName = `@mantine/core/Group`);
var pt = { root: `m_849cf0da` },
  mt = { underline: `hover` },
  ht = z((e) => {
    const { underline: t, className: n, unstyled: r, mod: i, ...a } = P(`Anchor`, mt, e);
    return (0, H.jsx)(F, {
      component: `a`,
      className: ge({ [pt.root]: !r }, n),
      ...a,
      mod: [{ underline: t }, i],
      __staticSelector: `Anchor`,
      unstyled: r,
    });
  });
(ht.classes = pt), (ht.displayName = `@mantine/core/Anchor`);
function gt({ children: e, role: t }) {
  const n = (0, B.use)(ve);
  return n
    ? (0, H.jsx)(`div`, { role: t, 'aria-labelledby': n.labelId, 'aria-describedby': n.describedBy, children: e })
    : (0, H.jsx)(H.Fragment, { children: e });
}
var _t = (0, B.createContext)(null),
  vt = { hiddenInputValuesSeparator: `,` },
  yt = le((e) => {
    const {
        value: t,
        defaultValue: n,
        onChange: r,
        size: i,
        wrapperProps: a,
        children: o,
        readOnly: s,
        name: c,
        hiddenInputValuesSeparator: l,
        hiddenInputProps: u,
        maxSelectedValues: d,
        disabled: f,
        ...p
      } = P(`CheckboxGroup`, vt, e),
      [m, h] = De({ value: t, defaultValue: n, finalValue: [], onChange: r }),
      g = (e) => {
        const t = typeof e == `string` ? e : e.currentTarget.value;
        if (s) return;
        const n = m.includes(t);
        (!n && d && m.length >= d) || h(n ? m.filter((e) => e !== t) : [...m, t]);
      },
      _ = (e) => {
        if (f) return !0;
        if (!d) return !1;
        const t = m.includes(e),
          n = m.length >= d;
        return !t && n;
      },
      v = m.join(l);
    return (0, H.jsx)(_t, {
      value: { value: m, onChange: g, size: i, isDisabled: _ },
      children: (0, H.jsxs)(_e.Wrapper, {
        size: i,
        ...a,
        ...p,
        labelElement: `div`,
        __staticSelector: `CheckboxGroup`,
        children: [
          (0, H.jsx)(gt, { role: `group`, children: o }),
          (0, H.jsx)(`input`, { type: `hidden`, name: c, value: v, ...u }),
        ],
      }),
    });
  });
(yt.classes = _e.Wrapper.classes), (yt.displayName = `@mantine/core/CheckboxGroup`);
var bt = { card: `m_26775b0a` },
  xt = (0, B.createContext)(null),
  St = { withBorder: !0 },
  Ct = E((e, { radius: t }) => ({ card: { '--card-radius': w(t) } })),
  wt = N((e) => {
    const t = P(`CheckboxCard`, St, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        checked: c,
        mod: l,
        withBorder: u,
        value: d,
        onClick: f,
        defaultChecked: p,
        onChange: m,
        indeterminate: h,
        attributes: g,
        ..._
      } = t,
      v = I({
        name: `CheckboxCard`,
        classes: bt,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: g,
        vars: s,
        varsResolver: Ct,
        rootSelector: `card`,
      }),
      y = (0, B.use)(_t),
      [b, x] = De({
        value: typeof c == `boolean` ? c : y ? y.value.includes(d || ``) : void 0,
        defaultValue: p,
        finalValue: !1,
        onChange: m,
      });
    return (0, H.jsx)(xt, {
      value: { checked: b, indeterminate: h },
      children: (0, H.jsx)(me, {
        mod: [{ 'with-border': u, checked: b, indeterminate: h }, l],
        ...v(`card`),
        ..._,
        role: `checkbox`,
        'aria-checked': h ? `mixed` : b,
        onClick: (e) => {
          f?.(e), y?.onChange(d || ``), x(!b);
        },
      }),
    });
  });
(wt.displayName = `@mantine/core/CheckboxCard`), (wt.classes = bt), (wt.varsResolver = Ct);
function Tt({ size: e, style: t, ...n }) {
  const r = e === void 0 ? t : { width: A(e), height: A(e), ...t };
  return (0, H.jsx)(`svg`, {
    viewBox: `0 0 10 7`,
    fill: `none`,
    xmlns: `http://www.w3.org/2000/svg`,
    style: r,
    'aria-hidden': !0,
    ...n,
    children: (0, H.jsx)(`path`, {
      d: `M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z`,
      fill: `currentColor`,
      fillRule: `evenodd`,
      clipRule: `evenodd`,
    }),
  });
}
function Et({ indeterminate: e, ...t }) {
  return e
    ? (0, H.jsx)(`svg`, {
        xmlns: `http://www.w3.org/2000/svg`,
        fill: `none`,
        viewBox: `0 0 32 6`,
        'aria-hidden': !0,
        ...t,
        children: (0, H.jsx)(`rect`, { width: `32`, height: `6`, fill: `currentColor`, rx: `3` }),
      })
    : (0, H.jsx)(Tt, { ...t });
}
var Dt = {
    indicator: `m_5e5256ee`,
    icon: `m_1b1c543a`,
    'indicator--light': `m_193e54c8`,
    'indicator--outline': `m_76e20374`,
  },
  Ot = { icon: Et, variant: `filled`, radius: `sm` },
  kt = E((e, { radius: t, color: n, size: r, iconColor: i, variant: a, autoContrast: o }) => {
    const s = ne({ color: n || e.primaryColor, theme: e }),
      c = s.isThemeColor && s.shade === void 0 ? `var(--mantine-color-${s.color}-outline)` : s.color,
      l =
        a === `light`
          ? e.variantColorResolver({ color: n || e.primaryColor, theme: e, variant: `light`, autoContrast: o })
          : void 0,
      u = a === `outline` ? c : l ? l.color : S(n, e);
    return {
      indicator: {
        '--checkbox-size': T(r, `checkbox-size`),
        '--checkbox-radius': t === void 0 ? void 0 : w(t),
        '--checkbox-color': u,
        '--checkbox-bg': l?.background,
        '--checkbox-icon-color': i
          ? S(i, e)
          : l
            ? l.color
            : Pe(o, e)
              ? je({ color: n, theme: e, autoContrast: o })
              : void 0,
      },
    };
  }),
  At = N((e) => {
    const t = P(`CheckboxIndicator`, Ot, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        icon: c,
        indeterminate: l,
        radius: u,
        color: d,
        iconColor: f,
        autoContrast: p,
        checked: m,
        mod: h,
        variant: g,
        disabled: _,
        attributes: v,
        ...y
      } = t,
      b = I({
        name: `CheckboxIndicator`,
        classes: Dt,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: v,
        vars: s,
        varsResolver: kt,
        rootSelector: `indicator`,
      }),
      x = (0, B.use)(xt),
      S = typeof l == `boolean` ? l : x?.indeterminate,
      C = typeof m == `boolean` || typeof l == `boolean` ? m || l : x?.checked || x?.indeterminate || !1;
    return (0, H.jsx)(L, {
      ...b(`indicator`, { variant: g }),
      variant: g,
      mod: [{ checked: C, disabled: _ }, h],
      ...y,
      children: (0, H.jsx)(c, { indeterminate: S, ...b(`icon`) }),
    });
  });
(At.displayName = `@mantine/core/CheckboxIndicator`), (At.classes = Dt), (At.varsResolver = kt);
var jt = {
    root: `m_5f75b09e`,
    body: `m_5f6e695e`,
    labelWrapper: `m_d3ea56bb`,
    label: `m_8ee546b8`,
    description: `m_328f68c0`,
    error: `m_8e8a99cc`,
  },
  Mt = jt;
function Nt({
  __staticSelector: e,
  __stylesApiProps: t,
  className: n,
  classNames: r,
  styles: i,
  unstyled: a,
  children: o,
  label: s,
  description: c,
  id: l,
  disabled: u,
  error: d,
  size: f,
  labelPosition: p = `left`,
  bodyElement: m = `div`,
  labelElement: h = `label`,
  variant: g,
  style: _,
  vars: v,
  mod: y,
  attributes: b,
  ...x
}) {
  const S = I({
      name: e,
      props: t,
      className: n,
      style: _,
      classes: jt,
      classNames: r,
      styles: i,
      unstyled: a,
      attributes: b,
    }),
    C = c ? `${l}-description` : void 0,
    w = d && typeof d != `boolean` ? `${l}-error` : void 0;
  return (0, H.jsx)(L, {
    ...S(`root`),
    __vars: { '--label-fz': D(f), '--label-lh': T(f, `label-lh`) },
    mod: [{ 'label-position': p }, y],
    variant: g,
    size: f,
    ...x,
    children: (0, H.jsxs)(L, {
      component: m,
      htmlFor: m === `label` ? l : void 0,
      ...S(`body`),
      children: [
        o,
        (0, H.jsxs)(`div`, {
          ...S(`labelWrapper`),
          'data-disabled': u || void 0,
          children: [
            s &&
              (0, H.jsx)(L, {
                component: h,
                htmlFor: h === `label` ? l : void 0,
                ...S(`label`),
                'data-disabled': u || void 0,
                children: s,
              }),
            c && (0, H.jsx)(_e.Description, { id: C, size: f, __inheritStyles: !1, ...S(`description`), children: c }),
            d &&
              typeof d != `boolean` &&
              (0, H.jsx)(_e.Error, { id: w, size: f, __inheritStyles: !1, ...S(`error`), children: d }),
          ],
        }),
      ],
    }),
  });
}
Nt.displayName = `@mantine/core/InlineInput`;
var Pt = {
    root: `m_bf2d988c`,
    inner: `m_26062bec`,
    input: `m_26063560`,
    icon: `m_bf295423`,
    'input--light': `m_595ab216`,
    'input--outline': `m_215c4542`,
  },
  Ft = { labelPosition: `right`, icon: Et, withErrorStyles: !0, variant: `filled`, radius: `sm` },
  It = E((e, { radius: t, color: n, size: r, iconColor: i, variant: a, autoContrast: o }) => {
    const s = ne({ color: n || e.primaryColor, theme: e }),
      c = s.isThemeColor && s.shade === void 0 ? `var(--mantine-color-${s.color}-outline)` : s.color,
      l =
        a === `light`
          ? e.variantColorResolver({ color: n || e.primaryColor, theme: e, variant: `light`, autoContrast: o })
          : void 0,
      u = a === `outline` ? c : l ? l.color : S(n, e);
    return {
      root: {
        '--checkbox-size': T(r, `checkbox-size`),
        '--checkbox-radius': t === void 0 ? void 0 : w(t),
        '--checkbox-color': u,
        '--checkbox-bg': l?.background,
        '--checkbox-icon-color': i
          ? S(i, e)
          : l
            ? l.color
            : Pe(o, e)
              ? je({ color: n, theme: e, autoContrast: o })
              : void 0,
      },
    };
  }),
  G = N((e) => {
    const t = P(`Checkbox`, Ft, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        color: c,
        label: l,
        id: u,
        size: d,
        radius: f,
        wrapperProps: p,
        checked: m,
        labelPosition: h,
        description: g,
        error: _,
        disabled: v,
        variant: y,
        indeterminate: b,
        icon: x,
        rootRef: S,
        iconColor: C,
        onChange: w,
        autoContrast: ee,
        mod: te,
        attributes: T,
        readOnly: E,
        onClick: D,
        withErrorStyles: ne,
        ref: re,
        ...ie
      } = t,
      O = (0, B.useRef)(null),
      k = (0, B.use)(_t),
      A = d || k?.size,
      j = I({
        name: `Checkbox`,
        props: t,
        classes: Pt,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: T,
        vars: s,
        varsResolver: It,
      }),
      { styleProps: ae, rest: M } = oe(ie),
      N = be(u),
      se =
        [g ? `${N}-description` : void 0, _ && typeof _ != `boolean` ? `${N}-error` : void 0, M[`aria-describedby`]]
          .filter(Boolean)
          .join(` `) || void 0,
      F = {
        checked: k?.value.includes(M.value) ?? m,
        onChange: (e) => {
          E || (k?.onChange(e), w?.(e));
        },
      },
      ce = k?.isDisabled?.(M.value) ?? !1,
      le = v || ce;
    return (
      (0, B.useEffect)(() => {
        O.current &&
          ((O.current.indeterminate = b || !1),
          b ? O.current.setAttribute(`data-indeterminate`, `true`) : O.current.removeAttribute(`data-indeterminate`));
      }, [b]),
      (0, H.jsx)(Nt, {
        ...j(`root`),
        __staticSelector: `Checkbox`,
        __stylesApiProps: t,
        id: N,
        size: A,
        labelPosition: h,
        label: l,
        description: g,
        error: _,
        disabled: le,
        classNames: n,
        styles: a,
        unstyled: o,
        'data-checked': F.checked || m || void 0,
        variant: y,
        ref: S,
        mod: te,
        attributes: T,
        inert: M.inert,
        ...ae,
        ...p,
        children: (0, H.jsxs)(L, {
          ...j(`inner`),
          mod: { labelPosition: h },
          children: [
            (0, H.jsx)(L, {
              component: `input`,
              id: N,
              ref: Ee(O, re),
              mod: { error: !!_, 'with-error-styles': ne },
              ...j(`input`, { focusable: !0, variant: y }),
              ...M,
              ...F,
              'aria-describedby': se,
              disabled: le,
              inert: M.inert,
              type: `checkbox`,
              readOnly: E,
              onClick: (e) => {
                E && F.checked === void 0 && e.preventDefault(), D?.(e);
              },
            }),
            (0, H.jsx)(x, { indeterminate: b, ...j(`icon`) }),
          ],
        }),
      })
    );
  });
(G.classes = { ...Pt, ...Mt }),
  (G.varsResolver = It),
  (G.displayName = `@mantine/core/Checkbox`),
  (G.Group = yt),
  (G.Indicator = At),
  (G.Card = wt);
var Lt = {
    root: `m_77c9d27d`,
    inner: `m_80f1301b`,
    label: `m_811560b9`,
    section: `m_a74036a`,
    loader: `m_a25b86ee`,
    group: `m_80d6d844`,
    groupSection: `m_70be2a01`,
  },
  Rt = { orientation: `horizontal` },
  zt = E((e, { borderWidth: t }) => ({ group: { '--button-border-width': A(t) } })),
  Bt = N((e) => {
    const t = P(`ButtonGroup`, Rt, e),
      {
        className: n,
        style: r,
        classNames: i,
        styles: a,
        unstyled: o,
        orientation: s,
        vars: c,
        borderWidth: l,
        mod: u,
        attributes: d,
        ...f
      } = P(`ButtonGroup`, Rt, e),
      p = I({
        name: `ButtonGroup`,
        props: t,
        classes: Lt,
        className: n,
        style: r,
        classNames: i,
        styles: a,
        unstyled: o,
        attributes: d,
        vars: c,
        varsResolver: zt,
        rootSelector: `group`,
      });
    return (0, H.jsx)(L, { ...p(`group`), mod: [{ orientation: s }, u], role: `group`, ...f });
  });
(Bt.classes = Lt), (Bt.varsResolver = zt), (Bt.displayName = `@mantine/core/ButtonGroup`);
var Vt = E((e, { radius: t, color: n, gradient: r, variant: i, autoContrast: a, size: o }) => {
    const s = e.variantColorResolver({
      color: n || e.primaryColor,
      theme: e,
      gradient: r,
      variant: i || `filled`,
      autoContrast: a,
    });
    return {
      groupSection: {
        '--section-height': T(o, `section-height`),
        '--section-padding-x': T(o, `section-padding-x`),
        '--section-fz': o?.includes(`compact`) ? D(o.replace(`compact-`, ``)) : D(o),
        '--section-radius': t === void 0 ? void 0 : w(t),
        '--section-bg': n || i ? s.background : void 0,
        '--section-color': s.color,
        '--section-bd': n || i ? s.border : void 0,
      },
    };
  }),
  Ht = N((e) => {
    const t = P(`ButtonGroupSection`, null, e),
      {
        className: n,
        style: r,
        classNames: i,
        styles: a,
        unstyled: o,
        vars: s,
        gradient: c,
        radius: l,
        autoContrast: u,
        attributes: d,
        ...f
      } = t,
      p = I({
        name: `ButtonGroupSection`,
        props: t,
        classes: Lt,
        className: n,
        style: r,
        classNames: i,
        styles: a,
        unstyled: o,
        attributes: d,
        vars: s,
        varsResolver: Vt,
        rootSelector: `groupSection`,
      });
    return (0, H.jsx)(L, { ...p(`groupSection`), ...f });
  });
(Ht.classes = Lt), (Ht.varsResolver = Vt), (Ht.displayName = `@mantine/core/ButtonGroupSection`);
var Ut = {
    in: { opacity: 1, transform: `translate(-50%, calc(-50% + ${A(1)}))` },
    out: { opacity: 0, transform: `translate(-50%, -200%)` },
    common: { transformOrigin: `center` },
    transitionProperty: `transform, opacity`,
  },
  Wt = E((e, { radius: t, color: n, gradient: r, variant: i, size: a, justify: o, autoContrast: s }) => {
    const c = e.variantColorResolver({
      color: n || e.primaryColor,
      theme: e,
      gradient: r,
      variant: i || `filled`,
      autoContrast: s,
    });
    return {
      root: {
        '--button-justify': o,
        '--button-height': T(a, `button-height`),
        '--button-padding-x': T(a, `button-padding-x`),
        '--button-fz': a?.includes(`compact`) ? D(a.replace(`compact-`, ``)) : D(a),
        '--button-radius': t === void 0 ? void 0 : w(t),
        '--button-bg': n || i ? c.background : void 0,
        '--button-hover': n || i ? c.hover : void 0,
        '--button-color': c.color,
        '--button-bd': n || i ? c.border : void 0,
        '--button-hover-color': n || i ? c.hoverColor : void 0,
      },
    };
  }),
  K = z((e) => {
    const t = P(`Button`, null, e),
      {
        style: n,
        vars: r,
        className: i,
        color: a,
        disabled: o,
        children: s,
        leftSection: c,
        rightSection: l,
        fullWidth: u,
        variant: d,
        radius: f,
        loading: p,
        loaderProps: m,
        gradient: h,
        classNames: g,
        styles: _,
        unstyled: v,
        'data-disabled': y,
        autoContrast: b,
        mod: x,
        attributes: S,
        ...C
      } = t,
      w = I({
        name: `Button`,
        props: t,
        classes: Lt,
        className: i,
        style: n,
        classNames: g,
        styles: _,
        unstyled: v,
        attributes: S,
        vars: r,
        varsResolver: Wt,
      }),
      ee = !!c,
      te = !!l;
    return (0, H.jsxs)(me, {
      ...w(`root`, { active: !o && !p && !y }),
      unstyled: v,
      variant: d,
      disabled: o || p,
      mod: [{ disabled: o || y, loading: p, block: u, 'with-left-section': ee, 'with-right-section': te }, x],
      ...C,
      children: [
        typeof p == `boolean` &&
          (0, H.jsx)(he, {
            mounted: p,
            transition: Ut,
            duration: 150,
            children: (e) =>
              (0, H.jsx)(L, {
                component: `span`,
                ...w(`loader`, { style: e }),
                'aria-hidden': !0,
                children: (0, H.jsx)(ae, {
                  color: `var(--button-color)`,
                  size: `calc(var(--button-height) / 1.8)`,
                  ...m,
                }),
              }),
          }),
        (0, H.jsxs)(`span`, {
          ...w(`inner`),
          children: [
            c && (0, H.jsx)(L, { component: `span`, ...w(`section`), mod: { position: `left` }, children: c }),
            (0, H.jsx)(L, { component: `span`, mod: { loading: p }, ...w(`label`), children: s }),
            l && (0, H.jsx)(L, { component: `span`, ...w(`section`), mod: { position: `right` }, children: l }),
          ],
        }),
      ],
    });
  });
(K.classes = Lt),
  (K.varsResolver = Wt),
  (K.displayName = `@mantine/core/Button`),
  (K.Group = Bt),
  (K.GroupSection = Ht);
var Gt = { root: `m_4451eb3a` },
  q = z((e) => {
    const t = P(`Center`, null, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        inline: c,
        mod: l,
        attributes: u,
        ...d
      } = t,
      f = I({
        name: `Center`,
        props: t,
        classes: Gt,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: u,
        vars: s,
      });
    return (0, H.jsx)(L, { mod: [{ inline: c }, l], ...f(`root`), ...d });
  });
(q.classes = Gt), (q.displayName = `@mantine/core/Center`);
function Kt({ reveal: e }) {
  return (0, H.jsx)(`svg`, {
    xmlns: `http://www.w3.org/2000/svg`,
    viewBox: `0 0 256 256`,
    style: { width: `var(--psi-icon-size)`, height: `var(--psi-icon-size)` },
    children: e
      ? (0, H.jsxs)(H.Fragment, {
          children: [
            (0, H.jsx)(`path`, { fill: `none`, d: `M0 0h256v256H0z` }),
            (0, H.jsx)(`path`, {
              fill: `none`,
              stroke: `currentColor`,
              strokeLinecap: `round`,
              strokeLinejoin: `round`,
              strokeWidth: `16`,
              d: `M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53`,
            }),
            (0, H.jsx)(`path`, {
              fill: `none`,
              stroke: `currentColor`,
              strokeLinecap: `round`,
              strokeLinejoin: `round`,
              strokeWidth: `16`,
              d: `M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6`,
            }),
          ],
        })
      : (0, H.jsxs)(H.Fragment, {
          children: [
            (0, H.jsx)(`path`, { fill: `none`, d: `M0 0h256v256H0z` }),
            (0, H.jsx)(`path`, {
              fill: `none`,
              stroke: `currentColor`,
              strokeLinecap: `round`,
              strokeLinejoin: `round`,
              strokeWidth: `16`,
              d: `M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z`,
            }),
            (0, H.jsx)(`circle`, {
              cx: `128`,
              cy: `128`,
              r: `40`,
              fill: `none`,
              stroke: `currentColor`,
              strokeLinecap: `round`,
              strokeLinejoin: `round`,
              strokeWidth: `16`,
            }),
          ],
        }),
  });
}
var qt = { root: `m_f61ca620`, input: `m_ccf8da4c`, innerInput: `m_f2d85dd2`, visibilityToggle: `m_b1072d44` },
  Jt = { visibilityToggleIcon: Kt, visibilityToggleFocusable: !1, size: `sm` },
  Yt = E((e, { size: t }) => ({
    root: { '--psi-icon-size': T(t, `psi-icon-size`), '--psi-button-size': T(t, `psi-button-size`) },
  }));
function Xt(e) {
  const t = (0, B.use)(ve);
  return (0, H.jsx)(`input`, { ...e, 'aria-describedby': t?.describedBy });
}
var Zt = N((e) => {
  const t = P([`Input`, `InputWrapper`, `PasswordInput`], Jt, e),
    {
      classNames: n,
      className: r,
      style: i,
      styles: a,
      unstyled: o,
      vars: s,
      required: c,
      error: l,
      success: u,
      leftSection: d,
      disabled: f,
      id: p,
      variant: m,
      inputContainer: h,
      description: g,
      label: _,
      size: v,
      errorProps: y,
      successProps: b,
      descriptionProps: x,
      labelProps: S,
      withAsterisk: C,
      inputWrapperOrder: w,
      wrapperProps: ee,
      radius: te,
      rightSection: T,
      rightSectionWidth: E,
      rightSectionPointerEvents: D,
      leftSectionWidth: ne,
      visible: re,
      defaultVisible: ie,
      onVisibilityChange: O,
      visibilityToggleIcon: k,
      visibilityToggleButtonProps: A,
      visibilityToggleFocusable: j,
      rightSectionProps: ae,
      leftSectionProps: M,
      leftSectionPointerEvents: N,
      withErrorStyles: se,
      withSuccessStyles: F,
      mod: ce,
      attributes: le,
      dir: ue,
      ...L
    } = t,
    R = be(p),
    [z, de] = De({ value: re, defaultValue: ie, finalValue: !1, onChange: O }),
    fe = () => de(!z),
    pe = I({
      name: `PasswordInput`,
      classes: qt,
      props: t,
      className: r,
      style: i,
      classNames: n,
      styles: a,
      unstyled: o,
      attributes: le,
      vars: s,
      varsResolver: Yt,
    }),
    { resolvedClassNames: me, resolvedStyles: he } = xe({ classNames: n, styles: a, props: t }),
    { styleProps: ve, rest: ye } = oe(L),
    Se = y?.id || `${R}-error`,
    Ce = b?.id || `${R}-success`,
    B = x?.id || `${R}-description`,
    we = (0, H.jsx)(W, {
      ...pe(`visibilityToggle`),
      disabled: f,
      radius: te,
      'aria-pressed': z,
      tabIndex: j ? 0 : -1,
      'aria-label': `Toggle password visibility`,
      ...A,
      variant: A?.variant ?? `subtle`,
      color: `gray`,
      unstyled: o,
      onTouchEnd: (e) => {
        e.preventDefault(), A?.onTouchEnd?.(e), fe();
      },
      onMouseDown: (e) => {
        e.preventDefault(), A?.onMouseDown?.(e), fe();
      },
      onKeyDown: (e) => {
        A?.onKeyDown?.(e), (e.key === ` ` || e.key === `Enter`) && (e.preventDefault(), fe());
      },
      children: (0, H.jsx)(k, { reveal: z }),
    });
  return (0, H.jsx)(_e.Wrapper, {
    required: c,
    id: R,
    label: _,
    error: l,
    success: u,
    description: g,
    size: v,
    classNames: me,
    styles: he,
    __staticSelector: `PasswordInput`,
    __stylesApiProps: t,
    unstyled: o,
    withAsterisk: C,
    inputWrapperOrder: w,
    inputContainer: h,
    variant: m,
    labelProps: { ...S, htmlFor: R },
    descriptionProps: { ...x, id: B },
    errorProps: { ...y, id: Se },
    successProps: { ...b, id: Ce },
    mod: ce,
    attributes: le,
    ...pe(`root`),
    ...ve,
    ...ee,
    children: (0, H.jsx)(_e, {
      component: `div`,
      dir: ue,
      error: l,
      success: u,
      leftSection: d,
      size: v,
      classNames: { ...me, input: ge(qt.input, me?.input) },
      styles: he,
      radius: te,
      disabled: f,
      __staticSelector: `PasswordInput`,
      __stylesApiProps: t,
      rightSectionWidth: E,
      rightSection: T ?? we,
      variant: m,
      unstyled: o,
      leftSectionWidth: ne,
      rightSectionPointerEvents: D || `all`,
      rightSectionProps: ae,
      leftSectionProps: M,
      leftSectionPointerEvents: N,
      withAria: !1,
      withErrorStyles: se,
      withSuccessStyles: F,
      attributes: le,
      children: (0, H.jsx)(Xt, {
        required: c,
        'data-invalid': !!l || void 0,
        'data-with-left-section': !!d || void 0,
        ...pe(`innerInput`),
        disabled: f,
        id: R,
        dir: ue,
        ...ye,
        autoComplete: ye.autoComplete || `off`,
        type: z ? `text` : `password`,
      }),
    }),
  });
});
(Zt.classes = { ...ye.classes, ...qt }), (Zt.varsResolver = Yt), (Zt.displayName = `@mantine/core/PasswordInput`);
var Qt = N((e) => {
  const t = P([`Input`, `InputWrapper`, `TextInput`], null, e);
  return (0, H.jsx)(ye, { component: `input`, ...t, __staticSelector: `TextInput` });
});
(Qt.classes = ye.classes), (Qt.displayName = `@mantine/core/TextInput`);
var $t = { root: `m_7341320d` },
  en = E((e, { size: t, radius: n, variant: r, gradient: i, color: a, autoContrast: o }) => {
    const s = e.variantColorResolver({
      color: a || e.primaryColor,
      theme: e,
      gradient: i,
      variant: r || `filled`,
      autoContrast: o,
    });
    return {
      root: {
        '--ti-size': T(t, `ti-size`),
        '--ti-radius': n === void 0 ? void 0 : w(n),
        '--ti-bg': a || r ? s.background : void 0,
        '--ti-color': a || r ? s.color : void 0,
        '--ti-bd': a || r ? s.border : void 0,
      },
    };
  }),
  tn = N((e) => {
    const t = P(`ThemeIcon`, null, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        vars: s,
        autoContrast: c,
        attributes: l,
        ...u
      } = t,
      d = I({
        name: `ThemeIcon`,
        classes: $t,
        props: t,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: l,
        vars: s,
        varsResolver: en,
      });
    return (0, H.jsx)(L, { ...d(`root`), ...u });
  });
(tn.classes = $t), (tn.varsResolver = en), (tn.displayName = `@mantine/core/ThemeIcon`);
var nn = [`h1`, `h2`, `h3`, `h4`, `h5`, `h6`],
  rn = [`xs`, `sm`, `md`, `lg`, `xl`];
function an(e, t) {
  const n = t === void 0 ? `h${e}` : t;
  return nn.includes(n)
    ? {
        fontSize: `var(--mantine-${n}-font-size)`,
        fontWeight: `var(--mantine-${n}-font-weight)`,
        lineHeight: `var(--mantine-${n}-line-height)`,
      }
    : rn.includes(n)
      ? {
          fontSize: `var(--mantine-font-size-${n})`,
          fontWeight: `var(--mantine-h${e}-font-weight)`,
          lineHeight: `var(--mantine-h${e}-line-height)`,
        }
      : {
          fontSize: A(n),
          fontWeight: `var(--mantine-h${e}-font-weight)`,
          lineHeight: `var(--mantine-h${e}-line-height)`,
        };
}
var on = { root: `m_8a5d1357` },
  sn = { order: 1 },
  cn = E((e, { order: t, size: n, lineClamp: r, textWrap: i }) => {
    const a = an(t || 1, n);
    return {
      root: {
        '--title-fw': a.fontWeight,
        '--title-lh': a.lineHeight,
        '--title-fz': a.fontSize,
        '--title-line-clamp': typeof r == `number` ? r.toString() : void 0,
        '--title-text-wrap': i,
      },
    };
  }),
  J = N((e) => {
    const t = P(`Title`, sn, e),
      {
        classNames: n,
        className: r,
        style: i,
        styles: a,
        unstyled: o,
        order: s,
        vars: c,
        size: l,
        variant: u,
        lineClamp: d,
        textWrap: f,
        mod: p,
        attributes: m,
        ...h
      } = t,
      g = I({
        name: `Title`,
        props: t,
        classes: on,
        className: r,
        style: i,
        classNames: n,
        styles: a,
        unstyled: o,
        attributes: m,
        vars: c,
        varsResolver: cn,
      });
    return [1, 2, 3, 4, 5, 6].includes(s)
      ? (0, H.jsx)(L, {
          ...g(`root`),
          component: `h${s}`,
          variant: u,
          mod: [{ order: s, lineClamp: typeof d == `number` }, p],
          size: l,
          ...h,
        })
      : null;
  });
(J.classes = on), (J.varsResolver = cn), (J.displayName = `@mantine/core/Title`);
function ln(e, t = {}) {
  return e.replace(/:([a-zA-Z_]+)/g, (e, n) => encodeURIComponent(String(t[n])));
}
var Y = (e, t) => ({ method: e, path: t }),
  un = { list: Y(`GET`, `/admin/audit`) },
  dn = {
    sendToken: Y(`POST`, `/auth/sendtoken`),
    sendRegisterToken: Y(`POST`, `/auth/sendregistertoken`),
    register: Y(`POST`, `/auth/register`),
    login: Y(`POST`, `/auth/login`),
    me: Y(`GET`, `/auth/me`),
    changePassword: Y(`POST`, `/auth/changepassword`),
    logout: Y(`POST`, `/auth/logout`),
  },
  fn = {
    myPackages: Y(`GET`, `/packages/mypackages`),
    serverInfos: Y(`GET`, `/serverinfos`),
    ovpnFiles: Y(`GET`, `/ovpn/files`),
    adminPackageGroups: Y(`GET`, `/admin/packagegroups`),
    createPackageGroup: Y(`POST`, `/admin/packagegroups`),
    updatePackageGroup: Y(`PUT`, `/admin/packagegroups/:id`),
    createPackage: Y(`POST`, `/admin/packages`),
    updatePackage: Y(`PUT`, `/admin/packages/:id`),
    adminServerInfos: Y(`GET`, `/admin/serverinfos`),
    createServerInfo: Y(`POST`, `/admin/serverinfos`),
    updateServerInfo: Y(`PUT`, `/admin/serverinfos/:id`),
    deleteServerInfo: Y(`DELETE`, `/admin/serverinfos/:id`),
    adminOvpnFiles: Y(`GET`, `/admin/ovpn/files`),
    createOvpnFile: Y(`POST`, `/admin/ovpn/files`),
    deleteOvpnFile: Y(`DELETE`, `/admin/ovpn/files/:id`),
  },
  pn = { resellerInfo: Y(`GET`, `/dashboard/resellerinfo`) },
  mn = {
    use: Y(`POST`, `/giftcards/use`),
    createBatch: Y(`POST`, `/admin/giftcards`),
    list: Y(`GET`, `/admin/giftcards`),
    batches: Y(`GET`, `/admin/giftcards/batches`),
    exportBatch: Y(`GET`, `/admin/giftcards/batches/:id/cards`),
  },
  hn = {
    list: Y(`GET`, `/admin/nodes`),
    create: Y(`POST`, `/admin/nodes`),
    update: Y(`PUT`, `/admin/nodes/:id`),
    groupNodes: Y(`GET`, `/admin/packagegroups/:id/nodes`),
    setGroupNodes: Y(`PUT`, `/admin/packagegroups/:id/nodes`),
    state: Y(`GET`, `/admin/provisioning`),
    resync: Y(`POST`, `/admin/nodes/:id/resync`),
    nasList: Y(`GET`, `/admin/nas`),
    nasCreate: Y(`POST`, `/admin/nas`),
    nasUpdate: Y(`PUT`, `/admin/nas/:id`),
    nasRemove: Y(`DELETE`, `/admin/nas/:id`),
  },
  gn = {
    my: Y(`GET`, `/notifications/my`),
    myNew: Y(`GET`, `/notifications/mynew`),
    list: Y(`GET`, `/notifications`),
    create: Y(`POST`, `/notifications`),
    update: Y(`PUT`, `/notifications/:id`),
    remove: Y(`DELETE`, `/notifications/:id`),
  },
  _n = { overview: Y(`GET`, `/admin/overview`) },
  vn = {
    support: Y(`GET`, `/users/support`),
    setSupport: Y(`POST`, `/users/support`),
    remarks: Y(`GET`, `/users/remarks`),
    setRemarks: Y(`POST`, `/services/remarks`),
  },
  yn = {
    purchase: Y(`POST`, `/services`),
    trafficService: Y(`POST`, `/services/trafficservice`),
    list: Y(`GET`, `/services`),
    groups: Y(`GET`, `/services/servicegroups`),
    downloadList: Y(`GET`, `/services/downloadlist/:id`),
    renew: Y(`POST`, `/services/charge`),
    trafficPrice: Y(`POST`, `/services/getprice`),
    trafficCharge: Y(`POST`, `/services/trafficcharge`),
    changeStatus: Y(`POST`, `/services/changestatus`),
    changePaid: Y(`POST`, `/services/changepaid`),
    changeUser: Y(`POST`, `/services/changeuser`),
    resetPassword: Y(`POST`, `/services/resetpass`),
    resetLink: Y(`POST`, `/services/resetlink`),
    usage: Y(`POST`, `/services/getuserstat`),
    ips: Y(`POST`, `/services/getip`),
    remove: Y(`DELETE`, `/services/:id`),
    searchCustomers: Y(`POST`, `/users/search`),
    subusers: Y(`GET`, `/users/subusers`),
    referrals: Y(`GET`, `/users/referrals`),
    sendInvite: Y(`POST`, `/users/sendinvite`),
    ovpnDownload: Y(`GET`, `/ovpn/download`),
  },
  bn = {
    maintenance: Y(`GET`, `/settings/maintenance`),
    adminMaintenance: Y(`GET`, `/admin/settings/maintenance`),
    setMaintenance: Y(`PUT`, `/admin/settings/maintenance`),
    smsOutbox: Y(`GET`, `/admin/sms-outbox`),
  },
  xn = {
    myProducts: Y(`GET`, `/products/myproducts`),
    createProduct: Y(`POST`, `/products`),
    updateProduct: Y(`PUT`, `/products/:id`),
    deleteProduct: Y(`DELETE`, `/products/:id`),
    paymentMethods: Y(`GET`, `/paymentmethods`),
    myMethods: Y(`GET`, `/paymentmethods/mymethods`),
    createMethod: Y(`POST`, `/paymentmethods`),
    updateMethod: Y(`PUT`, `/paymentmethods/:id`),
    deleteMethod: Y(`DELETE`, `/paymentmethods/:id`),
    myOrders: Y(`GET`, `/shop/myorders`),
    confirmOrder: Y(`POST`, `/shop/orders/:id/confirm`),
    rejectOrder: Y(`POST`, `/shop/orders/:id/reject`),
    adminMethods: Y(`GET`, `/admin/paymentmethods`),
    adminUpdateMethod: Y(`PUT`, `/admin/paymentmethods/:id`),
    checkout: Y(`GET`, `/shop/p/:token`),
    startCheckout: Y(`POST`, `/shop/p/:token`),
    publicOrder: Y(`GET`, `/shop/orders/:token`),
    publicOvpn: Y(`GET`, `/shop/orders/:token/ovpn`),
    zarinpalCallback: Y(`GET`, `/shop/zarinpal/callback`),
    cryptomusWebhook: Y(`POST`, `/shop/cryptomus/webhook`),
    cardReference: Y(`POST`, `/shop/orders/:token/card`),
  },
  Sn = {
    addPerfectMoney: Y(`POST`, `/transactions/addperfectmoney`),
    usdPrice: Y(`GET`, `/transactions/usdprice`),
    wallet: Y(`GET`, `/cryptomus/wallet`),
    createWallet: Y(`POST`, `/cryptomus/wallet`),
    tronPrice: Y(`POST`, `/cryptomus/tronprice`),
    tonPrice: Y(`POST`, `/cryptomus/tonprice`),
    cryptomusWebhook: Y(`POST`, `/cryptomus/webhook`),
    adminRates: Y(`GET`, `/admin/rates`),
    setUsdPrice: Y(`PUT`, `/admin/rates`),
    coinRates: Y(`GET`, `/admin/rates/crypto`),
  },
  Cn = { my: Y(`GET`, `/transactions/my`), all: Y(`GET`, `/admin/transactions`) },
  wn = {
    list: Y(`GET`, `/users`),
    get: Y(`GET`, `/users/:id`),
    create: Y(`POST`, `/users`),
    update: Y(`PUT`, `/users/:id`),
    remove: Y(`DELETE`, `/users/:id`),
    correctBalance: Y(`POST`, `/admin/users/:id/balance`),
    loginLink: Y(`POST`, `/admin/users/:id/login-link`),
    listPayGroups: Y(`GET`, `/admin/paygroups`),
    createPayGroup: Y(`POST`, `/admin/paygroups`),
    updatePayGroup: Y(`PUT`, `/admin/paygroups/:id`),
  },
  Tn = {
    trafficPackages: Y(`GET`, `/packages/trafficpackages`),
    trafficPackagesAlias: Y(`GET`, `/trafficpackages`),
    price: Y(`GET`, `/trafficservices/price`),
    buyPackage: Y(`POST`, `/trafficservices/package`),
    extend: Y(`POST`, `/trafficservices/extend`),
    adminList: Y(`GET`, `/admin/trafficpackages`),
    adminCreate: Y(`POST`, `/admin/trafficpackages`),
    adminUpdate: Y(`PUT`, `/admin/trafficpackages/:id`),
    adminDeactivate: Y(`DELETE`, `/admin/trafficpackages/:id`),
    adminGbPrice: Y(`GET`, `/admin/settings/trafficgbprice`),
    setAdminGbPrice: Y(`PUT`, `/admin/settings/trafficgbprice`),
    adminSetPool: Y(`PUT`, `/admin/users/:id/pool`),
  },
  En = t(),
  Dn = `token`,
  On = `user`,
  kn = `tab-session`;
function An() {
  try {
    return sessionStorage.getItem(kn) === `1`;
  } catch {
    return !1;
  }
}
var jn = () => (An() ? sessionStorage : localStorage);
function Mn() {
  try {
    return jn().getItem(`token`) || null;
  } catch {
    return null;
  }
}
var X = de({ token: Mn(), user: null, error: null, loading: !1 }),
  Nn = () => ue(X),
  Z = {
    loginPending() {
      X.set((e) => ({ ...e, error: null }));
    },
    loginFulfilled(e, t) {
      jn().setItem(Dn, e), X.set((n) => ({ ...n, token: e, user: t, error: null }));
    },
    loginRejected(e) {
      X.set((t) => ({ ...t, error: e }));
    },
    fetchUserPending() {
      X.set((e) => ({ ...e, loading: !0, error: null }));
    },
    fetchUserFulfilled(e) {
      X.set((t) => ({ ...t, user: e, loading: !1 }));
    },
    fetchUserRejected(e) {
      X.set((t) => ({ ...t, error: e, user: null, loading: !1 }));
    },
    logout() {
      const e = jn();
      e.removeItem(Dn),
        e.removeItem(On),
        X.set({ token: null, user: null, error: null, loading: !1 }),
        window.location.replace(`/login`);
    },
  };
function Pn() {
  sessionStorage.setItem(kn, `1`), X.set({ token: Mn(), user: null, error: null, loading: !1 });
}
var Fn = () => X.get().token,
  In = `/api`.replace(/\/+$/, ``),
  Ln = class extends Error {
    status;
    errors;
    code;
    handled;
    constructor(e) {
      super(e.message),
        (this.name = `ApiError`),
        (this.status = e.status),
        (this.errors = e.errors ?? []),
        (this.code = e.code ?? ``),
        (this.handled = e.handled ?? !1);
    }
  },
  Rn = (e) => e instanceof Ln;
function zn(e, t) {
  const n = new URLSearchParams();
  for (const [e, r] of Object.entries(t ?? {})) r != null && r !== `` && n.set(e, String(r));
  const r = n.toString();
  return `${In}${e}${r ? `?${r}` : ``}`;
}
function Bn(e) {
  try {
    return JSON.parse(e);
  } catch {
    return;
  }
}
function Vn(e, t, n) {
  const r = t && typeof t == `object` ? t : {};
  return new Ln({
    status: e,
    message: typeof r.message == `string` ? r.message : ``,
    errors: Array.isArray(r.errors) ? r.errors.filter((e) => typeof e == `string`) : [],
    code: typeof r.code == `string` ? r.code : ``,
    handled: n,
  });
}
async function Hn(e, t = {}) {
  const n = { Accept: `application/json` },
    r = Fn();
  r && (n.Authorization = `Bearer ${r}`),
    t.body !== void 0 && (n[`Content-Type`] = `application/json`),
    t.idempotencyKey && (n[`Idempotency-Key`] = t.idempotencyKey);
  let i;
  try {
    i = await fetch(zn(ln(e.path, t.params), t.query), {
      method: e.method,
      headers: n,
      body: t.body === void 0 ? void 0 : JSON.stringify(t.body),
      signal: t.signal,
    });
  } catch (e) {
    throw t.signal?.aborted ? e : new Ln({ status: 0, message: `ارتباط با سرور برقرار نشد`, code: `NETWORK` });
  }
  const a = await i.text(),
    o = a ? Bn(a) : void 0;
  if (!i.ok) {
    const t = i.status === 401 && e.path !== dn.login.path,
      n = Vn(i.status, o, t);
    throw (t && Z.logout(), n);
  }
  return o;
}
var Un = new Intl.DateTimeFormat(`en-US-u-ca-persian-nu-latn`, {
    timeZone: `Asia/Tehran`,
    year: `numeric`,
    month: `2-digit`,
    day: `2-digit`,
  }),
  Wn = 18e5,
  Gn = Date.UTC(1946, 0, 1),
  Kn = new Map(),
  qn = 4096;
function Jn(e) {
  const t = Object.fromEntries(Un.formatToParts(e).map((e) => [e.type, e.value]));
  return `${t.year}-${t.month}-${t.day}`;
}
function Yn(e) {
  const t = typeof e == `string` ? new Date(e) : e,
    n = t.getTime();
  if (!(n >= Gn)) return Jn(t);
  let r = Math.floor(n / Wn),
    i = Kn.get(r);
  return i === void 0 && ((i = Jn(t)), Kn.size >= qn && Kn.clear(), Kn.set(r, i)), i;
}
var Xn = new Intl.NumberFormat(`fa-IR`),
  Zn = `*****`;
function Qn(e) {
  return Xn.format(e);
}
function $n(e) {
  return Xn.format(Math.round(e * 100) / 100);
}
function er(e) {
  return `${Xn.format(e)} تومان`;
}
function tr(e, t) {
  return t ? er(e) : Zn;
}
var nr = `۰۱۲۳۴۵۶۷۸۹`;
function rr(e) {
  return String(e).replace(/\d/g, (e) => nr[Number(e)] ?? e);
}
function ir(e) {
  const t = Math.floor(e / 60),
    n = e % 60;
  return `${t}:${String(n).padStart(2, `0`)}`;
}
function ar(e) {
  return (e ?? 100) - 100;
}
function or(e) {
  return `\u2066${e > 0 ? `+` : e < 0 ? `-` : ``}${Xn.format(Math.abs(e))}\u2069 تومان`;
}
function sr(e) {
  return rr(e.trim().replace(/-/g, `/`));
}
var cr = new Intl.DateTimeFormat(`fa-IR`, {
  timeZone: `Asia/Tehran`,
  hour: `2-digit`,
  minute: `2-digit`,
  hourCycle: `h23`,
});
function lr(e) {
  const t = new Date(e);
  return Number.isNaN(t.getTime()) ? `` : cr.format(t);
}
var ur = { IRT: `تومان`, USD: `دلار` };
function dr(e, t) {
  const n = ur[t] ?? t,
    r = Number(e);
  if (!Number.isFinite(r)) return `${rr(e)} ${n}`;
  const i = t === `USD` ? 2 : 0;
  return `${new Intl.NumberFormat(`fa-IR`, { minimumFractionDigits: i, maximumFractionDigits: i }).format(r)} ${n}`;
}
function fr(e) {
  const t = lr(e);
  return t ? `${sr(Yn(e))} ${t}` : ``;
}
var pr = `modulepreload`,
  mr = (e) => `/` + e,
  hr = {},
  gr = (e) => e.pathname.endsWith(`.css`),
  _r = (e, t, n) => {
    if (t in e) return e[t];
    const r = n();
    if (!r) {
      e[t] = void 0;
      return;
    }
    const i = r.then(
      () => {
        e[t] = void 0;
      },
      (n) => {
        throw ((e[t] = void 0), n);
      },
    );
    return (e[t] = i), i;
  },
  Q = (e, t, n) => {
    let r = Promise.resolve();
    if (t && t.length > 0) {
      let e,
        i = document.querySelector(`meta[property=csp-nonce]`),
        a = i?.nonce || i?.getAttribute(`nonce`);
      function o(e) {
        return Promise.all(
          e.map((e) =>
            Promise.resolve(e).then(
              (e) => ({ status: `fulfilled`, value: e }),
              (e) => ({ status: `rejected`, reason: e }),
            ),
          ),
        );
      }
      function s(e) {
        return import.meta.resolve ? new URL(import.meta.resolve(e)) : new URL(e, import.meta.url);
      }
      r = o(
        t
          .map((t) => {
            t = mr(t, n);
            const r = s(t),
              i = gr(r);
            return _r(hr, r.href, () => {
              if (e === void 0) {
                e = { all: new Set(), styles: new Set() };
                const t = document.getElementsByTagName(`link`);
                for (let n = t.length - 1; n >= 0; n--) {
                  const r = t[n];
                  e.all.add(r.href), r.rel === `stylesheet` && e.styles.add(r.href);
                }
              }
              if ((i ? e.styles : e.all).has(r.href)) return;
              const t = document.createElement(`link`);
              if (
                ((t.rel = i ? `stylesheet` : pr),
                i || (t.as = `script`),
                (t.crossOrigin = ``),
                (t.href = r.href),
                a && t.setAttribute(`nonce`, a),
                document.head.appendChild(t),
                i)
              )
                return new Promise((e, n) => {
                  const i = (a) => {
                    t.removeEventListener(`load`, i),
                      t.removeEventListener(`error`, i),
                      a.type === `error` ? n(Error(`Unable to preload CSS for ${r}`)) : e(a);
                  };
                  t.addEventListener(`load`, i), t.addEventListener(`error`, i);
                });
            });
          })
          .filter((e) => e !== void 0),
      );
    }
    function i(e) {
      const t = new Event(`vite:preloadError`, { cancelable: !0 });
      if (((t.payload = e), window.dispatchEvent(t), !t.defaultPrevented)) throw e;
    }
    return r.then((t) => {
      for (const e of t || []) e.status === `rejected` && i(e.reason);
      return e().catch(i);
    });
  },
  vr,
  yr = () => (
    (vr ??= Q(
      () => import(`./sweetalert2.all-DYibCtpP.js`).then((t) => e(t.default)).then((e) => e.default),
      __vite__mapDeps([0, 1]),
    )),
    vr
  ),
  br = (e) =>
    yr().then(
      (t) => (
        (document.documentElement.dataset.alert = `open`),
        t.fire({
          ...e,
          didClose: () => {
            e.didClose?.(), t.isVisible() || delete document.documentElement.dataset.alert;
          },
        })
      ),
    ),
  xr = {
    timer: 5e3,
    timerProgressBar: !0,
    showConfirmButton: !0,
    confirmButtonText: `باشه`,
    confirmButtonColor: `#1c7ed6`,
  };
function Sr(e) {
  return e.replace(/[&<>"']/g, (e) => `&#${e.charCodeAt(0)};`);
}
function Cr(e) {
  return e.map((e) => `<div>${Sr(e)}</div>`).join(``);
}
function wr(e, t = []) {
  return br({ ...xr, icon: `success`, title: e, html: Cr(t) || void 0 });
}
function Tr(e, t = []) {
  return br({ ...xr, icon: `info`, title: e, html: Cr(t) || void 0 });
}
var Er = `خطای سیستمی`;
function Dr(e) {
  if (!(e instanceof DOMException && e.name === `AbortError`)) {
    if (e instanceof Ln) {
      if (e.handled) return;
      if (e.status === 400 || e.status === 422) {
        br({ ...xr, icon: `error`, title: e.message || `خطا در اطلاعات ورودی`, html: Cr(e.errors) || void 0 });
        return;
      }
      const t = [e.status ? `کد خطا: ${rr(e.status)}` : `کد خطا: نامشخص`];
      e.message && t.push(e.message), br({ ...xr, icon: `error`, title: Er, html: Cr(t) });
    } else br({ ...xr, icon: `error`, title: Er });
  }
}
var Or = [`settings`, `maintenance`],
  kr = () => Hn(bn.maintenance);
function Ar(e) {
  return new l({
    queryCache: new r({ onError: (t, n) => (n.meta?.quiet ? void 0 : e(t)) }),
    mutationCache: new f({ onError: e }),
    defaultOptions: { queries: { retry: !1, refetchOnWindowFocus: !1, staleTime: 3e4 }, mutations: { retry: !1 } },
  });
}
var jr = `'Vazirmatn FD', Vazirmatn, Tahoma, sans-serif`,
  Mr = Ye({
    fontFamily: jr,
    headings: { fontFamily: jr },
    primaryColor: `blue`,
    defaultRadius: `md`,
    components: { Combobox: { defaultProps: { keepMounted: !1 } } },
  }),
  Nr = Ar((e) => {
    Rn(e) && e.code === `UNDER_MAINTENANCE` ? Nr.invalidateQueries({ queryKey: Or }) : Dr(e);
  });
function Pr({ children: e }) {
  return (0, H.jsx)(Qe, {
    initialDirection: `rtl`,
    detectDirection: !1,
    children: (0, H.jsx)(Je, {
      theme: Mr,
      defaultColorScheme: `light`,
      forceColorScheme: `light`,
      children: (0, H.jsx)(a, { client: Nr, children: e }),
    }),
  });
}
var Fr = {
    outline: {
      xmlns: `http://www.w3.org/2000/svg`,
      width: 24,
      height: 24,
      viewBox: `0 0 24 24`,
      fill: `none`,
      stroke: `currentColor`,
      strokeWidth: 2,
      strokeLinecap: `round`,
      strokeLinejoin: `round`,
    },
    filled: {
      xmlns: `http://www.w3.org/2000/svg`,
      width: 24,
      height: 24,
      viewBox: `0 0 24 24`,
      fill: `currentColor`,
      stroke: `none`,
    },
  },
  Ir = (e, t, n, r) => {
    const i = (0, B.forwardRef)(
      ({ color: n = `currentColor`, size: i = 24, stroke: a = 2, title: o, className: s, children: c, ...l }, u) =>
        (0, B.createElement)(
          `svg`,
          {
            ref: u,
            ...Fr[e],
            width: i,
            height: i,
            className: [`tabler-icon`, `tabler-icon-${t}`, s].filter(Boolean).join(` `),
            ...(e === `filled` ? { fill: n } : { strokeWidth: a, stroke: n }),
            ...l,
          },
          [
            o && (0, B.createElement)(`title`, { key: `svg-title` }, o),
            ...r.map(([e, t]) => (0, B.createElement)(e, t)),
            ...(Array.isArray(c) ? c : [c]),
          ],
        ),
    );
    return (i.displayName = `${n}`), i;
  },
  Lr = Ir(`outline`, `alert-triangle`, `AlertTriangle`, [
    [`path`, { d: `M12 9v4`, key: `svg-0` }],
    [
      `path`,
      {
        d: `M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0`,
        key: `svg-1`,
      },
    ],
    [`path`, { d: `M12 16h.01`, key: `svg-2` }],
  ]),
  Rr = Ir(`outline`, `device-mobile`, `DeviceMobile`, [
    [`path`, { d: `M6 5a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-8a2 2 0 0 1 -2 -2v-14`, key: `svg-0` }],
    [`path`, { d: `M11 4h2`, key: `svg-1` }],
    [`path`, { d: `M12 17v.01`, key: `svg-2` }],
  ]),
  zr = Ir(`outline`, `hourglass-high`, `HourglassHigh`, [
    [`path`, { d: `M6.5 7h11`, key: `svg-0` }],
    [`path`, { d: `M6 20v-2a6 6 0 1 1 12 0v2a1 1 0 0 1 -1 1h-10a1 1 0 0 1 -1 -1`, key: `svg-1` }],
    [`path`, { d: `M6 4v2a6 6 0 1 0 12 0v-2a1 1 0 0 0 -1 -1h-10a1 1 0 0 0 -1 1`, key: `svg-2` }],
  ]),
  Br = Ir(`outline`, `key`, `Key`, [
    [
      `path`,
      {
        d: `M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0`,
        key: `svg-0`,
      },
    ],
    [`path`, { d: `M15 9h.01`, key: `svg-1` }],
  ]),
  Vr = Ir(`outline`, `tool`, `Tool`, [
    [
      `path`,
      { d: `M7 10h3v-3l-3.5 -3.5a6 6 0 0 1 8 8l6 6a2 2 0 0 1 -3 3l-6 -6a6 6 0 0 1 -8 -8l3.5 3.5`, key: `svg-0` },
    ],
  ]);
function Hr() {
  const e = i();
  return (
    (0, B.useEffect)(() => {
      console.error(e);
    }, [e]),
    (0, H.jsx)(q, {
      mih: `60dvh`,
      p: `md`,
      'data-testid': `route-error`,
      children: (0, H.jsx)(U, {
        withBorder: !0,
        p: `xl`,
        radius: `md`,
        maw: 480,
        w: `100%`,
        children: (0, H.jsxs)(R, {
          align: `center`,
          gap: `sm`,
          children: [
            (0, H.jsx)(Lr, { size: 40, color: `var(--mantine-color-red-6)`, 'aria-hidden': !0 }),
            (0, H.jsx)(J, { order: 2, size: `h4`, children: `نمایش این صفحه با خطا روبه‌رو شد` }),
            (0, H.jsx)(F, {
              c: `dimmed`,
              ta: `center`,
              size: `sm`,
              children: `لطفاً صفحه را دوباره بارگذاری کنید. اگر مشکل ادامه داشت با پشتیبانی تماس بگیرید.`,
            }),
            (0, H.jsx)(K, { onClick: () => window.location.reload(), children: `بارگذاری دوباره` }),
          ],
        }),
      }),
    })
  );
}
function Ur(e) {
  (0, B.useEffect)(() => {
    document.title = e ? `${e} | پیشخوان` : `پیشخوان`;
  }, [e]);
}
var Wr = `این بخش به‌زودی راه‌اندازی می‌شود`;
function Gr({ title: e }) {
  return (
    Ur(e),
    (0, H.jsxs)(R, {
      gap: `md`,
      'data-testid': `coming-soon`,
      children: [
        (0, H.jsx)(J, { order: 2, size: `h3`, children: e }),
        (0, H.jsx)(U, {
          withBorder: !0,
          p: `xl`,
          radius: `md`,
          children: (0, H.jsxs)(R, {
            align: `center`,
            gap: `sm`,
            children: [
              (0, H.jsx)(tn, {
                size: 56,
                radius: `xl`,
                variant: `light`,
                children: (0, H.jsx)(zr, { size: 32, 'aria-hidden': !0 }),
              }),
              (0, H.jsx)(F, { fw: 500, children: Wr }),
              (0, H.jsx)(F, { c: `dimmed`, size: `sm`, ta: `center`, children: `از شکیبایی شما سپاسگزاریم.` }),
            ],
          }),
        }),
      ],
    })
  );
}
var $ = (e, t, n) => ({ path: e, lazy: async () => ({ Component: (await t())[n] }) }),
  Kr = [
    {
      path: `/admin`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { AdminLayoutRoute: e } = await import(`./admin-layout-B1HlKE5W.js`);
              return { AdminLayoutRoute: e };
            },
            __vite__mapDeps([
              2, 3, 4, 5, 6, 7, 1, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
              30, 31, 32, 33, 34, 35,
            ]),
          )
        ).AdminLayoutRoute,
      }),
      children: [
        {
          index: !0,
          lazy: async () => ({
            Component: (
              await Q(
                async () => {
                  const { AdminOverviewRoute: e } = await import(`./admin-overview-DAzVbvaj.js`);
                  return { AdminOverviewRoute: e };
                },
                __vite__mapDeps([36, 9, 1, 10, 11, 37, 30, 38, 18, 17, 15, 19, 39, 40, 25, 35]),
              )
            ).AdminOverviewRoute,
          }),
        },
        $(
          `resellers`,
          () =>
            Q(
              () => import(`./admin-resellers-DyrRYfe8.js`),
              __vite__mapDeps([
                41, 1, 9, 10, 11, 28, 42, 18, 12, 43, 44, 45, 46, 47, 19, 20, 15, 48, 49, 50, 30, 38, 17, 40, 51, 52,
                53, 54, 14, 16, 55, 56, 57, 58, 8, 59, 32, 4, 60, 24, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 37, 71,
                72,
              ]),
            ),
          `AdminResellersRoute`,
        ),
        $(
          `resellers/:id`,
          () =>
            Q(
              () => import(`./admin-reseller-CSyWgfj4.js`),
              __vite__mapDeps([
                73, 1, 9, 10, 11, 74, 42, 18, 12, 43, 40, 44, 45, 37, 50, 30, 38, 17, 15, 19, 51, 52, 53, 54, 14, 16,
                55, 56, 20, 57, 58, 8, 59, 32, 4, 60, 24, 61, 62, 63, 64, 65, 46, 47, 66, 67, 68, 69, 70, 71, 72, 75,
                76, 77, 78, 79, 48, 80, 81, 82, 83, 49, 84,
              ]),
            ),
          `AdminResellerRoute`,
        ),
        $(
          `paygroups`,
          () =>
            Q(
              () => import(`./admin-paygroups-yWZZh8ZT.js`),
              __vite__mapDeps([
                85, 1, 9, 10, 11, 44, 45, 30, 37, 38, 18, 17, 15, 19, 29, 40, 63, 8, 12, 20, 64, 14, 55, 65, 56, 53, 58,
                71, 86, 67,
              ]),
            ),
          `AdminPayGroupsRoute`,
        ),
        $(
          `catalogue`,
          () =>
            Q(
              () => import(`./admin-catalogue-BbYMDVeC.js`),
              __vite__mapDeps([
                87, 1, 9, 10, 11, 30, 38, 18, 17, 15, 19, 60, 88, 34, 89, 40, 63, 8, 12, 20, 64, 14, 55, 65, 56, 53, 58,
                71, 66, 47, 90, 45, 67, 69, 70, 54, 16, 43, 57, 37,
              ]),
            ),
          `AdminCatalogueRoute`,
        ),
        $(
          `nodes`,
          () =>
            Q(
              () => import(`./admin-nodes-C8Tq6KEk.js`),
              __vite__mapDeps([
                91, 1, 9, 10, 11, 37, 38, 18, 17, 15, 19, 92, 39, 89, 30, 62, 63, 8, 12, 20, 64, 14, 55, 40, 65, 56, 53,
                58, 69, 70, 54, 16, 43, 57, 71, 93, 45, 67,
              ]),
            ),
          `AdminNodesRoute`,
        ),
        $(
          `nas`,
          () =>
            Q(
              () => import(`./admin-nas-DrqJ06bb.js`),
              __vite__mapDeps([
                94, 1, 9, 10, 11, 63, 8, 12, 20, 15, 38, 18, 17, 19, 86, 62, 64, 14, 55, 40, 69, 53, 58, 70, 54, 16, 43,
                56, 57, 37, 93, 45, 67,
              ]),
            ),
          `AdminNasRoute`,
        ),
        $(
          `servers`,
          () =>
            Q(
              () => import(`./admin-servers-BVTbIolV.js`),
              __vite__mapDeps([
                95, 1, 9, 10, 11, 37, 38, 18, 17, 15, 19, 39, 62, 63, 8, 12, 20, 64, 14, 55, 40, 90, 45, 88, 61,
              ]),
            ),
          `AdminServersRoute`,
        ),
        $(
          `openvpn`,
          () =>
            Q(
              () => import(`./admin-openvpn-n1JihmNa.js`),
              __vite__mapDeps([
                96, 1, 9, 10, 11, 38, 18, 17, 15, 19, 66, 47, 58, 53, 8, 12, 20, 90, 45, 67, 62, 63, 64, 14, 55, 40,
              ]),
            ),
          `AdminOpenVpnRoute`,
        ),
        $(
          `transactions`,
          () =>
            Q(
              () => import(`./admin-transactions-o1SyoKfO.js`),
              __vite__mapDeps([
                97, 1, 9, 10, 11, 98, 69, 53, 58, 8, 12, 20, 15, 70, 54, 14, 16, 55, 18, 43, 56, 17, 19, 57, 48, 45, 42,
                75, 30, 38, 40, 76, 77, 78, 79, 80, 81, 82, 83, 49, 84,
              ]),
            ),
          `AdminTransactionsRoute`,
        ),
        $(
          `giftcards`,
          () =>
            Q(
              () => import(`./admin-giftcards-C_bh4ZpE.js`),
              __vite__mapDeps([
                99, 1, 9, 10, 11, 42, 18, 12, 43, 100, 101, 65, 56, 53, 58, 8, 20, 15, 45, 67, 102, 38, 17, 19, 103, 40,
              ]),
            ),
          `AdminGiftCardsRoute`,
        ),
        $(
          `giftcards/:id`,
          () =>
            Q(
              () => import(`./admin-giftcard-batch-DteyJxJM.js`),
              __vite__mapDeps([
                104, 46, 1, 9, 10, 11, 47, 19, 12, 20, 15, 74, 103, 42, 18, 43, 100, 101, 30, 38, 17, 40,
              ]),
            ),
          `AdminGiftCardBatchRoute`,
        ),
        $(
          `rates`,
          () =>
            Q(
              () => import(`./admin-rates-BKj4iIRR.js`),
              __vite__mapDeps([105, 1, 9, 10, 11, 37, 106, 63, 8, 12, 20, 15, 65, 56, 53, 58, 45, 86, 67]),
            ),
          `AdminRatesRoute`,
        ),
        $(
          `paymentmethods`,
          () =>
            Q(
              () => import(`./admin-paymentmethods-BWC4V5hX.js`),
              __vite__mapDeps([107, 1, 9, 10, 11, 30, 71, 58, 53, 8, 12, 20, 15, 38, 18, 17, 19, 108, 45, 67]),
            ),
          `AdminPaymentMethodsRoute`,
        ),
        $(
          `notifications`,
          () =>
            Q(
              () => import(`./admin-notifications-BdQ0Po6-.js`),
              __vite__mapDeps([
                109, 1, 9, 10, 11, 30, 110, 62, 63, 8, 12, 20, 15, 64, 14, 18, 55, 17, 19, 40, 46, 47, 66, 58, 53, 45,
                67, 98, 69, 70, 54, 16, 43, 56, 57, 48,
              ]),
            ),
          `AdminNotificationsRoute`,
        ),
        $(
          `maintenance`,
          () =>
            Q(
              () => import(`./admin-maintenance-ycFhsi3_.js`),
              __vite__mapDeps([111, 1, 9, 10, 11, 63, 8, 12, 20, 15, 71, 58, 53, 66, 47, 45, 67]),
            ),
          `AdminMaintenanceRoute`,
        ),
        $(
          `audit`,
          () =>
            Q(
              () => import(`./admin-audit-CJGtMf7P.js`),
              __vite__mapDeps([
                112, 1, 9, 10, 11, 42, 18, 12, 43, 46, 47, 19, 20, 15, 80, 8, 45, 81, 82, 83, 98, 69, 53, 58, 70, 54,
                14, 16, 55, 56, 17, 57, 48, 30, 38, 113, 40, 114,
              ]),
            ),
          `AdminAuditRoute`,
        ),
        { path: `*`, element: (0, H.jsx)(p, { to: `/admin`, replace: !0 }) },
      ],
    },
  ];
function qr(e) {
  const t = e?.from;
  return !t || typeof t.pathname != `string` || t.pathname.startsWith(`/login`) || t.pathname === `/logout`
    ? `/`
    : `${t.pathname}${typeof t.search == `string` ? t.search : ``}`;
}
function Jr() {
  const { token: e } = Nn(),
    t = n(),
    r = new URLSearchParams(t.search),
    i = t.pathname === `/login` && r.get(`mobile`) && r.get(`token`);
  return e && !i ? (0, H.jsx)(p, { to: qr(t.state), replace: !0 }) : (0, H.jsx)(d, {});
}
var Yr = `در حال دریافت اطلاعات...`;
function Xr({ text: e = Yr, fullScreen: t = !0 }) {
  return (0, H.jsx)(q, {
    mih: t ? `100dvh` : 240,
    p: `md`,
    role: `status`,
    'aria-live': `polite`,
    'data-testid': `loading-screen`,
    children: (0, H.jsxs)(R, {
      align: `center`,
      gap: `sm`,
      children: [(0, H.jsx)(ae, {}), (0, H.jsx)(F, { c: `dimmed`, children: e })],
    }),
  });
}
var Zr = [`auth`, `me`],
  Qr = () => Hn(dn.me);
function $r(e) {
  return (
    Z.fetchUserPending(),
    e.fetchQuery({ queryKey: Zr, queryFn: Qr, staleTime: 0 }).then(Z.fetchUserFulfilled, Z.fetchUserRejected)
  );
}
var ei = { RESELLER: `/`, ADMIN: `/admin` },
  ti = (e) => ei[e.type];
function ni({ type: e, render: t }) {
  const { token: r, user: i, error: a, loading: o } = Nn(),
    s = n(),
    c = u(),
    l = i ? ti(i) : void 0,
    d = i !== null && l === void 0;
  return (
    (0, B.useEffect)(() => {
      d && Z.logout();
    }, [d]),
    r
      ? d
        ? (0, H.jsx)(Xr, { text: `در حال خروج...` })
        : i && i.type !== e && l
          ? (0, H.jsx)(p, { to: l, replace: !0 })
          : i
            ? t(i)
            : a && !o
              ? (0, H.jsx)(q, {
                  mih: `100dvh`,
                  p: `md`,
                  children: (0, H.jsx)(U, {
                    withBorder: !0,
                    p: `xl`,
                    radius: `md`,
                    maw: 420,
                    w: `100%`,
                    children: (0, H.jsxs)(R, {
                      align: `center`,
                      gap: `md`,
                      children: [
                        (0, H.jsx)(F, { ta: `center`, children: `دریافت اطلاعات حساب ممکن نشد.` }),
                        (0, H.jsx)(K, { onClick: () => void $r(c), children: `تلاش دوباره` }),
                        (0, H.jsx)(K, {
                          variant: `subtle`,
                          color: `gray`,
                          onClick: () => Z.logout(),
                          children: `خروج`,
                        }),
                      ],
                    }),
                  }),
                })
              : (0, H.jsx)(Xr, {})
      : (0, H.jsx)(p, { to: `/login`, replace: !0, state: { from: s } })
  );
}
var ri = (0, B.lazy)(async () => ({
  default: (
    await Q(
      async () => {
        const { AppLayout: e } = await import(`./app-layout-Cc4lrVzl.js`);
        return { AppLayout: e };
      },
      __vite__mapDeps([
        7, 1, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 3, 5, 6, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
        33,
      ]),
    )
  ).AppLayout,
}));
function ii() {
  return (0, H.jsx)(ni, {
    type: `RESELLER`,
    render: (e) => (0, H.jsx)(B.Suspense, { fallback: (0, H.jsx)(Xr, {}), children: (0, H.jsx)(ri, { user: e }) }),
  });
}
function ai() {
  return (0, H.jsx)(ni, { type: `ADMIN`, render: () => (0, H.jsx)(d, {}) });
}
function oi({ message: e }) {
  return (
    Ur(`در حال به‌روزرسانی`),
    (0, H.jsx)(q, {
      mih: `100dvh`,
      p: `md`,
      bg: `gray.0`,
      'data-testid': `maintenance-screen`,
      children: (0, H.jsx)(U, {
        withBorder: !0,
        shadow: `sm`,
        p: `xl`,
        radius: `lg`,
        maw: 520,
        w: `100%`,
        children: (0, H.jsxs)(R, {
          align: `center`,
          gap: `md`,
          children: [
            (0, H.jsx)(tn, {
              size: 64,
              radius: `xl`,
              color: `orange`,
              variant: `light`,
              children: (0, H.jsx)(Vr, { size: 36, 'aria-hidden': !0 }),
            }),
            (0, H.jsx)(J, { order: 1, size: `h3`, ta: `center`, children: `سامانه در حال به‌روزرسانی است` }),
            (0, H.jsx)(F, {
              ta: `center`,
              style: { whiteSpace: `pre-line` },
              'data-testid': `maintenance-message`,
              children: e || `به‌زودی بازمی‌گردیم. از شکیبایی شما سپاسگزاریم.`,
            }),
          ],
        }),
      }),
    })
  );
}
var si = new Set([`/login`, `/register`]),
  ci = (e) => e === `/admin` || e.startsWith(`/admin/`);
function li() {
  const { pathname: e } = n(),
    t = u(),
    r = ci(e),
    i = m({
      queryKey: Or,
      queryFn: kr,
      staleTime: 1 / 0,
      refetchInterval: (e) => (e.state.data?.undermaintenance ? 6e4 : !1),
    });
  return (
    (0, B.useEffect)(() => {
      let n = !1,
        i = () => {
          !n && Fn() && !si.has(e) && $r(t);
        };
      return (
        t.fetchQuery({ queryKey: Or, queryFn: kr, staleTime: 0 }).then((e) => {
          (!e.undermaintenance || r) && i();
        }, i),
        () => {
          n = !0;
        }
      );
    }, [e, r, t]),
    i.isPending
      ? (0, H.jsx)(Xr, {})
      : i.data?.undermaintenance && !r
        ? (0, H.jsx)(oi, { message: i.data.maintenancemessage })
        : (0, H.jsx)(d, {})
  );
}
var ui = (e) => Hn(dn.login, { body: e });
function di() {
  return h({
    mutationFn: ui,
    onMutate: () => Z.loginPending(),
    onSuccess: (e) => Z.loginFulfilled(e.token, e.user),
    onError: (e) => Z.loginRejected(e),
  });
}
function fi() {
  const [e, t] = (0, B.useState)(null),
    [n, r] = (0, B.useState)(() => Date.now());
  (0, B.useEffect)(() => {
    if (e === null) return;
    const n = window.setInterval(() => {
      const n = Date.now();
      r(n), n >= e && t(null);
    }, 250);
    return () => window.clearInterval(n);
  }, [e]);
  const i = (0, B.useCallback)((e) => {
      const n = Date.now();
      r(n), t(n + e * 1e3);
    }, []),
    a = e === null ? 0 : Math.max(0, Math.ceil((e - n) / 1e3));
  return { remaining: a, running: a > 0, start: i };
}
var pi = (e) => Hn(dn.sendToken, { body: { mobile: e } });
function mi() {
  return h({ mutationFn: pi });
}
function hi({ remaining: e, sentOnce: t, loading: n, onClick: r, ...i }) {
  const a = e > 0 ? `ارسال مجدد کد (${ir(e)})` : t ? `ارسال مجدد کد` : `ارسال کد`;
  return (0, H.jsx)(K, {
    variant: `light`,
    onClick: r,
    loading: n,
    disabled: e > 0,
    'data-testid': `send-code`,
    ...i,
    children: a,
  });
}
function gi({ onLoggedIn: e }) {
  const [t, n] = (0, B.useState)(!1),
    [r, i] = (0, B.useState)(!1),
    [a, s] = (0, B.useState)(``),
    [c, l] = (0, B.useState)(``),
    u = di(),
    d = mi(),
    f = fi();
  return (0, H.jsx)(U, {
    withBorder: !0,
    shadow: `sm`,
    p: `xl`,
    radius: `lg`,
    w: `100%`,
    maw: 420,
    'data-testid': `login-form`,
    children: (0, H.jsx)(`form`, {
      onSubmit: (n) => {
        n.preventDefault(), u.mutate({ mobile: a, token: c, loginWithPassword: !t }, { onSuccess: (t) => e(t.user) });
      },
      noValidate: !0,
      children: (0, H.jsxs)(R, {
        gap: `md`,
        children: [
          (0, H.jsxs)(R, {
            gap: 4,
            children: [
              (0, H.jsx)(J, { order: 1, size: `h3`, children: `ورود به پیشخوان` }),
              (0, H.jsx)(F, { c: `dimmed`, size: `sm`, children: `خوش آمدید! برای ادامه وارد حساب کاربری خود شوید.` }),
            ],
          }),
          (0, H.jsx)(Qt, {
            label: `شماره موبایل`,
            placeholder: `۰۹۱۲۳۴۵۶۷۸۹`,
            inputMode: `tel`,
            autoComplete: `username`,
            leftSection: (0, H.jsx)(Rr, { size: 18, 'aria-hidden': !0 }),
            value: a,
            onChange: (e) => s(e.currentTarget.value),
          }),
          t
            ? (0, H.jsxs)(R, {
                gap: `xs`,
                children: [
                  (0, H.jsx)(Qt, {
                    type: `text`,
                    label: `کد یکبار مصرف`,
                    placeholder: `کد پیامک‌شده را وارد کنید`,
                    inputMode: `numeric`,
                    autoComplete: `one-time-code`,
                    leftSection: (0, H.jsx)(Br, { size: 18, 'aria-hidden': !0 }),
                    value: c,
                    onChange: (e) => l(e.currentTarget.value),
                  }),
                  (0, H.jsx)(ft, {
                    justify: `flex-end`,
                    children: (0, H.jsx)(hi, {
                      remaining: f.remaining,
                      sentOnce: r,
                      loading: d.isPending,
                      onClick: () =>
                        d.mutate(a, {
                          onSuccess: (e) => {
                            f.start(e.resend_in > 0 ? e.resend_in : 120), l(``), i(!0);
                          },
                        }),
                      size: `xs`,
                    }),
                  }),
                ],
              })
            : (0, H.jsx)(Zt, {
                label: `رمز عبور`,
                placeholder: `رمز عبور خود را وارد کنید`,
                autoComplete: `current-password`,
                leftSection: (0, H.jsx)(Br, { size: 18, 'aria-hidden': !0 }),
                visibilityToggleButtonProps: { 'aria-label': `نمایش یا پنهان کردن رمز عبور` },
                value: c,
                onChange: (e) => l(e.currentTarget.value),
              }),
          (0, H.jsx)(G, {
            label: `ورود با رمز یکبار مصرف`,
            checked: t,
            onChange: (e) => {
              n(e.currentTarget.checked), l(``);
            },
            'data-testid': `login-with-code`,
          }),
          (0, H.jsx)(K, {
            type: `submit`,
            fullWidth: !0,
            size: `md`,
            loading: u.isPending,
            'data-testid': `login-submit`,
            children: `ورود`,
          }),
          (0, H.jsxs)(F, {
            size: `sm`,
            ta: `center`,
            children: [
              `حساب کاربری ندارید؟`,
              ` `,
              (0, H.jsx)(ht, { component: o, to: `/register`, children: `ثبت‌نام کنید` }),
            ],
          }),
        ],
      }),
    }),
  });
}
function _i() {
  Ur(`ورود`);
  const e = n(),
    t = _(),
    r = di(),
    i = (0, B.useRef)(!1),
    a = new URLSearchParams(e.search),
    o = a.get(`mobile`),
    s = a.get(`token`),
    c = a.get(`tab`) === `1`,
    l = qr(e.state);
  return (
    (0, B.useEffect)(() => {
      !i.current &&
        o &&
        s &&
        ((i.current = !0),
        window.history.replaceState(window.history.state, ``, `/login`),
        c && Pn(),
        r.mutate({ mobile: o, token: s, loginWithPassword: !1 }, { onSuccess: () => t(l, { replace: !0 }) }));
    }, [o, s, c, r, t, l]),
    r.isPending || (o && s && r.isIdle)
      ? (0, H.jsx)(Xr, {})
      : (0, H.jsx)(q, {
          mih: `100dvh`,
          p: `md`,
          bg: `gray.0`,
          children: (0, H.jsx)(gi, { onLoggedIn: () => t(l, { replace: !0 }) }),
        })
  );
}
async function vi() {
  try {
    await Hn(dn.logout);
  } catch {}
  Z.logout();
}
function yi() {
  return (
    Ur(`خروج`),
    (0, B.useEffect)(() => {
      vi();
    }, []),
    (0, H.jsx)(Xr, { text: `در حال خروج...`, fullScreen: !1 })
  );
}
async function bi(e) {
  const { CryptoRoute: t } = await Q(
    async () => {
      const { CryptoRoute: e } = await import(`./crypto-CBpQcFCb.js`);
      return { CryptoRoute: e };
    },
    __vite__mapDeps([115, 9, 1, 10, 11, 116, 63, 8, 12, 20, 15, 117, 18, 86, 118, 103, 119, 120, 106]),
  );
  return { Component: () => (0, H.jsx)(t, { currency: e }) };
}
var xi = [
    {
      path: `/`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { DashboardRoute: e } = await import(`./dashboard-cF7A7EYp.js`);
              return { DashboardRoute: e };
            },
            __vite__mapDeps([121, 37, 9, 1, 10, 11, 106, 122, 76, 34, 102, 53, 18, 123, 30, 25, 3, 124, 22, 125]),
          )
        ).DashboardRoute,
      }),
    },
    {
      path: `/notifications`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { NotificationsRoute: e } = await import(`./notifications-DmH9kOYY.js`);
              return { NotificationsRoute: e };
            },
            __vite__mapDeps([126, 9, 1, 10, 11, 124, 110, 81, 40]),
          )
        ).NotificationsRoute,
      }),
    },
    {
      path: `/referrals`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { ReferralsRoute: e } = await import(`./referrals-CEvXnC8k.js`);
              return { ReferralsRoute: e };
            },
            __vite__mapDeps([127, 1, 9, 10, 11, 42, 18, 12, 43, 117, 119, 38, 17, 15, 19, 35, 40]),
          )
        ).ReferralsRoute,
      }),
    },
    {
      path: `/groupservices`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { GroupServicesRoute: e } = await import(`./groupservices-BMsrgi6H.js`);
              return { GroupServicesRoute: e };
            },
            __vite__mapDeps([128, 9, 1, 10, 11, 42, 18, 12, 43, 38, 17, 15, 19, 103, 26, 40]),
          )
        ).GroupServicesRoute,
      }),
    },
    {
      path: `/transactions`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { TransactionsRoute: e } = await import(`./transactions-Bnm-8MFo.js`);
              return { TransactionsRoute: e };
            },
            __vite__mapDeps([
              129, 1, 9, 10, 11, 42, 18, 12, 43, 78, 79, 58, 53, 8, 20, 15, 70, 57, 48, 80, 45, 81, 82, 83, 49, 84, 30,
              38, 17, 19, 113, 76, 40, 130,
            ]),
          )
        ).TransactionsRoute,
      }),
    },
    {
      path: `/newservice`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { NewServiceRoute: e } = await import(`./newservice-C-BhXwZh.js`);
              return { NewServiceRoute: e };
            },
            __vite__mapDeps([
              131, 1, 9, 10, 11, 25, 132, 18, 32, 52, 12, 31, 13, 14, 15, 16, 17, 19, 20, 30, 65, 56, 53, 58, 8, 133,
              59, 37, 106, 40, 134, 22, 135, 46, 47, 48, 64, 55, 66, 45, 119, 103, 101, 136, 54, 43, 57, 137, 117, 118,
              68,
            ]),
          )
        ).NewServiceRoute,
      }),
    },
    {
      path: `/trafficservice`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { TrafficServiceRoute: e } = await import(`./trafficservice-CKFWrneL.js`);
              return { TrafficServiceRoute: e };
            },
            __vite__mapDeps([
              138, 1, 9, 10, 11, 139, 40, 63, 8, 12, 20, 15, 65, 56, 53, 58, 69, 70, 54, 14, 16, 55, 18, 43, 17, 19, 57,
              37, 140, 45, 26, 135, 46, 47, 48, 64, 66, 119, 103, 101, 22, 136, 137, 117, 118, 68, 102, 123, 30, 88, 25,
            ]),
          )
        ).TrafficServiceRoute,
      }),
    },
    {
      path: `/services`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { ServicesRoute: e } = await import(`./services-D6KlB-xH.js`);
              return { ServicesRoute: e };
            },
            __vite__mapDeps([
              141, 1, 9, 10, 11, 42, 18, 12, 43, 79, 58, 53, 8, 20, 15, 70, 57, 37, 49, 136, 54, 14, 16, 55, 56, 17, 19,
              48, 45, 40, 30, 71, 38, 21, 134, 13, 51, 52, 59, 32, 88, 92, 61, 142,
            ]),
          )
        ).ServicesRoute,
      }),
    },
    {
      path: `/giftcard`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { GiftCardRoute: e } = await import(`./giftcard-DrptTjyK.js`);
              return { GiftCardRoute: e };
            },
            __vite__mapDeps([143, 1, 9, 10, 11, 116, 6]),
          )
        ).GiftCardRoute,
      }),
    },
    {
      path: `/perfectmoney`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { PerfectMoneyRoute: e } = await import(`./perfectmoney-h8ROTzOF.js`);
              return { PerfectMoneyRoute: e };
            },
            __vite__mapDeps([144, 1, 9, 10, 11, 116, 120, 106, 37, 27]),
          )
        ).PerfectMoneyRoute,
      }),
    },
    { path: `/tron`, lazy: async () => bi(`TRX`) },
    { path: `/ton`, lazy: async () => bi(`TON`) },
    {
      path: `/settings`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { SettingsRoute: e } = await import(`./settings-BkW946Jo.js`);
              return { SettingsRoute: e };
            },
            __vite__mapDeps([145, 1, 9, 10, 11, 139, 106, 71, 58, 53, 8, 12, 20, 15, 45, 37, 146, 147]),
          )
        ).SettingsRoute,
      }),
    },
    {
      path: `/store/products`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { StoreProductsRoute: e } = await import(`./store-products-BPfbeuPx.js`);
              return { StoreProductsRoute: e };
            },
            __vite__mapDeps([
              148, 1, 9, 10, 11, 38, 18, 17, 15, 19, 13, 14, 16, 12, 20, 149, 23, 88, 119, 40, 22, 62, 63, 8, 64, 55,
              150, 61, 65, 56, 53, 58, 69, 70, 54, 43, 57, 71, 108, 45, 151, 146,
            ]),
          )
        ).StoreProductsRoute,
      }),
    },
    {
      path: `/store/orders`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { StoreOrdersRoute: e } = await import(`./store-orders-CRjTX8wX.js`);
              return { StoreOrdersRoute: e };
            },
            __vite__mapDeps([
              152, 1, 9, 10, 11, 42, 18, 12, 43, 38, 17, 15, 19, 24, 25, 40, 30, 108, 45, 63, 8, 20, 64, 14, 55, 86,
              151, 146,
            ]),
          )
        ).StoreOrdersRoute,
      }),
    },
    {
      path: `/store/paymentmethods`,
      lazy: async () => ({
        Component: (
          await Q(
            async () => {
              const { StorePaymentMethodsRoute: e } = await import(`./store-paymentmethods-DEMnz22_.js`);
              return { StorePaymentMethodsRoute: e };
            },
            __vite__mapDeps([
              153, 1, 9, 10, 11, 30, 38, 18, 17, 15, 19, 12, 5, 88, 40, 62, 63, 8, 20, 64, 14, 55, 150, 13, 16, 61, 108,
              45, 65, 56, 53, 58, 69, 70, 54, 43, 57, 37, 71, 151, 146,
            ]),
          )
        ).StorePaymentMethodsRoute,
      }),
    },
    ...Object.entries({ '/soon': `به‌زودی` }).map(([e, t]) => ({ path: e, element: (0, H.jsx)(Gr, { title: t }, e) })),
  ],
  Si = [
    {
      errorElement: (0, H.jsx)(Hr, {}),
      children: [
        {
          path: `/buy/:token`,
          lazy: async () => ({
            Component: (
              await Q(
                async () => {
                  const { BuyRoute: e } = await import(`./buy-CWIGBn-i.js`);
                  return { BuyRoute: e };
                },
                __vite__mapDeps([
                  154, 1, 10, 63, 9, 11, 8, 12, 20, 15, 133, 59, 58, 53, 108, 45, 155, 146, 147, 40, 81, 139,
                ]),
              )
            ).BuyRoute,
          }),
        },
        {
          path: `/order/:token`,
          lazy: async () => ({
            Component: (
              await Q(
                async () => {
                  const { OrderRoute: e } = await import(`./order-_5WnbDND.js`);
                  return { OrderRoute: e };
                },
                __vite__mapDeps([
                  156, 1, 10, 108, 45, 63, 9, 11, 8, 12, 20, 15, 30, 117, 155, 146, 147, 40, 122, 5, 103, 149, 137, 46,
                  47, 19, 119, 118, 101,
                ]),
              )
            ).OrderRoute,
          }),
        },
      ],
    },
    {
      element: (0, H.jsx)(li, {}),
      errorElement: (0, H.jsx)(Hr, {}),
      children: [
        {
          element: (0, H.jsx)(Jr, {}),
          children: [
            { path: `/login`, element: (0, H.jsx)(_i, {}) },
            {
              path: `/register`,
              lazy: async () => ({
                Component: (
                  await Q(
                    async () => {
                      const { RegisterRoute: e } = await import(`./register-BeW6oADA.js`);
                      return { RegisterRoute: e };
                    },
                    __vite__mapDeps([157, 1, 10, 158, 9, 11, 45, 116, 58, 53, 8, 12, 20, 15, 159]),
                  )
                ).RegisterRoute,
              }),
            },
          ],
        },
        { element: (0, H.jsx)(ii, {}), children: [{ errorElement: (0, H.jsx)(Hr, {}), children: xi }] },
        { element: (0, H.jsx)(ai, {}), children: [{ errorElement: (0, H.jsx)(Hr, {}), children: Kr }] },
        { path: `/logout`, element: (0, H.jsx)(yi, {}) },
        { path: `*`, element: (0, H.jsx)(p, { to: `/soon`, replace: !0 }) },
      ],
    },
  ],
  Ci = () => s(Si);
function wi() {
  const [e] = (0, B.useState)(Ci);
  return (0, H.jsx)(Pr, { children: (0, H.jsx)(c, { router: e }) });
}
var Ti = document.getElementById(`root`);
if (!Ti) throw Error(`root element missing`);
(0, En.createRoot)(Ti).render((0, H.jsx)(B.StrictMode, { children: (0, H.jsx)(wi, {}) }));

export {
  _n as R,
  $n as _,
  $r as r,
  ar as T,
  Br as s,
  bn as V,
  br as d,
  Ce as gt,
  Cn as W,
  De as ft,
  dn as M,
  dr as g,
  Ee as ht,
  er as w,
  fi as n,
  fn as N,
  fr as y,
  ft as at,
  G as $,
  gn as L,
  gt as rt,
  Hn as O,
  hi as t,
  hn as I,
  ht as it,
  Ir as l,
  J as q,
  je as ut,
  K as Q,
  Lr as c,
  lr as C,
  Mt as tt,
  mn as F,
  Nn as A,
  Nt as et,
  Oe as dt,
  or as S,
  Pe as lt,
  pn as P,
  Q as h,
  Qn as b,
  Qt as Y,
  q as Z,
  Rn as k,
  rr as E,
  Sn as U,
  sr as v,
  Te as mt,
  Tn as K,
  Tr as p,
  Tt as nt,
  tn as J,
  tr as x,
  U as st,
  Ur as a,
  un as j,
  Vr as o,
  vn as z,
  W as ot,
  we as pt,
  wn as G,
  wr as m,
  Xr as i,
  xn as H,
  xr as u,
  Yn as D,
  yn as B,
  yr as f,
  Ze as ct,
  Zt as X,
};
