import { t as e } from './rolldown-runtime-BWaJ3C7D.js';

var t = e((e, t, n) => {
  ((n, r) => {
    typeof e == `object` && t !== void 0
      ? (t.exports = r())
      : typeof define == `function` && define.amd
        ? define(r)
        : ((n = typeof globalThis < `u` ? globalThis : n || self), (n.Sweetalert2 = r()));
  })(n, () => {
    function e(e, t, n) {
      if (typeof e == `function` ? e === t : e.has(t)) return arguments.length < 3 ? t : n;
      throw TypeError(`Private element is not present on this object`);
    }
    function t(e, t) {
      if (t.has(e)) throw TypeError(`Cannot initialize the same private elements twice on an object`);
    }
    function n(t, n) {
      return t.get(e(t, n));
    }
    function r(e, n, r) {
      t(e, n), n.set(e, r);
    }
    function i(t, n, r) {
      return t.set(e(t, n), r), r;
    }
    const a = {},
      o = () => {
        a.previousActiveElement instanceof HTMLElement
          ? (a.previousActiveElement.focus(), (a.previousActiveElement = null))
          : document.body && document.body.focus();
      },
      s = (e) =>
        new Promise((t) => {
          if (!e) return t();
          const n = window.scrollX,
            r = window.scrollY;
          (a.restoreFocusTimeout = setTimeout(() => {
            o(), t();
          }, 100)),
            window.scrollTo(n, r);
        }),
      ee = `swal2-`,
      c =
        `container.shown.height-auto.iosfix.popup.modal.no-backdrop.no-transition.toast.toast-shown.show.hide.close.title.html-container.actions.confirm.deny.cancel.footer.icon.icon-content.image.input.file.range.select.radio.checkbox.label.textarea.inputerror.input-label.validation-message.progress-steps.active-progress-step.progress-step.progress-step-line.loader.loading.styled.top.top-start.top-end.top-left.top-right.center.center-start.center-end.center-left.center-right.bottom.bottom-start.bottom-end.bottom-left.bottom-right.grow-row.grow-column.grow-fullscreen.rtl.timer-progress-bar.timer-progress-bar-container.scrollbar-measure.icon-success.icon-warning.icon-info.icon-question.icon-error.draggable.dragging`
          .split(`.`)
          .reduce((e, t) => ((e[t] = ee + t), e), {}),
      l = [`success`, `warning`, `info`, `question`, `error`].reduce((e, t) => ((e[t] = ee + t), e), {}),
      te = `SweetAlert2:`,
      ne = (e) => e.charAt(0).toUpperCase() + e.slice(1),
      u = (e) => {
        console.warn(`${te} ${typeof e == `object` ? e.join(` `) : e}`);
      },
      d = (e) => {
        console.error(`${te} ${e}`);
      },
      re = [],
      ie = (e) => {
        re.includes(e) || (re.push(e), u(e));
      },
      ae = (e, t = null) => {
        ie(`"${e}" is deprecated and will be removed in the next major release.${t ? ` Use "${t}" instead.` : ``}`);
      },
      oe = (e) => (typeof e == `function` ? e() : e),
      se = (e) => e && typeof e.toPromise == `function`,
      f = (e) => (se(e) ? e.toPromise() : Promise.resolve(e)),
      ce = (e) => e && Promise.resolve(e) === e,
      le = () => navigator.userAgent.includes(`Firefox`),
      p = () => document.body.querySelector(`.${c.container}`),
      m = (e) => {
        const t = p();
        return t ? t.querySelector(e) : null;
      },
      h = (e) => m(`.${e}`),
      g = () => h(c.popup),
      _ = () => h(c.icon),
      ue = () => h(c[`icon-content`]),
      de = () => h(c.title),
      fe = () => h(c[`html-container`]),
      pe = () => h(c.image),
      me = () => h(c[`progress-steps`]),
      he = () => h(c[`validation-message`]),
      v = () => m(`.${c.actions} .${c.confirm}`),
      y = () => m(`.${c.actions} .${c.cancel}`),
      b = () => m(`.${c.actions} .${c.deny}`),
      ge = () => h(c[`input-label`]),
      x = () => m(`.${c.loader}`),
      S = () => h(c.actions),
      _e = () => h(c.footer),
      ve = () => h(c[`timer-progress-bar`]),
      ye = () => h(c.close),
      be = () => {
        const e = g();
        if (!e) return [];
        const t = e.querySelectorAll(`[tabindex]:not([tabindex="-1"]):not([tabindex="0"])`),
          n = Array.from(t).sort((e, t) => {
            const n = parseInt(e.getAttribute(`tabindex`) || `0`),
              r = parseInt(t.getAttribute(`tabindex`) || `0`);
            return n > r ? 1 : n < r ? -1 : 0;
          }),
          r = e.querySelectorAll(`
  a[href],
  area[href],
  input:not([disabled]),
  select:not([disabled]),
  textarea:not([disabled]),
  button:not([disabled]),
  iframe,
  object,
  embed,
  [tabindex="0"],
  [contenteditable],
  audio[controls],
  video[controls],
  summary
`),
          i = Array.from(r).filter((e) => e.getAttribute(`tabindex`) !== `-1`);
        return [...new Set(n.concat(i))].filter((e) => P(e));
      },
      xe = () =>
        T(document.body, c.shown) && !T(document.body, c[`toast-shown`]) && !T(document.body, c[`no-backdrop`]),
      C = () => {
        const e = g();
        return e ? T(e, c.toast) : !1;
      },
      Se = () => {
        const e = g();
        return e ? e.hasAttribute(`data-loading`) : !1;
      },
      w = (e, t) => {
        if (((e.textContent = ``), t)) {
          const n = new DOMParser().parseFromString(t, `text/html`),
            r = n.querySelector(`head`);
          r &&
            Array.from(r.childNodes).forEach((t) => {
              e.appendChild(t);
            });
          const i = n.querySelector(`body`);
          i &&
            Array.from(i.childNodes).forEach((t) => {
              t instanceof HTMLVideoElement || t instanceof HTMLAudioElement
                ? e.appendChild(t.cloneNode(!0))
                : e.appendChild(t);
            });
        }
      },
      T = (e, t) => (t ? t.split(/\s+/).every((t) => e.classList.contains(t)) : !1),
      Ce = (e, t) => {
        Array.from(e.classList).forEach((n) => {
          Object.values(c).includes(n) ||
            Object.values(l).includes(n) ||
            Object.values(t.showClass || {}).includes(n) ||
            e.classList.remove(n);
        });
      },
      E = (e, t, n) => {
        if ((Ce(e, t), !t.customClass)) return;
        const r = t.customClass[n];
        r &&
          (typeof r != `string` && !r.forEach
            ? u(`Invalid type of customClass.${n}! Expected string or iterable object, got "${typeof r}"`)
            : D(e, r));
      },
      we = (e, t) => {
        if (!t) return null;
        switch (t) {
          case `select`:
          case `textarea`:
          case `file`:
            return e.querySelector(`.${c.popup} > .${c[t]}`);
          case `checkbox`:
            return e.querySelector(`.${c.popup} > .${c.checkbox} input`);
          case `radio`:
            return (
              e.querySelector(`.${c.popup} > .${c.radio} input:checked`) ||
              e.querySelector(`.${c.popup} > .${c.radio} input:first-child`)
            );
          case `range`:
            return e.querySelector(`.${c.popup} > .${c.range} input`);
          default:
            return e.querySelector(`.${c.popup} > .${c.input}`);
        }
      },
      Te = (e) => {
        if ((e.focus(), e.type !== `file`)) {
          const t = e.value;
          (e.value = ``), (e.value = t);
        }
      },
      Ee = (e, t, n) => {
        if (!e || !t) return;
        const r = typeof t == `string` ? t.split(/\s+/).filter(Boolean) : t;
        (Array.isArray(e) ? e : [e]).forEach((e) => {
          r.forEach((t) => {
            n ? e.classList.add(t) : e.classList.remove(t);
          });
        });
      },
      D = (e, t) => {
        Ee(e, t, !0);
      },
      O = (e, t) => {
        Ee(e, t, !1);
      },
      k = (e, t) => Array.from(e.children).find((e) => e instanceof HTMLElement && T(e, t)),
      A = (e, t, n) => {
        n === `${parseInt(`${n}`)}` && (n = parseInt(n)),
          n || n === 0 ? e.style.setProperty(t, typeof n == `number` ? `${n}px` : n) : e.style.removeProperty(t);
      },
      j = (e, t = `flex`) => {
        e && (e.style.display = t);
      },
      M = (e) => {
        e && (e.style.display = `none`);
      },
      De = (e, t = `block`) => {
        e &&
          new MutationObserver(() => {
            N(e, e.innerHTML, t);
          }).observe(e, { childList: !0, subtree: !0 });
      },
      Oe = (e, t, n, r) => {
        const i = e.querySelector(t);
        i && i.style.setProperty(n, r);
      },
      N = (e, t, n = `flex`) => {
        t ? j(e, n) : M(e);
      },
      P = (e) => !!(e && (e.offsetWidth || e.offsetHeight || e.getClientRects().length)),
      ke = () => !P(v()) && !P(b()) && !P(y()),
      Ae = (e) => e.scrollHeight > e.clientHeight,
      je = (e, t) => {
        let n = e;
        for (; n && n !== t; ) {
          if (Ae(n)) return !0;
          n = n.parentElement;
        }
        return !1;
      },
      Me = (e) => {
        const t = window.getComputedStyle(e),
          n = parseFloat(t.getPropertyValue(`animation-duration`) || `0`),
          r = parseFloat(t.getPropertyValue(`transition-duration`) || `0`);
        return n > 0 || r > 0;
      },
      Ne = (e, t = !1) => {
        const n = ve();
        n &&
          P(n) &&
          (t && ((n.style.transition = `none`), (n.style.width = `100%`)),
          setTimeout(() => {
            (n.style.transition = `width ${e / 1e3}s linear`), (n.style.width = `0%`);
          }, 10));
      },
      Pe = () => {
        const e = ve();
        if (!e) return;
        const t = parseInt(window.getComputedStyle(e).width);
        e.style.removeProperty(`transition`), (e.style.width = `100%`);
        const n = (t / parseInt(window.getComputedStyle(e).width)) * 100;
        e.style.width = `${n}%`;
      },
      Fe = () => typeof window > `u` || typeof document > `u`,
      Ie = `
 <div aria-labelledby="${c.title}" aria-describedby="${c[`html-container`]}" class="${c.popup}" tabindex="-1">
   <button type="button" class="${c.close}"></button>
   <ul class="${c[`progress-steps`]}"></ul>
   <div class="${c.icon}"></div>
   <img class="${c.image}" />
   <h2 class="${c.title}" id="${c.title}"></h2>
   <div class="${c[`html-container`]}" id="${c[`html-container`]}"></div>
   <input class="${c.input}" id="${c.input}" />
   <input type="file" class="${c.file}" />
   <div class="${c.range}">
     <input type="range" />
     <output></output>
   </div>
   <select class="${c.select}" id="${c.select}"></select>
   <div class="${c.radio}"></div>
   <label class="${c.checkbox}">
     <input type="checkbox" id="${c.checkbox}" />
     <span class="${c.label}"></span>
   </label>
   <textarea class="${c.textarea}" id="${c.textarea}"></textarea>
   <div class="${c[`validation-message`]}" id="${c[`validation-message`]}"></div>
   <div class="${c.actions}">
     <div class="${c.loader}"></div>
     <button type="button" class="${c.confirm}"></button>
     <button type="button" class="${c.deny}"></button>
     <button type="button" class="${c.cancel}"></button>
   </div>
   <div class="${c.footer}"></div>
   <div class="${c[`timer-progress-bar-container`]}">
     <div class="${c[`timer-progress-bar`]}"></div>
   </div>
 </div>
`.replace(/(^|\n)\s*/g, ``),
      Le = () => {
        const e = p();
        return e
          ? (e.remove(),
            O([document.documentElement, document.body], [c[`no-backdrop`], c[`toast-shown`], c[`has-column`]]),
            !0)
          : !1;
      },
      F = () => {
        a.currentInstance && a.currentInstance.resetValidationMessage();
      },
      Re = () => {
        const e = g();
        if (!e) return;
        const t = k(e, c.input),
          n = k(e, c.file),
          r = e.querySelector(`.${c.range} input`),
          i = e.querySelector(`.${c.range} output`),
          a = k(e, c.select),
          o = e.querySelector(`.${c.checkbox} input`),
          s = k(e, c.textarea);
        t && (t.oninput = F),
          n && (n.onchange = F),
          a && (a.onchange = F),
          o && (o.onchange = F),
          s && (s.oninput = F),
          r &&
            i &&
            ((r.oninput = () => {
              F(), (i.value = r.value);
            }),
            (r.onchange = () => {
              F(), (i.value = r.value);
            }));
      },
      ze = (e) => {
        if (typeof e == `string`) {
          const t = document.querySelector(e);
          if (!t) throw Error(`Target element "${e}" not found`);
          return t;
        }
        return e;
      },
      Be = (e) => {
        const t = g();
        t &&
          (t.setAttribute(`role`, e.toast ? `alert` : `dialog`),
          t.setAttribute(`aria-live`, e.toast ? `polite` : `assertive`),
          e.toast || t.setAttribute(`aria-modal`, `true`));
      },
      Ve = (e) => {
        window.getComputedStyle(e).direction === `rtl` && (D(p(), c.rtl), (a.isRTL = !0));
      },
      He = (e) => {
        const t = Le();
        if (Fe()) {
          d(`SweetAlert2 requires document to initialize`);
          return;
        }
        const n = document.createElement(`div`);
        (n.className = c.container), t && D(n, c[`no-transition`]), w(n, Ie), (n.dataset.swal2Theme = e.theme);
        const r = ze(e.target || `body`);
        r.appendChild(n), e.topLayer && (n.setAttribute(`popover`, ``), n.showPopover()), Be(e), Ve(r), Re();
      },
      Ue = (e, t) => {
        e instanceof HTMLElement ? t.appendChild(e) : typeof e == `object` ? We(e, t) : e && w(t, e);
      },
      We = (e, t) => {
        `jquery` in e ? Ge(t, e) : w(t, e.toString());
      },
      Ge = (e, t) => {
        if (((e.textContent = ``), 0 in t)) for (let n = 0; n in t; n++) e.appendChild(t[n].cloneNode(!0));
        else e.appendChild(t.cloneNode(!0));
      },
      Ke = (e, t) => {
        const n = S(),
          r = x();
        n &&
          r &&
          (!t.showConfirmButton && !t.showDenyButton && !t.showCancelButton ? M(n) : j(n),
          E(n, t, `actions`),
          qe(n, r, t),
          w(r, t.loaderHtml || ``),
          E(r, t, `loader`));
      };
    function qe(e, t, n) {
      const r = v(),
        i = b(),
        a = y();
      r &&
        i &&
        a &&
        (Xe(r, `confirm`, n),
        Xe(i, `deny`, n),
        Xe(a, `cancel`, n),
        Je(r, i, a, n),
        n.reverseButtons &&
          (n.toast
            ? (e.insertBefore(a, r), e.insertBefore(i, r))
            : (e.insertBefore(a, t), e.insertBefore(i, t), e.insertBefore(r, t))));
    }
    function Je(e, t, n, r) {
      r.buttonsStyling
        ? (D([e, t, n], c.styled),
          [
            [e, `confirm`, r.confirmButtonColor],
            [t, `deny`, r.denyButtonColor],
            [n, `cancel`, r.cancelButtonColor],
          ].forEach(([e, t, n]) => {
            n && e.style.setProperty(`--swal2-${t}-button-background-color`, n), Ye(e);
          }))
        : O([e, t, n], c.styled);
    }
    function Ye(e) {
      const t = window.getComputedStyle(e);
      if (t.getPropertyValue(`--swal2-action-button-focus-box-shadow`)) return;
      const n = t.backgroundColor.replace(/rgba?\((\d+), (\d+), (\d+).*/, `rgba($1, $2, $3, 0.5)`);
      e.style.setProperty(
        `--swal2-action-button-focus-box-shadow`,
        t.getPropertyValue(`--swal2-outline`).replace(/ rgba\(.*/, ` ${n}`),
      );
    }
    function Xe(e, t, n) {
      const r = ne(t);
      N(e, n[`show${r}Button`], `inline-block`),
        w(e, n[`${t}ButtonText`] || ``),
        e.setAttribute(`aria-label`, n[`${t}ButtonAriaLabel`] || ``),
        (e.className = c[t]),
        E(e, n, `${t}Button`);
    }
    const Ze = (e, t) => {
        const n = ye();
        n &&
          (w(n, t.closeButtonHtml || ``),
          E(n, t, `closeButton`),
          N(n, t.showCloseButton),
          n.setAttribute(`aria-label`, t.closeButtonAriaLabel || ``));
      },
      Qe = (e, t) => {
        const n = p();
        n && ($e(n, t.backdrop), et(n, t.position), tt(n, t.grow), E(n, t, `container`));
      };
    function $e(e, t) {
      typeof t == `string`
        ? (e.style.background = t)
        : t || D([document.documentElement, document.body], c[`no-backdrop`]);
    }
    function et(e, t) {
      t && (t in c ? D(e, c[t]) : (u(`The "position" parameter is not valid, defaulting to "center"`), D(e, c.center)));
    }
    function tt(e, t) {
      t && D(e, c[`grow-${t}`]);
    }
    var I = { innerParams: new WeakMap(), domCache: new WeakMap(), focusedElement: new WeakMap() };
    const nt = [`input`, `file`, `range`, `select`, `radio`, `checkbox`, `textarea`],
      rt = (e, t) => {
        const n = g();
        if (!n) return;
        const r = I.innerParams.get(e),
          i = !r || t.input !== r.input;
        nt.forEach((e) => {
          const r = k(n, c[e]);
          r && (ot(e, t.inputAttributes), (r.className = c[e]), i && M(r));
        }),
          t.input && (i && it(t), st(t));
      },
      it = (e) => {
        if (!e.input) return;
        if (!z[e.input]) {
          d(`Unexpected type of input! Expected ${Object.keys(z).join(` | `)}, got "${e.input}"`);
          return;
        }
        const t = lt(e.input);
        if (!t) return;
        const n = z[e.input](t, e);
        j(t),
          e.inputAutoFocus &&
            setTimeout(() => {
              Te(n);
            });
      },
      at = (e) => {
        for (const { name: t } of Array.from(e.attributes))
          [`id`, `type`, `value`, `style`].includes(t) || e.removeAttribute(t);
      },
      ot = (e, t) => {
        const n = g();
        if (!n) return;
        const r = we(n, e);
        if (r) {
          at(r);
          for (const e in t) r.setAttribute(e, t[e]);
        }
      },
      st = (e) => {
        if (!e.input) return;
        const t = lt(e.input);
        t && E(t, e, `input`);
      },
      ct = (e, t) => {
        !e.placeholder && t.inputPlaceholder && (e.placeholder = t.inputPlaceholder);
      },
      L = (e, t, n) => {
        if (n.inputLabel) {
          const r = document.createElement(`label`),
            i = c[`input-label`];
          r.setAttribute(`for`, e.id),
            (r.className = i),
            typeof n.customClass == `object` && D(r, n.customClass.inputLabel),
            (r.innerText = n.inputLabel),
            t.insertAdjacentElement(`beforebegin`, r);
        }
      },
      lt = (e) => {
        const t = g();
        if (t) return k(t, c[e] || c.input);
      },
      R = (e, t) => {
        [`string`, `number`].includes(typeof t)
          ? (e.value = `${t}`)
          : ce(t) || u(`Unexpected type of inputValue! Expected "string", "number" or "Promise", got "${typeof t}"`);
      },
      z = {};
    (z.text =
      z.email =
      z.password =
      z.number =
      z.tel =
      z.url =
      z.search =
      z.date =
      z[`datetime-local`] =
      z.time =
      z.week =
      z.month =
        (e, t) => {
          const n = e;
          return R(n, t.inputValue), L(n, n, t), ct(n, t), (n.type = t.input), n;
        }),
      (z.file = (e, t) => {
        const n = e;
        return L(n, n, t), ct(n, t), n;
      }),
      (z.range = (e, t) => {
        const n = e,
          r = n.querySelector(`input`),
          i = n.querySelector(`output`);
        return r && (R(r, t.inputValue), (r.type = t.input), L(r, e, t)), i && R(i, t.inputValue), e;
      }),
      (z.select = (e, t) => {
        const n = e;
        if (((n.textContent = ``), t.inputPlaceholder)) {
          const e = document.createElement(`option`);
          w(e, t.inputPlaceholder), (e.value = ``), (e.disabled = !0), (e.selected = !0), n.appendChild(e);
        }
        return L(n, n, t), n;
      }),
      (z.radio = (e) => {
        const t = e;
        return (t.textContent = ``), e;
      }),
      (z.checkbox = (e, t) => {
        const n = g();
        if (!n) throw Error(`Popup not found`);
        const r = we(n, `checkbox`);
        if (!r) throw Error(`Checkbox input not found`);
        (r.value = `1`), (r.checked = !!t.inputValue);
        const i = e.querySelector(`span`);
        if (i) {
          const e = t.inputPlaceholder || t.inputLabel;
          e && w(i, e);
        }
        return r;
      }),
      (z.textarea = (e, t) => {
        const n = e;
        R(n, t.inputValue), ct(n, t), L(n, n, t);
        const r = (e) =>
          parseInt(window.getComputedStyle(e).marginLeft) + parseInt(window.getComputedStyle(e).marginRight);
        return (
          setTimeout(() => {
            if (`MutationObserver` in window) {
              const e = g();
              if (!e) return;
              const i = parseInt(window.getComputedStyle(e).width);
              new MutationObserver(() => {
                if (!document.body.contains(n)) return;
                const e = n.offsetWidth + r(n),
                  a = g();
                a && (e > i ? (a.style.width = `${e}px`) : A(a, `width`, t.width));
              }).observe(n, { attributes: !0, attributeFilter: [`style`] });
            }
          }),
          n
        );
      });
    let ut = (e, t) => {
        const n = fe();
        n &&
          (De(n),
          E(n, t, `htmlContainer`),
          t.html ? (Ue(t.html, n), j(n, `block`)) : t.text ? ((n.textContent = t.text), j(n, `block`)) : M(n),
          rt(e, t));
      },
      dt = (e, t) => {
        const n = _e();
        n && (De(n), N(n, !!t.footer, `block`), t.footer && Ue(t.footer, n), E(n, t, `footer`));
      },
      ft = (e, t) => {
        const n = I.innerParams.get(e),
          r = _();
        r &&
          (n && t.icon === n.icon
            ? (gt(r, t), pt(r, t))
            : !t.icon && !t.iconHtml
              ? M(r)
              : t.icon && Object.keys(l).indexOf(t.icon) === -1
                ? (d(`Unknown icon! Expected "success", "error", "warning", "info" or "question", got "${t.icon}"`),
                  M(r))
                : (j(r),
                  gt(r, t),
                  pt(r, t),
                  D(r, t.showClass && t.showClass.icon),
                  window.matchMedia(`(prefers-color-scheme: dark)`).addEventListener(`change`, mt)));
      },
      pt = (e, t) => {
        for (const [n, r] of Object.entries(l)) t.icon !== n && O(e, r);
        D(e, t.icon && l[t.icon]), _t(e, t), mt(), E(e, t, `icon`);
      },
      mt = () => {
        const e = g();
        if (!e) return;
        const t = window.getComputedStyle(e).getPropertyValue(`background-color`);
        e.querySelectorAll(`[class^=swal2-success-circular-line], .swal2-success-fix`).forEach((e) => {
          e.style.backgroundColor = t;
        });
      },
      ht = (e) => `
  ${e.animation ? `<div class="swal2-success-circular-line-left"></div>` : ``}
  <span class="swal2-success-line-tip"></span> <span class="swal2-success-line-long"></span>
  <div class="swal2-success-ring"></div>
  ${e.animation ? `<div class="swal2-success-fix"></div>` : ``}
  ${e.animation ? `<div class="swal2-success-circular-line-right"></div>` : ``}
`,
      gt = (e, t) => {
        if (!t.icon && !t.iconHtml) return;
        let n = e.innerHTML,
          r = ``;
        t.iconHtml
          ? (r = vt(t.iconHtml))
          : t.icon === `success`
            ? ((r = ht(t)), (n = n.replace(/ style=".*?"/g, ``)))
            : t.icon === `error`
              ? (r = `
  <span class="swal2-x-mark">
    <span class="swal2-x-mark-line-left"></span>
    <span class="swal2-x-mark-line-right"></span>
  </span>
`)
              : t.icon && (r = vt({ question: `?`, warning: `!`, info: `i` }[t.icon])),
          n.trim() !== r.trim() && w(e, r);
      },
      _t = (e, t) => {
        if (t.iconColor) {
          (e.style.color = t.iconColor), (e.style.borderColor = t.iconColor);
          for (const n of [
            `.swal2-success-line-tip`,
            `.swal2-success-line-long`,
            `.swal2-x-mark-line-left`,
            `.swal2-x-mark-line-right`,
          ])
            Oe(e, n, `background-color`, t.iconColor);
          Oe(e, `.swal2-success-ring`, `border-color`, t.iconColor);
        }
      },
      vt = (e) => `<div class="${c[`icon-content`]}">${e}</div>`,
      yt = (e, t) => {
        const n = pe();
        n &&
          (t.imageUrl
            ? (j(n, ``),
              n.setAttribute(`src`, t.imageUrl),
              n.setAttribute(`alt`, t.imageAlt || ``),
              A(n, `width`, t.imageWidth),
              A(n, `height`, t.imageHeight),
              (n.className = c.image),
              E(n, t, `image`))
            : M(n));
      },
      bt = !1,
      xt = 0,
      St = 0,
      Ct = 0,
      wt = 0,
      Tt = (e) => {
        e.addEventListener(`mousedown`, B),
          document.body.addEventListener(`mousemove`, V),
          e.addEventListener(`mouseup`, H),
          e.addEventListener(`touchstart`, B),
          document.body.addEventListener(`touchmove`, V),
          e.addEventListener(`touchend`, H);
      },
      Et = (e) => {
        e.removeEventListener(`mousedown`, B),
          document.body.removeEventListener(`mousemove`, V),
          e.removeEventListener(`mouseup`, H),
          e.removeEventListener(`touchstart`, B),
          document.body.removeEventListener(`touchmove`, V),
          e.removeEventListener(`touchend`, H);
      },
      B = (e) => {
        const t = g();
        if (!t) return;
        const n = _();
        if (e.target === t || (n && n.contains(e.target))) {
          bt = !0;
          const n = Dt(e);
          (xt = n.clientX),
            (St = n.clientY),
            (Ct = parseInt(t.style.insetInlineStart) || 0),
            (wt = parseInt(t.style.insetBlockStart) || 0),
            D(t, `swal2-dragging`);
        }
      },
      V = (e) => {
        const t = g();
        if (t && bt) {
          const { clientX: n, clientY: r } = Dt(e),
            i = n - xt;
          (t.style.insetInlineStart = `${Ct + (a.isRTL ? -i : i)}px`), (t.style.insetBlockStart = `${wt + (r - St)}px`);
        }
      },
      H = () => {
        const e = g();
        (bt = !1), O(e, `swal2-dragging`);
      },
      Dt = (e) => {
        const t = e.type.startsWith(`touch`) ? e.touches[0] : e;
        return { clientX: t.clientX, clientY: t.clientY };
      },
      Ot = (e, t) => {
        const n = p(),
          r = g();
        if (n && r) {
          if (t.toast) {
            A(n, `width`, t.width), (r.style.width = `100%`);
            const e = x();
            e && r.insertBefore(e, _());
          } else A(r, `width`, t.width);
          A(r, `padding`, t.padding),
            t.color && (r.style.color = t.color),
            t.background && (r.style.background = t.background),
            M(he()),
            kt(r, t),
            t.draggable && !t.toast ? (D(r, c.draggable), Tt(r)) : (O(r, c.draggable), Et(r));
        }
      },
      kt = (e, t) => {
        const n = t.showClass || {};
        (e.className = `${c.popup} ${P(e) ? n.popup : ``}`),
          t.toast ? (D([document.documentElement, document.body], c[`toast-shown`]), D(e, c.toast)) : D(e, c.modal),
          E(e, t, `popup`),
          typeof t.customClass == `string` && D(e, t.customClass),
          t.icon && D(e, c[`icon-${t.icon}`]);
      },
      At = (e, t) => {
        const n = me();
        if (!n) return;
        const { progressSteps: r, currentProgressStep: i } = t;
        !r || r.length === 0 || i === void 0
          ? M(n)
          : (j(n),
            (n.textContent = ``),
            i >= r.length &&
              u(
                `Invalid currentProgressStep parameter, it should be less than progressSteps.length (currentProgressStep like JS arrays starts from 0)`,
              ),
            r.forEach((e, a) => {
              const o = jt(e);
              if ((n.appendChild(o), a === i && D(o, c[`active-progress-step`]), a !== r.length - 1)) {
                const e = Mt(t);
                n.appendChild(e);
              }
            }));
      },
      jt = (e) => {
        const t = document.createElement(`li`);
        return D(t, c[`progress-step`]), w(t, e), t;
      },
      Mt = (e) => {
        const t = document.createElement(`li`);
        return D(t, c[`progress-step-line`]), e.progressStepsDistance && A(t, `width`, e.progressStepsDistance), t;
      },
      Nt = (e, t) => {
        const n = de();
        n &&
          (De(n),
          N(n, !!(t.title || t.titleText), `block`),
          t.title && Ue(t.title, n),
          t.titleText && (n.innerText = t.titleText),
          E(n, t, `title`));
      },
      Pt = (e, t) => {
        var n;
        Ot(e, t), Qe(e, t), At(e, t), ft(e, t), yt(e, t), Nt(e, t), Ze(e, t), ut(e, t), Ke(e, t), dt(e, t);
        const r = g();
        typeof t.didRender == `function` && r && t.didRender(r), (n = a.eventEmitter) == null || n.emit(`didRender`, r);
      },
      Ft = () => P(g()),
      It = () => v()?.click(),
      Lt = () => b()?.click(),
      Rt = () => y()?.click(),
      U = Object.freeze({ cancel: `cancel`, backdrop: `backdrop`, close: `close`, esc: `esc`, timer: `timer` }),
      zt = (e) => {
        if (e.keydownTarget && e.keydownHandlerAdded && e.keydownHandler) {
          const t = e.keydownHandler;
          e.keydownTarget.removeEventListener(`keydown`, t, { capture: e.keydownListenerCapture }),
            (e.keydownHandlerAdded = !1);
        }
      },
      Bt = (e, t, n) => {
        if ((zt(e), !t.toast)) {
          const r = (e) => Wt(t, e, n);
          e.keydownHandler = r;
          const i = t.keydownListenerCapture ? window : g();
          if (i) {
            (e.keydownTarget = i), (e.keydownListenerCapture = t.keydownListenerCapture);
            const n = r;
            e.keydownTarget.addEventListener(`keydown`, n, { capture: e.keydownListenerCapture }),
              (e.keydownHandlerAdded = !0);
          }
        }
      },
      Vt = (e, t) => {
        var n;
        const r = be();
        return r.length
          ? ((e += t),
            e === -2 && (e = r.length - 1),
            e === r.length ? (e = 0) : e === -1 && (e = r.length - 1),
            r[e].focus(),
            !(le() && r[e] instanceof HTMLIFrameElement))
          : ((n = g()) == null || n.focus(), !0);
      },
      Ht = [`ArrowRight`, `ArrowDown`],
      Ut = [`ArrowLeft`, `ArrowUp`],
      Wt = (e, t, n) => {
        e &&
          (t.isComposing ||
            t.keyCode === 229 ||
            (e.stopKeydownPropagation && t.stopPropagation(),
            t.key === `Enter`
              ? Gt(t, e)
              : t.key === `Tab`
                ? Kt(t)
                : [...Ht, ...Ut].includes(t.key)
                  ? qt(t.key)
                  : t.key === `Escape` && Jt(t, e, n)));
      },
      Gt = (e, t) => {
        if (!oe(t.allowEnterKey)) return;
        const n = g();
        if (!n || !t.input) return;
        const r = we(n, t.input);
        if (e.target && r && e.target instanceof HTMLElement && e.target.outerHTML === r.outerHTML) {
          if ([`textarea`, `file`].includes(t.input)) return;
          It(), e.preventDefault();
        }
      },
      Kt = (e) => {
        let t = e.target,
          n = be().findIndex((e) => e === t),
          r = !0;
        (r = e.shiftKey ? Vt(n, -1) : Vt(n, 1)), e.stopPropagation(), r && e.preventDefault();
      },
      qt = (e) => {
        const t = S(),
          n = v(),
          r = b(),
          i = y();
        if (!t || !n || !r || !i) return;
        const a = [n, r, i];
        if (document.activeElement instanceof HTMLElement && !a.includes(document.activeElement)) return;
        let o = Ht.includes(e) ? `nextElementSibling` : `previousElementSibling`,
          s = document.activeElement;
        if (s) {
          for (let e = 0; e < t.children.length; e++) {
            if (((s = s[o]), !s)) return;
            if (s instanceof HTMLButtonElement && P(s)) break;
          }
          s instanceof HTMLButtonElement && s.focus();
        }
      },
      Jt = (e, t, n) => {
        e.preventDefault(), oe(t.allowEscapeKey) && n(U.esc);
      };
    var W = { swalPromiseResolve: new WeakMap(), swalPromiseReject: new WeakMap() };
    let Yt = () => {
        const e = p();
        Array.from(document.body.children).forEach((t) => {
          t.contains(e) ||
            (t.hasAttribute(`aria-hidden`) &&
              t.setAttribute(`data-previous-aria-hidden`, t.getAttribute(`aria-hidden`) || ``),
            t.setAttribute(`aria-hidden`, `true`));
        });
      },
      Xt = () => {
        Array.from(document.body.children).forEach((e) => {
          e.hasAttribute(`data-previous-aria-hidden`)
            ? (e.setAttribute(`aria-hidden`, e.getAttribute(`data-previous-aria-hidden`) || ``),
              e.removeAttribute(`data-previous-aria-hidden`))
            : e.removeAttribute(`aria-hidden`);
        });
      },
      Zt = typeof window < `u` && !!window.GestureEvent,
      Qt = Zt && /iPad|iPhone|iPod/.test(navigator.userAgent) && !window.MSStream,
      $t = () => {
        if (Zt && !T(document.body, c.iosfix)) {
          const e = document.body.scrollTop;
          (document.body.style.top = `${e * -1}px`), D(document.body, c.iosfix), en();
        }
      },
      en = () => {
        const e = p();
        if (!e) return;
        let t;
        (e.ontouchstart = (e) => {
          t = tn(e);
        }),
          (e.ontouchmove = (e) => {
            t && (e.preventDefault(), e.stopPropagation());
          });
      },
      tn = (e) => {
        const t = e.target,
          n = p(),
          r = fe();
        return !n || !r || nn(e) || rn(e)
          ? !1
          : t === n ||
              (!Ae(n) &&
                t instanceof HTMLElement &&
                !je(t, r) &&
                t.tagName !== `INPUT` &&
                t.tagName !== `TEXTAREA` &&
                !(Ae(r) && r.contains(t)));
      },
      nn = (e) => !!(e.touches && e.touches.length && e.touches[0].touchType === `stylus`),
      rn = (e) => e.touches && e.touches.length > 1,
      an = () => {
        if (T(document.body, c.iosfix)) {
          const e = parseInt(document.body.style.top, 10);
          O(document.body, c.iosfix), (document.body.style.top = ``), (document.body.scrollTop = e * -1);
        }
      },
      on = () => {
        const e = document.createElement(`div`);
        (e.className = c[`scrollbar-measure`]), document.body.appendChild(e);
        const t = e.getBoundingClientRect().width - e.clientWidth;
        return document.body.removeChild(e), t;
      },
      G = null,
      sn = (e) => {
        G === null &&
          (document.body.scrollHeight > window.innerHeight || e === `scroll`) &&
          ((G = parseInt(window.getComputedStyle(document.body).getPropertyValue(`padding-right`))),
          (document.body.style.paddingRight = `${G + on()}px`));
      },
      cn = () => {
        G !== null && ((document.body.style.paddingRight = `${G}px`), (G = null));
      };
    function ln(e, t, n, r) {
      C() ? gn(e, r) : (s(n).then(() => gn(e, r)), zt(a)),
        Zt
          ? (t.setAttribute(`style`, `display:none !important`), t.removeAttribute(`class`), (t.innerHTML = ``))
          : t.remove(),
        xe() && (cn(), an(), Xt()),
        un();
    }
    function un() {
      O([document.documentElement, document.body], [c.shown, c[`height-auto`], c[`no-backdrop`], c[`toast-shown`]]);
    }
    function K(e) {
      e = pn(e);
      const t = W.swalPromiseResolve.get(this),
        n = dn(this);
      this.isAwaitingPromise ? e.isDismissed || (q(this), t(e)) : n && t(e);
    }
    const dn = (e) => {
      const t = g();
      if (!t) return !1;
      const n = I.innerParams.get(e);
      if (!n || T(t, n.hideClass.popup)) return !1;
      O(t, n.showClass.popup), D(t, n.hideClass.popup);
      const r = p();
      return O(r, n.showClass.backdrop), D(r, n.hideClass.backdrop), mn(e, t, n), !0;
    };
    function fn(e) {
      const t = W.swalPromiseReject.get(this);
      q(this), t && t(e);
    }
    const q = (e) => {
        e.isAwaitingPromise && (delete e.isAwaitingPromise, I.innerParams.get(e) || e._destroy());
      },
      pn = (e) =>
        e === void 0
          ? { isConfirmed: !1, isDenied: !1, isDismissed: !0 }
          : Object.assign({ isConfirmed: !1, isDenied: !1, isDismissed: !1 }, e),
      mn = (e, t, n) => {
        var r;
        const i = p(),
          o = Me(t);
        typeof n.willClose == `function` && n.willClose(t),
          (r = a.eventEmitter) == null || r.emit(`willClose`, t),
          o && i ? hn(e, t, i, !!n.returnFocus, n.didClose) : i && ln(e, i, !!n.returnFocus, n.didClose);
      },
      hn = (e, t, n, r, i) => {
        a.swalCloseEventFinishedCallback = ln.bind(null, e, n, r, i);
        const o = (e) => {
          if (e.target === t) {
            var n;
            (n = a.swalCloseEventFinishedCallback) == null || n.call(a),
              delete a.swalCloseEventFinishedCallback,
              t.removeEventListener(`animationend`, o),
              t.removeEventListener(`transitionend`, o);
          }
        };
        t.addEventListener(`animationend`, o), t.addEventListener(`transitionend`, o);
      },
      gn = (e, t) => {
        setTimeout(() => {
          var n;
          typeof t == `function` && t.bind(e.params)(),
            (n = a.eventEmitter) == null || n.emit(`didClose`),
            e._destroy && e._destroy();
        });
      },
      J = (e) => {
        let t = g();
        if ((t || new $(), (t = g()), !t)) return;
        const n = x();
        C() ? M(_()) : _n(t, e),
          j(n),
          t.setAttribute(`data-loading`, `true`),
          t.setAttribute(`aria-busy`, `true`),
          t.focus();
      },
      _n = (e, t) => {
        const n = S(),
          r = x();
        n &&
          r &&
          (!t && P(v()) && (t = v()),
          j(n),
          t && (M(t), r.setAttribute(`data-button-to-replace`, t.className), n.insertBefore(r, t)),
          D([e, n], c.loading));
      },
      vn = (e, t) => {
        t.input === `select` || t.input === `radio`
          ? Cn(e, t)
          : [`text`, `email`, `number`, `tel`, `textarea`].some((e) => e === t.input) &&
            (se(t.inputValue) || ce(t.inputValue)) &&
            (J(v()), wn(e, t));
      },
      yn = (e, t) => {
        const n = e.getInput();
        if (!n) return null;
        switch (t.input) {
          case `checkbox`:
            return bn(n);
          case `radio`:
            return xn(n);
          case `file`:
            return Sn(n);
          default:
            return t.inputAutoTrim ? n.value.trim() : n.value;
        }
      },
      bn = (e) => +!!e.checked,
      xn = (e) => (e.checked ? e.value : null),
      Sn = (e) => (e.files && e.files.length ? (e.getAttribute(`multiple`) === null ? e.files[0] : e.files) : null),
      Cn = (e, t) => {
        const n = g();
        if (!n) return;
        const r = (e) => {
          t.input === `select` ? Tn(n, Dn(e), t) : t.input === `radio` && En(n, Dn(e), t);
        };
        se(t.inputOptions) || ce(t.inputOptions)
          ? (J(v()),
            f(t.inputOptions).then((t) => {
              e.hideLoading(), r(t);
            }))
          : typeof t.inputOptions == `object`
            ? r(t.inputOptions)
            : d(`Unexpected type of inputOptions! Expected object, Map or Promise, got ${typeof t.inputOptions}`);
      },
      wn = (e, t) => {
        const n = e.getInput();
        n &&
          (M(n),
          f(t.inputValue)
            .then((r) => {
              (n.value = t.input === `number` ? `${parseFloat(r) || 0}` : `${r}`), j(n), n.focus(), e.hideLoading();
            })
            .catch((t) => {
              d(`Error in inputValue promise: ${t}`), (n.value = ``), j(n), n.focus(), e.hideLoading();
            }));
      };
    function Tn(e, t, n) {
      const r = k(e, c.select);
      if (!r) return;
      const i = (e, t, r) => {
        const i = document.createElement(`option`);
        (i.value = r), w(i, t), (i.selected = On(r, n.inputValue)), e.appendChild(i);
      };
      t.forEach((e) => {
        const t = e[0],
          n = e[1];
        if (Array.isArray(n)) {
          const e = document.createElement(`optgroup`);
          (e.label = t), (e.disabled = !1), r.appendChild(e), n.forEach((t) => i(e, t[1], t[0]));
        } else i(r, n, t);
      }),
        r.focus();
    }
    function En(e, t, n) {
      const r = k(e, c.radio);
      if (!r) return;
      t.forEach((e) => {
        const t = e[0],
          i = e[1],
          a = document.createElement(`input`),
          o = document.createElement(`label`);
        (a.type = `radio`), (a.name = c.radio), (a.value = t), On(t, n.inputValue) && (a.checked = !0);
        const s = document.createElement(`span`);
        w(s, i), (s.className = c.label), o.appendChild(a), o.appendChild(s), r.appendChild(o);
      });
      const i = r.querySelectorAll(`input`);
      i.length && i[0].focus();
    }
    const Dn = (e) =>
        (e instanceof Map ? Array.from(e) : Object.entries(e)).map(([e, t]) => [e, typeof t == `object` ? Dn(t) : t]),
      On = (e, t) => !!t && t != null && t.toString() === e.toString(),
      kn = (e) => {
        const t = I.innerParams.get(e);
        e.disableButtons(), t.input ? Mn(e, `confirm`) : Ln(e, !0);
      },
      An = (e) => {
        const t = I.innerParams.get(e);
        e.disableButtons(), t.returnInputValueOnDeny ? Mn(e, `deny`) : Pn(e, !1);
      },
      jn = (e, t) => {
        e.disableButtons(), t(U.cancel);
      },
      Mn = (e, t) => {
        const n = I.innerParams.get(e);
        if (!n.input) {
          d(`The "input" parameter is needed to be set when using returnInputValueOn${ne(t)}`);
          return;
        }
        const r = e.getInput(),
          i = yn(e, n);
        n.inputValidator
          ? Nn(e, i, t)
          : r && !r.checkValidity()
            ? (e.enableButtons(), e.showValidationMessage(n.validationMessage || r.validationMessage))
            : t === `deny`
              ? Pn(e, i)
              : Ln(e, i);
      },
      Nn = (e, t, n) => {
        const r = I.innerParams.get(e);
        e.disableInput(),
          Promise.resolve()
            .then(() => f(r.inputValidator(t, r.validationMessage)))
            .then((r) => {
              e.enableButtons(), e.enableInput(), r ? e.showValidationMessage(r) : n === `deny` ? Pn(e, t) : Ln(e, t);
            });
      },
      Pn = (e, t) => {
        const n = I.innerParams.get(e);
        n.showLoaderOnDeny && J(b()),
          n.preDeny
            ? ((e.isAwaitingPromise = !0),
              Promise.resolve()
                .then(() => f(n.preDeny(t, n.validationMessage)))
                .then((n) => {
                  n === !1 ? (e.hideLoading(), q(e)) : e.close({ isDenied: !0, value: n === void 0 ? t : n });
                })
                .catch((t) => In(e, t)))
            : e.close({ isDenied: !0, value: t });
      },
      Fn = (e, t) => {
        e.close({ isConfirmed: !0, value: t });
      },
      In = (e, t) => {
        e.rejectPromise(t);
      },
      Ln = (e, t) => {
        const n = I.innerParams.get(e);
        n.showLoaderOnConfirm && J(),
          n.preConfirm
            ? (e.resetValidationMessage(),
              (e.isAwaitingPromise = !0),
              Promise.resolve()
                .then(() => f(n.preConfirm(t, n.validationMessage)))
                .then((n) => {
                  P(he()) || n === !1 ? (e.hideLoading(), q(e)) : Fn(e, n === void 0 ? t : n);
                })
                .catch((t) => In(e, t)))
            : Fn(e, t);
      };
    function Rn() {
      const e = I.innerParams.get(this);
      if (!e) return;
      const t = I.domCache.get(this);
      M(t.loader),
        C() ? e.icon && j(_()) : zn(t),
        O([t.popup, t.actions], c.loading),
        t.popup.removeAttribute(`aria-busy`),
        t.popup.removeAttribute(`data-loading`),
        this.enableButtons();
    }
    const zn = (e) => {
      const t = e.loader.getAttribute(`data-button-to-replace`),
        n = t ? e.popup.getElementsByClassName(t) : [];
      n.length ? j(n[0], `inline-block`) : ke() && M(e.actions);
    };
    function Bn() {
      const e = I.innerParams.get(this),
        t = I.domCache.get(this);
      return t ? we(t.popup, e.input) : null;
    }
    function Vn(e, t, n) {
      const r = I.domCache.get(e);
      t.forEach((e) => {
        r[e].disabled = n;
      });
    }
    function Hn(e, t) {
      const n = g();
      n &&
        e &&
        (e.type === `radio`
          ? n.querySelectorAll(`[name="${c.radio}"]`).forEach((e) => {
              e.disabled = t;
            })
          : (e.disabled = t));
    }
    function Un() {
      Vn(this, [`confirmButton`, `denyButton`, `cancelButton`], !1);
      const e = I.focusedElement.get(this);
      e instanceof HTMLElement && document.activeElement === document.body && e.focus(), I.focusedElement.delete(this);
    }
    function Wn() {
      I.focusedElement.set(this, document.activeElement), Vn(this, [`confirmButton`, `denyButton`, `cancelButton`], !0);
    }
    function Gn() {
      Hn(this.getInput(), !1);
    }
    function Kn() {
      Hn(this.getInput(), !0);
    }
    function qn(e) {
      const t = I.domCache.get(this),
        n = I.innerParams.get(this);
      w(t.validationMessage, e),
        (t.validationMessage.className = c[`validation-message`]),
        n.customClass && n.customClass.validationMessage && D(t.validationMessage, n.customClass.validationMessage),
        j(t.validationMessage);
      const r = this.getInput();
      r &&
        (r.setAttribute(`aria-invalid`, `true`),
        r.setAttribute(`aria-describedby`, c[`validation-message`]),
        Te(r),
        D(r, c.inputerror));
    }
    function Jn() {
      const e = I.domCache.get(this);
      e.validationMessage && M(e.validationMessage);
      const t = this.getInput();
      t && (t.removeAttribute(`aria-invalid`), t.removeAttribute(`aria-describedby`), O(t, c.inputerror));
    }
    const Y = {
        title: ``,
        titleText: ``,
        text: ``,
        html: ``,
        footer: ``,
        icon: void 0,
        iconColor: void 0,
        iconHtml: void 0,
        template: void 0,
        toast: !1,
        draggable: !1,
        animation: !0,
        theme: `light`,
        showClass: { popup: `swal2-show`, backdrop: `swal2-backdrop-show`, icon: `swal2-icon-show` },
        hideClass: { popup: `swal2-hide`, backdrop: `swal2-backdrop-hide`, icon: `swal2-icon-hide` },
        customClass: {},
        target: `body`,
        color: void 0,
        backdrop: !0,
        heightAuto: !0,
        allowOutsideClick: !0,
        allowEscapeKey: !0,
        allowEnterKey: !0,
        stopKeydownPropagation: !0,
        keydownListenerCapture: !1,
        showConfirmButton: !0,
        showDenyButton: !1,
        showCancelButton: !1,
        preConfirm: void 0,
        preDeny: void 0,
        confirmButtonText: `OK`,
        confirmButtonAriaLabel: ``,
        confirmButtonColor: void 0,
        denyButtonText: `No`,
        denyButtonAriaLabel: ``,
        denyButtonColor: void 0,
        cancelButtonText: `Cancel`,
        cancelButtonAriaLabel: ``,
        cancelButtonColor: void 0,
        buttonsStyling: !0,
        reverseButtons: !1,
        focusConfirm: !0,
        focusDeny: !1,
        focusCancel: !1,
        returnFocus: !0,
        showCloseButton: !1,
        closeButtonHtml: `&times;`,
        closeButtonAriaLabel: `Close this dialog`,
        loaderHtml: ``,
        showLoaderOnConfirm: !1,
        showLoaderOnDeny: !1,
        imageUrl: void 0,
        imageWidth: void 0,
        imageHeight: void 0,
        imageAlt: ``,
        timer: void 0,
        timerProgressBar: !1,
        width: void 0,
        padding: void 0,
        background: void 0,
        input: void 0,
        inputPlaceholder: ``,
        inputLabel: ``,
        inputValue: ``,
        inputOptions: {},
        inputAutoFocus: !0,
        inputAutoTrim: !0,
        inputAttributes: {},
        inputValidator: void 0,
        returnInputValueOnDeny: !1,
        validationMessage: void 0,
        grow: !1,
        position: `center`,
        progressSteps: [],
        currentProgressStep: void 0,
        progressStepsDistance: void 0,
        willOpen: void 0,
        didOpen: void 0,
        didRender: void 0,
        willClose: void 0,
        didClose: void 0,
        didDestroy: void 0,
        scrollbarPadding: !0,
        topLayer: !1,
      },
      Yn =
        `allowEscapeKey.allowOutsideClick.background.buttonsStyling.cancelButtonAriaLabel.cancelButtonColor.cancelButtonText.closeButtonAriaLabel.closeButtonHtml.color.confirmButtonAriaLabel.confirmButtonColor.confirmButtonText.currentProgressStep.customClass.denyButtonAriaLabel.denyButtonColor.denyButtonText.didClose.didDestroy.draggable.footer.hideClass.html.icon.iconColor.iconHtml.imageAlt.imageHeight.imageUrl.imageWidth.preConfirm.preDeny.progressSteps.returnFocus.reverseButtons.showCancelButton.showCloseButton.showConfirmButton.showDenyButton.text.title.titleText.theme.willClose`.split(
          `.`,
        ),
      Xn = { allowEnterKey: void 0 },
      Zn = [
        `allowOutsideClick`,
        `allowEnterKey`,
        `backdrop`,
        `draggable`,
        `focusConfirm`,
        `focusDeny`,
        `focusCancel`,
        `returnFocus`,
        `heightAuto`,
        `keydownListenerCapture`,
      ],
      Qn = (e) => Object.hasOwn(Y, e),
      $n = (e) => Yn.indexOf(e) !== -1,
      er = (e) => Xn[e],
      tr = (e) => {
        Qn(e) || u(`Unknown parameter "${e}"`);
      },
      nr = (e) => {
        Zn.includes(e) && u(`The parameter "${e}" is incompatible with toasts`);
      },
      rr = (e) => {
        const t = er(e);
        t && ae(e, t);
      },
      ir = (e) => {
        e.backdrop === !1 &&
          e.allowOutsideClick &&
          u('"allowOutsideClick" parameter requires `backdrop` parameter to be set to `true`'),
          e.theme &&
            ![
              `light`,
              `dark`,
              `auto`,
              `minimal`,
              `borderless`,
              `bootstrap-4`,
              `bootstrap-4-light`,
              `bootstrap-4-dark`,
              `bootstrap-5`,
              `bootstrap-5-light`,
              `bootstrap-5-dark`,
              `material-ui`,
              `material-ui-light`,
              `material-ui-dark`,
              `embed-iframe`,
              `bulma`,
              `bulma-light`,
              `bulma-dark`,
            ].includes(e.theme) &&
            u(`Invalid theme "${e.theme}"`);
        for (const t in e) tr(t), e.toast && nr(t), rr(t);
      };
    function ar(e) {
      const t = p(),
        n = g(),
        r = I.innerParams.get(this);
      if (!n || T(n, r.hideClass.popup)) {
        u(
          `You're trying to update the closed or closing popup, that won't work. Use the update() method in preConfirm parameter or show a new popup.`,
        );
        return;
      }
      const i = or(e),
        a = Object.assign({}, r, i);
      ir(a),
        t && (t.dataset.swal2Theme = a.theme),
        Pt(this, a),
        I.innerParams.set(this, a),
        Object.defineProperties(this, {
          params: { value: Object.assign({}, this.params, e), writable: !1, enumerable: !0 },
        });
    }
    const or = (e) => {
      const t = {};
      return (
        Object.keys(e).forEach((n) => {
          $n(n) ? (t[n] = e[n]) : u(`Invalid parameter to update: ${n}`);
        }),
        t
      );
    };
    function sr() {
      var e;
      const t = I.domCache.get(this),
        n = I.innerParams.get(this);
      n
        ? (t.popup &&
            a.swalCloseEventFinishedCallback &&
            (a.swalCloseEventFinishedCallback(), delete a.swalCloseEventFinishedCallback),
          typeof n.didDestroy == `function` && n.didDestroy(),
          (e = a.eventEmitter) == null || e.emit(`didDestroy`),
          cr(this))
        : lr(this);
    }
    const cr = (e) => {
        lr(e), delete e.params, delete a.keydownHandler, delete a.keydownTarget, delete a.currentInstance;
      },
      lr = (e) => {
        e.isAwaitingPromise
          ? (ur(I, e), (e.isAwaitingPromise = !0))
          : (ur(W, e),
            ur(I, e),
            delete e.isAwaitingPromise,
            delete e.disableButtons,
            delete e.enableButtons,
            delete e.getInput,
            delete e.disableInput,
            delete e.enableInput,
            delete e.hideLoading,
            delete e.disableLoading,
            delete e.showValidationMessage,
            delete e.resetValidationMessage,
            delete e.close,
            delete e.closePopup,
            delete e.closeModal,
            delete e.closeToast,
            delete e.rejectPromise,
            delete e.update,
            delete e._destroy);
      },
      ur = (e, t) => {
        for (const n in e) e[n].delete(t);
      };
    var dr = Object.freeze({
      __proto__: null,
      _destroy: sr,
      close: K,
      closeModal: K,
      closePopup: K,
      closeToast: K,
      disableButtons: Wn,
      disableInput: Kn,
      disableLoading: Rn,
      enableButtons: Un,
      enableInput: Gn,
      getInput: Bn,
      handleAwaitingPromise: q,
      hideLoading: Rn,
      rejectPromise: fn,
      resetValidationMessage: Jn,
      showValidationMessage: qn,
      update: ar,
    });
    let fr = (e, t, n) => {
        e.toast ? pr(e, t, n) : (gr(t), _r(t), vr(e, t, n));
      },
      pr = (e, t, n) => {
        t.popup.onclick = () => {
          (e && (mr(e) || e.timer || e.input)) || n(U.close);
        };
      },
      mr = (e) => !!(e.showConfirmButton || e.showDenyButton || e.showCancelButton || e.showCloseButton),
      hr = !1,
      gr = (e) => {
        e.popup.onmousedown = () => {
          e.container.onmouseup = (t) => {
            (e.container.onmouseup = () => {}), t.target === e.container && (hr = !0);
          };
        };
      },
      _r = (e) => {
        e.container.onmousedown = (t) => {
          t.target === e.container && t.preventDefault(),
            (e.popup.onmouseup = (t) => {
              (e.popup.onmouseup = () => {}),
                (t.target === e.popup || (t.target instanceof HTMLElement && e.popup.contains(t.target))) && (hr = !0);
            });
        };
      },
      vr = (e, t, n) => {
        t.container.onclick = (r) => {
          hr ? (hr = !1) : r.target === t.container && oe(e.allowOutsideClick) && n(U.backdrop);
        };
      },
      yr = (e) => typeof e == `object` && !!e && `jquery` in e,
      br = (e) => e instanceof Element || yr(e),
      xr = (e) => {
        const t = {};
        return (
          typeof e[0] == `object` && !br(e[0])
            ? Object.assign(t, e[0])
            : [`title`, `html`, `icon`].forEach((n, r) => {
                const i = e[r];
                typeof i == `string` || br(i)
                  ? (t[n] = i)
                  : i !== void 0 && d(`Unexpected type of ${n}! Expected "string" or "Element", got ${typeof i}`);
              }),
          t
        );
      };
    function Sr(...e) {
      return new this(...e);
    }
    function Cr(e) {
      class t extends this {
        _main(t, n) {
          return super._main(t, Object.assign({}, e, n));
        }
      }
      return t;
    }
    let wr = () => a.timeout && a.timeout.getTimerLeft(),
      Tr = () => {
        if (a.timeout) return Pe(), a.timeout.stop();
      },
      Er = () => {
        if (a.timeout) {
          const e = a.timeout.start();
          return Ne(e), e;
        }
      },
      Dr = () => {
        const e = a.timeout;
        return e && (e.running ? Tr() : Er());
      },
      Or = (e) => {
        if (a.timeout) {
          const t = a.timeout.increase(e);
          return Ne(t, !0), t;
        }
      },
      kr = () => !!(a.timeout && a.timeout.isRunning()),
      Ar = !1,
      jr = {};
    function Mr(e = `data-swal-template`) {
      (jr[e] = this), (Ar ||= (document.body.addEventListener(`click`, Nr), !0));
    }
    const Nr = (e) => {
      for (let t = e.target; t && t !== document; t = t.parentNode)
        for (const e in jr) {
          const n = t.getAttribute && t.getAttribute(e);
          if (n) {
            jr[e].fire({ template: n });
            return;
          }
        }
    };
    class Pr {
      constructor() {
        this.events = {};
      }
      _getHandlersByEventName(e) {
        return this.events[e] === void 0 && (this.events[e] = []), this.events[e];
      }
      on(e, t) {
        const n = this._getHandlersByEventName(e);
        n.includes(t) || n.push(t);
      }
      once(e, t) {
        const n = (...r) => {
          this.removeListener(e, n), t.apply(this, r);
        };
        this.on(e, n);
      }
      emit(e, ...t) {
        this._getHandlersByEventName(e).forEach((e) => {
          try {
            e.apply(this, t);
          } catch (e) {
            console.error(e);
          }
        });
      }
      removeListener(e, t) {
        const n = this._getHandlersByEventName(e),
          r = n.indexOf(t);
        r > -1 && n.splice(r, 1);
      }
      removeAllListeners(e) {
        this.events[e] !== void 0 && (this.events[e].length = 0);
      }
      reset() {
        this.events = {};
      }
    }
    a.eventEmitter = new Pr();
    var Fr = Object.freeze({
      __proto__: null,
      argsToParams: xr,
      bindClickHandler: Mr,
      clickCancel: Rt,
      clickConfirm: It,
      clickDeny: Lt,
      enableLoading: J,
      fire: Sr,
      getActions: S,
      getCancelButton: y,
      getCloseButton: ye,
      getConfirmButton: v,
      getContainer: p,
      getDenyButton: b,
      getFocusableElements: be,
      getFooter: _e,
      getHtmlContainer: fe,
      getIcon: _,
      getIconContent: ue,
      getImage: pe,
      getInputLabel: ge,
      getLoader: x,
      getPopup: g,
      getProgressSteps: me,
      getTimerLeft: wr,
      getTimerProgressBar: ve,
      getTitle: de,
      getValidationMessage: he,
      increaseTimer: Or,
      isDeprecatedParameter: er,
      isLoading: Se,
      isTimerRunning: kr,
      isUpdatableParameter: $n,
      isValidParameter: Qn,
      isVisible: Ft,
      mixin: Cr,
      off: (e, t) => {
        a.eventEmitter &&
          (e
            ? t
              ? a.eventEmitter.removeListener(e, t)
              : a.eventEmitter.removeAllListeners(e)
            : a.eventEmitter.reset());
      },
      on: (e, t) => {
        a.eventEmitter && a.eventEmitter.on(e, t);
      },
      once: (e, t) => {
        a.eventEmitter && a.eventEmitter.once(e, t);
      },
      resumeTimer: Er,
      showLoading: J,
      stopTimer: Tr,
      toggleTimer: Dr,
    });
    class Ir {
      constructor(e, t) {
        (this.callback = e), (this.remaining = t), (this.running = !1), this.start();
      }
      start() {
        return (
          this.running ||
            ((this.running = !0), (this.started = new Date()), (this.id = setTimeout(this.callback, this.remaining))),
          this.remaining
        );
      }
      stop() {
        return (
          this.started &&
            this.running &&
            ((this.running = !1),
            clearTimeout(this.id),
            (this.remaining -= new Date().getTime() - this.started.getTime())),
          this.remaining
        );
      }
      increase(e) {
        const t = this.running;
        return t && this.stop(), (this.remaining += e), t && this.start(), this.remaining;
      }
      getTimerLeft() {
        return this.running && (this.stop(), this.start()), this.remaining;
      }
      isRunning() {
        return this.running;
      }
    }
    const Lr = [`swal-title`, `swal-html`, `swal-footer`],
      Rr = (e) => {
        const t = typeof e.template == `string` ? document.querySelector(e.template) : e.template;
        if (!t) return {};
        const n = t.content;
        return Kr(n), Object.assign(zr(n), Br(n), Vr(n), Hr(n), Ur(n), Wr(n), Gr(n, Lr));
      },
      zr = (e) => {
        const t = {};
        return (
          Array.from(e.querySelectorAll(`swal-param`)).forEach((e) => {
            X(e, [`name`, `value`]);
            const n = e.getAttribute(`name`),
              r = e.getAttribute(`value`);
            n &&
              r &&
              (n in Y && typeof Y[n] == `boolean`
                ? (t[n] = r !== `false`)
                : n in Y && typeof Y[n] == `object`
                  ? (t[n] = JSON.parse(r))
                  : (t[n] = r));
          }),
          t
        );
      },
      Br = (e) => {
        const t = {};
        return (
          Array.from(e.querySelectorAll(`swal-function-param`)).forEach((e) => {
            const n = e.getAttribute(`name`),
              r = e.getAttribute(`value`);
            n && r && (t[n] = Function(`return ${r}`)());
          }),
          t
        );
      },
      Vr = (e) => {
        const t = {};
        return (
          Array.from(e.querySelectorAll(`swal-button`)).forEach((e) => {
            X(e, [`type`, `color`, `aria-label`]);
            const n = e.getAttribute(`type`);
            if (!n || ![`confirm`, `cancel`, `deny`].includes(n)) return;
            (t[`${n}ButtonText`] = e.innerHTML), (t[`show${ne(n)}Button`] = !0);
            const r = e.getAttribute(`color`);
            r !== null && (t[`${n}ButtonColor`] = r);
            const i = e.getAttribute(`aria-label`);
            i !== null && (t[`${n}ButtonAriaLabel`] = i);
          }),
          t
        );
      },
      Hr = (e) => {
        const t = {},
          n = e.querySelector(`swal-image`);
        if (n) {
          X(n, [`src`, `width`, `height`, `alt`]);
          const e = n.getAttribute(`src`);
          e !== null && (t.imageUrl = e || void 0);
          const r = n.getAttribute(`width`);
          r !== null && (t.imageWidth = r || void 0);
          const i = n.getAttribute(`height`);
          i !== null && (t.imageHeight = i || void 0);
          const a = n.getAttribute(`alt`);
          a !== null && (t.imageAlt = a || void 0);
        }
        return t;
      },
      Ur = (e) => {
        const t = {},
          n = e.querySelector(`swal-icon`);
        return (
          n &&
            (X(n, [`type`, `color`]),
            n.hasAttribute(`type`) && (t.icon = n.getAttribute(`type`)),
            n.hasAttribute(`color`) && (t.iconColor = n.getAttribute(`color`)),
            (t.iconHtml = n.innerHTML)),
          t
        );
      },
      Wr = (e) => {
        const t = {},
          n = e.querySelector(`swal-input`);
        n &&
          (X(n, [`type`, `label`, `placeholder`, `value`]),
          (t.input = n.getAttribute(`type`) || `text`),
          n.hasAttribute(`label`) && (t.inputLabel = n.getAttribute(`label`)),
          n.hasAttribute(`placeholder`) && (t.inputPlaceholder = n.getAttribute(`placeholder`)),
          n.hasAttribute(`value`) && (t.inputValue = n.getAttribute(`value`)));
        const r = Array.from(e.querySelectorAll(`swal-input-option`));
        return (
          r.length &&
            ((t.inputOptions = {}),
            r.forEach((e) => {
              X(e, [`value`]);
              const n = e.getAttribute(`value`);
              if (!n) return;
              const r = e.innerHTML;
              t.inputOptions[n] = r;
            })),
          t
        );
      },
      Gr = (e, t) => {
        const n = {};
        for (const r in t) {
          const i = t[r],
            a = e.querySelector(i);
          a && (X(a, []), (n[i.replace(/^swal-/, ``)] = a.innerHTML.trim()));
        }
        return n;
      },
      Kr = (e) => {
        const t = Lr.concat([
          `swal-param`,
          `swal-function-param`,
          `swal-button`,
          `swal-image`,
          `swal-icon`,
          `swal-input`,
          `swal-input-option`,
        ]);
        Array.from(e.children).forEach((e) => {
          const n = e.tagName.toLowerCase();
          t.includes(n) || u(`Unrecognized element <${n}>`);
        });
      },
      X = (e, t) => {
        Array.from(e.attributes).forEach((n) => {
          t.indexOf(n.name) === -1 &&
            u([
              `Unrecognized attribute "${n.name}" on <${e.tagName.toLowerCase()}>.`,
              `${t.length ? `Allowed attributes are: ${t.join(`, `)}` : `To set the value, use HTML within the element.`}`,
            ]);
        });
      },
      qr = (e) => {
        var t, n;
        const r = p(),
          i = g();
        if (!r || !i) return;
        typeof e.willOpen == `function` && e.willOpen(i), (t = a.eventEmitter) == null || t.emit(`willOpen`, i);
        const o = window.getComputedStyle(document.body).overflowY;
        if (
          (Zr(r, i, e),
          setTimeout(() => {
            Yr(r, i);
          }, 10),
          xe() && (Xr(r, e.scrollbarPadding !== void 0 && e.scrollbarPadding, o), Yt()),
          Qt && e.backdrop === !1 && i.scrollHeight > r.clientHeight && (r.style.pointerEvents = `auto`),
          !C() && !a.previousActiveElement && (a.previousActiveElement = document.activeElement),
          typeof e.didOpen == `function`)
        ) {
          const t = e.didOpen;
          setTimeout(() => t(i));
        }
        (n = a.eventEmitter) == null || n.emit(`didOpen`, i);
      },
      Jr = (e) => {
        const t = g();
        if (!t || e.target !== t) return;
        const n = p();
        n &&
          (t.removeEventListener(`animationend`, Jr),
          t.removeEventListener(`transitionend`, Jr),
          (n.style.overflowY = `auto`),
          O(n, c[`no-transition`]));
      },
      Yr = (e, t) => {
        Me(t)
          ? ((e.style.overflowY = `hidden`),
            t.addEventListener(`animationend`, Jr),
            t.addEventListener(`transitionend`, Jr))
          : (e.style.overflowY = `auto`);
      },
      Xr = (e, t, n) => {
        $t(),
          t && n !== `hidden` && sn(n),
          setTimeout(() => {
            e.scrollTop = 0;
          });
      },
      Zr = (e, t, n) => {
        var r;
        (r = n.showClass) != null && r.backdrop && D(e, n.showClass.backdrop),
          n.animation
            ? (t.style.setProperty(`opacity`, `0`, `important`),
              j(t, `grid`),
              setTimeout(() => {
                var e;
                (e = n.showClass) != null && e.popup && D(t, n.showClass.popup), t.style.removeProperty(`opacity`);
              }, 10))
            : j(t, `grid`),
          D([document.documentElement, document.body], c.shown),
          n.heightAuto && n.backdrop && !n.toast && D([document.documentElement, document.body], c[`height-auto`]);
      };
    var Qr = {
      email: (e, t) =>
        /^[a-zA-Z0-9.+_'-]+@[a-zA-Z0-9.-]+\.[a-zA-Z0-9-]+$/.test(e)
          ? Promise.resolve()
          : Promise.resolve(t || `Invalid email address`),
      url: (e, t) =>
        /^https?:\/\/(www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-z]{2,63}\b([-a-zA-Z0-9@:%_+.~#?&/=]*)$/.test(e)
          ? Promise.resolve()
          : Promise.resolve(t || `Invalid URL`),
    };
    function $r(e) {
      e.inputValidator ||
        (e.input === `email` && (e.inputValidator = Qr.email), e.input === `url` && (e.inputValidator = Qr.url));
    }
    function ei(e) {
      (!e.target ||
        (typeof e.target == `string` && !document.querySelector(e.target)) ||
        (typeof e.target != `string` && !e.target.appendChild)) &&
        (u(`Target parameter is not valid, defaulting to "body"`), (e.target = `body`));
    }
    function ti(e) {
      $r(e),
        e.showLoaderOnConfirm &&
          !e.preConfirm &&
          u(`showLoaderOnConfirm is set to true, but preConfirm is not defined.
showLoaderOnConfirm should be used together with preConfirm, see usage example:
https://sweetalert2.github.io/#ajax-request`),
        ei(e),
        typeof e.title == `string` &&
          (e.title = e.title
            .split(`
`)
            .join(`<br />`)),
        He(e);
    }
    let Z;
    var ni = new WeakMap();
    class Q {
      constructor(...e) {
        if ((r(this, ni, Promise.resolve({ isConfirmed: !1, isDenied: !1, isDismissed: !0 })), typeof window > `u`))
          return;
        Z = this;
        const t = Object.freeze(this.constructor.argsToParams(e));
        (this.params = t), (this.isAwaitingPromise = !1), i(ni, this, this._main(Z.params));
      }
      _main(e, t = {}) {
        if ((ir(Object.assign({}, t, e)), a.currentInstance)) {
          const e = W.swalPromiseResolve.get(a.currentInstance),
            { isAwaitingPromise: t } = a.currentInstance;
          a.currentInstance._destroy(), t || e({ isDismissed: !0 }), xe() && Xt();
        }
        a.currentInstance = Z;
        const n = ii(e, t);
        ti(n), Object.freeze(n), a.timeout && (a.timeout.stop(), delete a.timeout), clearTimeout(a.restoreFocusTimeout);
        const r = ai(Z);
        return Pt(Z, n), I.innerParams.set(Z, n), ri(Z, r, n);
      }
      then(e) {
        return n(ni, this).then(e);
      }
      finally(e) {
        return n(ni, this).finally(e);
      }
    }
    const ri = (e, t, n) =>
        new Promise((r, i) => {
          const o = (t) => {
            e.close({ isDismissed: !0, dismiss: t, isConfirmed: !1, isDenied: !1 });
          };
          W.swalPromiseResolve.set(e, r),
            W.swalPromiseReject.set(e, i),
            (t.confirmButton.onclick = () => {
              kn(e);
            }),
            (t.denyButton.onclick = () => {
              An(e);
            }),
            (t.cancelButton.onclick = () => {
              jn(e, o);
            }),
            (t.closeButton.onclick = () => {
              o(U.close);
            }),
            fr(n, t, o),
            Bt(a, n, o),
            vn(e, n),
            qr(n),
            oi(a, n, o),
            si(t, n),
            setTimeout(() => {
              t.container.scrollTop = 0;
            });
        }),
      ii = (e, t) => {
        const n = Rr(e),
          r = Object.assign({}, Y, t, n, e);
        return (
          (r.showClass = Object.assign({}, Y.showClass, r.showClass)),
          (r.hideClass = Object.assign({}, Y.hideClass, r.hideClass)),
          r.animation === !1 && ((r.showClass = { backdrop: `swal2-noanimation` }), (r.hideClass = {})),
          r
        );
      },
      ai = (e) => {
        const t = {
          popup: g(),
          container: p(),
          actions: S(),
          confirmButton: v(),
          denyButton: b(),
          cancelButton: y(),
          loader: x(),
          closeButton: ye(),
          validationMessage: he(),
          progressSteps: me(),
        };
        return I.domCache.set(e, t), t;
      },
      oi = (e, t, n) => {
        const r = ve();
        M(r),
          t.timer &&
            ((e.timeout = new Ir(() => {
              n(`timer`), delete e.timeout;
            }, t.timer)),
            t.timerProgressBar &&
              r &&
              (j(r),
              E(r, t, `timerProgressBar`),
              setTimeout(() => {
                e.timeout && e.timeout.running && Ne(t.timer);
              })));
      },
      si = (e, t) => {
        t.toast ||
          (oe(t.allowEnterKey)
            ? ci(e) || li(e, t) || Vt(-1, 1)
            : (ae(`allowEnterKey`, `preConfirm: () => false`), e.popup.focus()));
      },
      ci = (e) => {
        const t = Array.from(e.popup.querySelectorAll(`[autofocus]`));
        for (const e of t) if (e instanceof HTMLElement && P(e)) return e.focus(), !0;
        return !1;
      },
      li = (e, t) =>
        t.focusDeny && P(e.denyButton)
          ? (e.denyButton.focus(), !0)
          : t.focusCancel && P(e.cancelButton)
            ? (e.cancelButton.focus(), !0)
            : t.focusConfirm && P(e.confirmButton)
              ? (e.confirmButton.focus(), !0)
              : !1;
    (Q.prototype.disableButtons = Wn),
      (Q.prototype.enableButtons = Un),
      (Q.prototype.getInput = Bn),
      (Q.prototype.disableInput = Kn),
      (Q.prototype.enableInput = Gn),
      (Q.prototype.hideLoading = Rn),
      (Q.prototype.disableLoading = Rn),
      (Q.prototype.showValidationMessage = qn),
      (Q.prototype.resetValidationMessage = Jn),
      (Q.prototype.close = K),
      (Q.prototype.closePopup = K),
      (Q.prototype.closeModal = K),
      (Q.prototype.closeToast = K),
      (Q.prototype.rejectPromise = fn),
      (Q.prototype.update = ar),
      (Q.prototype._destroy = sr),
      Object.assign(Q, Fr),
      Object.keys(dr).forEach((e) => {
        Q[e] = (...t) => {
          if (Z && Z[e]) return Z[e](...t);
        };
      }),
      (Q.DismissReason = U),
      (Q.version = `11.26.25`);
    const $ = Q;
    return ($.default = $), $;
  }),
    n !== void 0 && n.Sweetalert2 && (n.swal = n.sweetAlert = n.Swal = n.SweetAlert = n.Sweetalert2),
    typeof document < `u` &&
      ((e, t) => {
        var n = e.createElement(`style`);
        if ((e.getElementsByTagName(`head`)[0].appendChild(n), n.styleSheet))
          n.styleSheet.disabled || (n.styleSheet.cssText = t);
        else
          try {
            n.innerHTML = t;
          } catch {
            n.innerText = t;
          }
      })(
        document,
        `:root{--swal2-outline: 0 0 0 3px rgba(100, 150, 200, 0.5);--swal2-container-padding: 0.625em;--swal2-backdrop: rgba(0, 0, 0, 0.4);--swal2-backdrop-transition: background-color 0.15s;--swal2-width: 32em;--swal2-padding: 0 0 1.25em;--swal2-border: none;--swal2-border-radius: 0.3125rem;--swal2-background: white;--swal2-color: #545454;--swal2-show-animation: swal2-show 0.3s;--swal2-hide-animation: swal2-hide 0.15s forwards;--swal2-icon-zoom: 1;--swal2-title-padding: 0.8em 1em 0;--swal2-html-container-padding: 1em 1.6em 0.3em;--swal2-input-border: 1px solid #d9d9d9;--swal2-input-border-radius: 0.1875em;--swal2-input-box-shadow: inset 0 1px 1px rgba(0, 0, 0, 0.06), 0 0 0 3px transparent;--swal2-input-background: transparent;--swal2-input-transition: border-color 0.2s, box-shadow 0.2s;--swal2-input-hover-box-shadow: inset 0 1px 1px rgba(0, 0, 0, 0.06), 0 0 0 3px transparent;--swal2-input-focus-border: 1px solid #b4dbed;--swal2-input-focus-box-shadow: inset 0 1px 1px rgba(0, 0, 0, 0.06), 0 0 0 3px rgba(100, 150, 200, 0.5);--swal2-progress-step-background: #add8e6;--swal2-validation-message-background: #f0f0f0;--swal2-validation-message-color: #666;--swal2-footer-border-color: #eee;--swal2-footer-background: transparent;--swal2-footer-color: inherit;--swal2-timer-progress-bar-background: rgba(0, 0, 0, 0.3);--swal2-close-button-position: initial;--swal2-close-button-inset: auto;--swal2-close-button-font-size: 2.5em;--swal2-close-button-color: #ccc;--swal2-close-button-transition: color 0.2s, box-shadow 0.2s;--swal2-close-button-outline: initial;--swal2-close-button-box-shadow: inset 0 0 0 3px transparent;--swal2-close-button-focus-box-shadow: inset var(--swal2-outline);--swal2-close-button-hover-transform: none;--swal2-actions-justify-content: center;--swal2-actions-width: auto;--swal2-actions-margin: 1.25em auto 0;--swal2-actions-padding: 0;--swal2-actions-border-radius: 0;--swal2-actions-background: transparent;--swal2-action-button-transition: background-color 0.2s, box-shadow 0.2s;--swal2-action-button-hover: black 10%;--swal2-action-button-active: black 10%;--swal2-confirm-button-box-shadow: none;--swal2-confirm-button-border-radius: 0.25em;--swal2-confirm-button-background-color: #7066e0;--swal2-confirm-button-color: #fff;--swal2-deny-button-box-shadow: none;--swal2-deny-button-border-radius: 0.25em;--swal2-deny-button-background-color: #dc3741;--swal2-deny-button-color: #fff;--swal2-cancel-button-box-shadow: none;--swal2-cancel-button-border-radius: 0.25em;--swal2-cancel-button-background-color: #6e7881;--swal2-cancel-button-color: #fff;--swal2-toast-show-animation: swal2-toast-show 0.5s;--swal2-toast-hide-animation: swal2-toast-hide 0.1s forwards;--swal2-toast-border: none;--swal2-toast-box-shadow: 0 0 1px hsl(0deg 0% 0% / 0.075), 0 1px 2px hsl(0deg 0% 0% / 0.075), 1px 2px 4px hsl(0deg 0% 0% / 0.075), 1px 3px 8px hsl(0deg 0% 0% / 0.075), 2px 4px 16px hsl(0deg 0% 0% / 0.075)}[data-swal2-theme=dark]{--swal2-dark-theme-black: #19191a;--swal2-dark-theme-white: #e1e1e1;--swal2-background: var(--swal2-dark-theme-black);--swal2-color: var(--swal2-dark-theme-white);--swal2-footer-border-color: #555;--swal2-input-background: color-mix(in srgb, var(--swal2-dark-theme-black), var(--swal2-dark-theme-white) 10%);--swal2-validation-message-background: color-mix( in srgb, var(--swal2-dark-theme-black), var(--swal2-dark-theme-white) 10% );--swal2-validation-message-color: var(--swal2-dark-theme-white);--swal2-timer-progress-bar-background: rgba(255, 255, 255, 0.7)}@media(prefers-color-scheme: dark){[data-swal2-theme=auto]{--swal2-dark-theme-black: #19191a;--swal2-dark-theme-white: #e1e1e1;--swal2-background: var(--swal2-dark-theme-black);--swal2-color: var(--swal2-dark-theme-white);--swal2-footer-border-color: #555;--swal2-input-background: color-mix(in srgb, var(--swal2-dark-theme-black), var(--swal2-dark-theme-white) 10%);--swal2-validation-message-background: color-mix( in srgb, var(--swal2-dark-theme-black), var(--swal2-dark-theme-white) 10% );--swal2-validation-message-color: var(--swal2-dark-theme-white);--swal2-timer-progress-bar-background: rgba(255, 255, 255, 0.7)}}body.swal2-shown:not(.swal2-no-backdrop,.swal2-toast-shown){overflow:hidden}body.swal2-height-auto{height:auto !important}body.swal2-no-backdrop .swal2-container{background-color:rgba(0,0,0,0) !important;pointer-events:none}body.swal2-no-backdrop .swal2-container .swal2-popup{pointer-events:auto}body.swal2-no-backdrop .swal2-container .swal2-modal{box-shadow:0 0 10px var(--swal2-backdrop)}body.swal2-toast-shown .swal2-container{box-sizing:border-box;width:360px;max-width:100%;background-color:rgba(0,0,0,0);pointer-events:none}body.swal2-toast-shown .swal2-container.swal2-top{inset:0 auto auto 50%;transform:translateX(-50%)}body.swal2-toast-shown .swal2-container.swal2-top-end,body.swal2-toast-shown .swal2-container.swal2-top-right{inset:0 0 auto auto}body.swal2-toast-shown .swal2-container.swal2-top-start,body.swal2-toast-shown .swal2-container.swal2-top-left{inset:0 auto auto 0}body.swal2-toast-shown .swal2-container.swal2-center-start,body.swal2-toast-shown .swal2-container.swal2-center-left{inset:50% auto auto 0;transform:translateY(-50%)}body.swal2-toast-shown .swal2-container.swal2-center{inset:50% auto auto 50%;transform:translate(-50%, -50%)}body.swal2-toast-shown .swal2-container.swal2-center-end,body.swal2-toast-shown .swal2-container.swal2-center-right{inset:50% 0 auto auto;transform:translateY(-50%)}body.swal2-toast-shown .swal2-container.swal2-bottom-start,body.swal2-toast-shown .swal2-container.swal2-bottom-left{inset:auto auto 0 0}body.swal2-toast-shown .swal2-container.swal2-bottom{inset:auto auto 0 50%;transform:translateX(-50%)}body.swal2-toast-shown .swal2-container.swal2-bottom-end,body.swal2-toast-shown .swal2-container.swal2-bottom-right{inset:auto 0 0 auto}@media print{body.swal2-shown:not(.swal2-no-backdrop,.swal2-toast-shown){overflow-y:scroll !important}body.swal2-shown:not(.swal2-no-backdrop,.swal2-toast-shown)>[aria-hidden=true]{display:none}body.swal2-shown:not(.swal2-no-backdrop,.swal2-toast-shown) .swal2-container{position:static !important}}div:where(.swal2-container){display:grid;position:fixed;z-index:1060;inset:0;box-sizing:border-box;grid-template-areas:"top-start     top            top-end" "center-start  center         center-end" "bottom-start  bottom-center  bottom-end";grid-template-rows:minmax(min-content, auto) minmax(min-content, auto) minmax(min-content, auto);height:100%;padding:var(--swal2-container-padding);overflow-x:hidden;transition:var(--swal2-backdrop-transition);-webkit-overflow-scrolling:touch}div:where(.swal2-container).swal2-backdrop-show,div:where(.swal2-container).swal2-noanimation{background:var(--swal2-backdrop)}div:where(.swal2-container).swal2-backdrop-hide{background:rgba(0,0,0,0) !important}div:where(.swal2-container).swal2-top-start,div:where(.swal2-container).swal2-center-start,div:where(.swal2-container).swal2-bottom-start{grid-template-columns:minmax(0, 1fr) auto auto}div:where(.swal2-container).swal2-top,div:where(.swal2-container).swal2-center,div:where(.swal2-container).swal2-bottom{grid-template-columns:auto minmax(0, 1fr) auto}div:where(.swal2-container).swal2-top-end,div:where(.swal2-container).swal2-center-end,div:where(.swal2-container).swal2-bottom-end{grid-template-columns:auto auto minmax(0, 1fr)}div:where(.swal2-container).swal2-top-start>.swal2-popup{align-self:start}div:where(.swal2-container).swal2-top>.swal2-popup{grid-column:2;place-self:start center}div:where(.swal2-container).swal2-top-end>.swal2-popup,div:where(.swal2-container).swal2-top-right>.swal2-popup{grid-column:3;place-self:start end}div:where(.swal2-container).swal2-center-start>.swal2-popup,div:where(.swal2-container).swal2-center-left>.swal2-popup{grid-row:2;align-self:center}div:where(.swal2-container).swal2-center>.swal2-popup{grid-column:2;grid-row:2;place-self:center center}div:where(.swal2-container).swal2-center-end>.swal2-popup,div:where(.swal2-container).swal2-center-right>.swal2-popup{grid-column:3;grid-row:2;place-self:center end}div:where(.swal2-container).swal2-bottom-start>.swal2-popup,div:where(.swal2-container).swal2-bottom-left>.swal2-popup{grid-column:1;grid-row:3;align-self:end}div:where(.swal2-container).swal2-bottom>.swal2-popup{grid-column:2;grid-row:3;place-self:end center}div:where(.swal2-container).swal2-bottom-end>.swal2-popup,div:where(.swal2-container).swal2-bottom-right>.swal2-popup{grid-column:3;grid-row:3;place-self:end end}div:where(.swal2-container).swal2-grow-row>.swal2-popup,div:where(.swal2-container).swal2-grow-fullscreen>.swal2-popup{grid-column:1/4;width:100%}div:where(.swal2-container).swal2-grow-column>.swal2-popup,div:where(.swal2-container).swal2-grow-fullscreen>.swal2-popup{grid-row:1/4;align-self:stretch}div:where(.swal2-container).swal2-no-transition{transition:none !important}div:where(.swal2-container)[popover]{width:auto;border:0}div:where(.swal2-container) div:where(.swal2-popup){display:none;position:relative;box-sizing:border-box;grid-template-columns:minmax(0, 100%);width:var(--swal2-width);max-width:100%;padding:var(--swal2-padding);border:var(--swal2-border);border-radius:var(--swal2-border-radius);background:var(--swal2-background);color:var(--swal2-color);font-family:inherit;font-size:1rem}div:where(.swal2-container) div:where(.swal2-popup):focus{outline:none}div:where(.swal2-container) div:where(.swal2-popup).swal2-loading{overflow-y:hidden}div:where(.swal2-container) div:where(.swal2-popup).swal2-draggable{cursor:grab}div:where(.swal2-container) div:where(.swal2-popup).swal2-draggable div:where(.swal2-icon){cursor:grab}div:where(.swal2-container) div:where(.swal2-popup).swal2-dragging{cursor:grabbing}div:where(.swal2-container) div:where(.swal2-popup).swal2-dragging div:where(.swal2-icon){cursor:grabbing}div:where(.swal2-container) h2:where(.swal2-title){position:relative;max-width:100%;margin:0;padding:var(--swal2-title-padding);color:inherit;font-size:1.875em;font-weight:600;text-align:center;text-transform:none;overflow-wrap:break-word;cursor:initial}div:where(.swal2-container) div:where(.swal2-actions){display:flex;z-index:1;box-sizing:border-box;flex-wrap:wrap;align-items:center;justify-content:var(--swal2-actions-justify-content);width:var(--swal2-actions-width);margin:var(--swal2-actions-margin);padding:var(--swal2-actions-padding);border-radius:var(--swal2-actions-border-radius);background:var(--swal2-actions-background)}div:where(.swal2-container) div:where(.swal2-loader){display:none;align-items:center;justify-content:center;width:2.2em;height:2.2em;margin:0 1.875em;animation:swal2-rotate-loading 1.5s linear 0s infinite normal;border-width:.25em;border-style:solid;border-radius:100%;border-color:#2778c4 rgba(0,0,0,0) #2778c4 rgba(0,0,0,0)}div:where(.swal2-container) button:where(.swal2-styled){margin:.3125em;padding:.625em 1.1em;transition:var(--swal2-action-button-transition);border:none;box-shadow:0 0 0 3px rgba(0,0,0,0);font-weight:500}div:where(.swal2-container) button:where(.swal2-styled):not([disabled]){cursor:pointer}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-confirm){border-radius:var(--swal2-confirm-button-border-radius);background:initial;background-color:var(--swal2-confirm-button-background-color);box-shadow:var(--swal2-confirm-button-box-shadow);color:var(--swal2-confirm-button-color);font-size:1em}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-confirm):hover{background-color:color-mix(in srgb, var(--swal2-confirm-button-background-color), var(--swal2-action-button-hover))}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-confirm):active{background-color:color-mix(in srgb, var(--swal2-confirm-button-background-color), var(--swal2-action-button-active))}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-deny){border-radius:var(--swal2-deny-button-border-radius);background:initial;background-color:var(--swal2-deny-button-background-color);box-shadow:var(--swal2-deny-button-box-shadow);color:var(--swal2-deny-button-color);font-size:1em}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-deny):hover{background-color:color-mix(in srgb, var(--swal2-deny-button-background-color), var(--swal2-action-button-hover))}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-deny):active{background-color:color-mix(in srgb, var(--swal2-deny-button-background-color), var(--swal2-action-button-active))}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-cancel){border-radius:var(--swal2-cancel-button-border-radius);background:initial;background-color:var(--swal2-cancel-button-background-color);box-shadow:var(--swal2-cancel-button-box-shadow);color:var(--swal2-cancel-button-color);font-size:1em}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-cancel):hover{background-color:color-mix(in srgb, var(--swal2-cancel-button-background-color), var(--swal2-action-button-hover))}div:where(.swal2-container) button:where(.swal2-styled):where(.swal2-cancel):active{background-color:color-mix(in srgb, var(--swal2-cancel-button-background-color), var(--swal2-action-button-active))}div:where(.swal2-container) button:where(.swal2-styled):focus-visible{outline:none;box-shadow:var(--swal2-action-button-focus-box-shadow)}div:where(.swal2-container) button:where(.swal2-styled)[disabled]:not(.swal2-loading){opacity:.4}div:where(.swal2-container) button:where(.swal2-styled)::-moz-focus-inner{border:0}div:where(.swal2-container) div:where(.swal2-footer){margin:1em 0 0;padding:1em 1em 0;border-top:1px solid var(--swal2-footer-border-color);background:var(--swal2-footer-background);color:var(--swal2-footer-color);font-size:1em;text-align:center;cursor:initial}div:where(.swal2-container) .swal2-timer-progress-bar-container{position:absolute;right:0;bottom:0;left:0;grid-column:auto !important;overflow:hidden;border-bottom-right-radius:var(--swal2-border-radius);border-bottom-left-radius:var(--swal2-border-radius)}div:where(.swal2-container) div:where(.swal2-timer-progress-bar){width:100%;height:.25em;background:var(--swal2-timer-progress-bar-background)}div:where(.swal2-container) img:where(.swal2-image){max-width:100%;margin:2em auto 1em;cursor:initial}div:where(.swal2-container) button:where(.swal2-close){position:var(--swal2-close-button-position);inset:var(--swal2-close-button-inset);z-index:2;align-items:center;justify-content:center;width:1.2em;height:1.2em;margin-top:0;margin-right:0;margin-bottom:-1.2em;padding:0;overflow:hidden;transition:var(--swal2-close-button-transition);border:none;border-radius:var(--swal2-border-radius);outline:var(--swal2-close-button-outline);background:rgba(0,0,0,0);color:var(--swal2-close-button-color);font-family:monospace;font-size:var(--swal2-close-button-font-size);cursor:pointer;justify-self:end}div:where(.swal2-container) button:where(.swal2-close):hover{transform:var(--swal2-close-button-hover-transform);background:rgba(0,0,0,0);color:#f27474}div:where(.swal2-container) button:where(.swal2-close):focus-visible{outline:none;box-shadow:var(--swal2-close-button-focus-box-shadow)}div:where(.swal2-container) button:where(.swal2-close)::-moz-focus-inner{border:0}div:where(.swal2-container) div:where(.swal2-html-container){z-index:1;justify-content:center;margin:0;padding:var(--swal2-html-container-padding);overflow:auto;color:inherit;font-size:1.125em;font-weight:normal;line-height:normal;text-align:center;overflow-wrap:break-word;word-break:break-word;cursor:initial}div:where(.swal2-container) input:where(.swal2-input),div:where(.swal2-container) input:where(.swal2-file),div:where(.swal2-container) textarea:where(.swal2-textarea),div:where(.swal2-container) select:where(.swal2-select),div:where(.swal2-container) div:where(.swal2-radio),div:where(.swal2-container) label:where(.swal2-checkbox){margin:1em 2em 3px}div:where(.swal2-container) input:where(.swal2-input),div:where(.swal2-container) input:where(.swal2-file),div:where(.swal2-container) textarea:where(.swal2-textarea){box-sizing:border-box;width:auto;transition:var(--swal2-input-transition);border:var(--swal2-input-border);border-radius:var(--swal2-input-border-radius);background:var(--swal2-input-background);box-shadow:var(--swal2-input-box-shadow);color:inherit;font-size:1.125em}div:where(.swal2-container) input:where(.swal2-input).swal2-inputerror,div:where(.swal2-container) input:where(.swal2-file).swal2-inputerror,div:where(.swal2-container) textarea:where(.swal2-textarea).swal2-inputerror{border-color:#f27474 !important;box-shadow:0 0 2px #f27474 !important}div:where(.swal2-container) input:where(.swal2-input):hover,div:where(.swal2-container) input:where(.swal2-file):hover,div:where(.swal2-container) textarea:where(.swal2-textarea):hover{box-shadow:var(--swal2-input-hover-box-shadow)}div:where(.swal2-container) input:where(.swal2-input):focus,div:where(.swal2-container) input:where(.swal2-file):focus,div:where(.swal2-container) textarea:where(.swal2-textarea):focus{border:var(--swal2-input-focus-border);outline:none;box-shadow:var(--swal2-input-focus-box-shadow)}div:where(.swal2-container) input:where(.swal2-input)::placeholder,div:where(.swal2-container) input:where(.swal2-file)::placeholder,div:where(.swal2-container) textarea:where(.swal2-textarea)::placeholder{color:#ccc}div:where(.swal2-container) .swal2-range{margin:1em 2em 3px;background:var(--swal2-background)}div:where(.swal2-container) .swal2-range input{width:80%}div:where(.swal2-container) .swal2-range output{width:20%;color:inherit;font-weight:600;text-align:center}div:where(.swal2-container) .swal2-range input,div:where(.swal2-container) .swal2-range output{height:2.625em;padding:0;font-size:1.125em;line-height:2.625em}div:where(.swal2-container) .swal2-input{height:2.625em;padding:0 .75em}div:where(.swal2-container) .swal2-file{width:75%;margin-right:auto;margin-left:auto;background:var(--swal2-input-background);font-size:1.125em}div:where(.swal2-container) .swal2-textarea{height:6.75em;padding:.75em}div:where(.swal2-container) .swal2-select{min-width:50%;max-width:100%;padding:.375em .625em;background:var(--swal2-input-background);color:inherit;font-size:1.125em}div:where(.swal2-container) .swal2-radio,div:where(.swal2-container) .swal2-checkbox{align-items:center;justify-content:center;background:var(--swal2-background);color:inherit}div:where(.swal2-container) .swal2-radio label,div:where(.swal2-container) .swal2-checkbox label{margin:0 .6em;font-size:1.125em}div:where(.swal2-container) .swal2-radio input,div:where(.swal2-container) .swal2-checkbox input{flex-shrink:0;margin:0 .4em}div:where(.swal2-container) label:where(.swal2-input-label){display:flex;justify-content:center;margin:1em auto 0}div:where(.swal2-container) div:where(.swal2-validation-message){align-items:center;justify-content:center;margin:1em 0 0;padding:.625em;overflow:hidden;background:var(--swal2-validation-message-background);color:var(--swal2-validation-message-color);font-size:1em;font-weight:300}div:where(.swal2-container) div:where(.swal2-validation-message)::before{content:"!";display:inline-block;width:1.5em;min-width:1.5em;height:1.5em;margin:0 .625em;border-radius:50%;background-color:#f27474;color:#fff;font-weight:600;line-height:1.5em;text-align:center}div:where(.swal2-container) .swal2-progress-steps{flex-wrap:wrap;align-items:center;max-width:100%;margin:1.25em auto;padding:0;background:rgba(0,0,0,0);font-weight:600}div:where(.swal2-container) .swal2-progress-steps li{display:inline-block;position:relative}div:where(.swal2-container) .swal2-progress-steps .swal2-progress-step{z-index:20;flex-shrink:0;width:2em;height:2em;border-radius:2em;background:#2778c4;color:#fff;line-height:2em;text-align:center}div:where(.swal2-container) .swal2-progress-steps .swal2-progress-step.swal2-active-progress-step{background:#2778c4}div:where(.swal2-container) .swal2-progress-steps .swal2-progress-step.swal2-active-progress-step~.swal2-progress-step{background:var(--swal2-progress-step-background);color:#fff}div:where(.swal2-container) .swal2-progress-steps .swal2-progress-step.swal2-active-progress-step~.swal2-progress-step-line{background:var(--swal2-progress-step-background)}div:where(.swal2-container) .swal2-progress-steps .swal2-progress-step-line{z-index:10;flex-shrink:0;width:2.5em;height:.4em;margin:0 -1px;background:#2778c4}div:where(.swal2-icon){position:relative;box-sizing:content-box;justify-content:center;width:5em;height:5em;margin:2.5em auto .6em;zoom:var(--swal2-icon-zoom);border:.25em solid rgba(0,0,0,0);border-radius:50%;border-color:#000;font-family:inherit;line-height:5em;cursor:default;user-select:none}div:where(.swal2-icon) .swal2-icon-content{display:flex;align-items:center;font-size:3.75em}div:where(.swal2-icon).swal2-error{border-color:#f27474;color:#f27474}div:where(.swal2-icon).swal2-error .swal2-x-mark{position:relative;flex-grow:1}div:where(.swal2-icon).swal2-error [class^=swal2-x-mark-line]{display:block;position:absolute;top:2.3125em;width:2.9375em;height:.3125em;border-radius:.125em;background-color:#f27474}div:where(.swal2-icon).swal2-error [class^=swal2-x-mark-line][class$=left]{left:1.0625em;transform:rotate(45deg)}div:where(.swal2-icon).swal2-error [class^=swal2-x-mark-line][class$=right]{right:1em;transform:rotate(-45deg)}div:where(.swal2-icon).swal2-error.swal2-icon-show{animation:swal2-animate-error-icon .5s}div:where(.swal2-icon).swal2-error.swal2-icon-show .swal2-x-mark{animation:swal2-animate-error-x-mark .5s}div:where(.swal2-icon).swal2-warning{border-color:#f8bb86;color:#f8bb86}div:where(.swal2-icon).swal2-warning.swal2-icon-show{animation:swal2-animate-error-icon .5s}div:where(.swal2-icon).swal2-warning.swal2-icon-show .swal2-icon-content{animation:swal2-animate-i-mark .5s}div:where(.swal2-icon).swal2-info{border-color:#3fc3ee;color:#3fc3ee}div:where(.swal2-icon).swal2-info.swal2-icon-show{animation:swal2-animate-error-icon .5s}div:where(.swal2-icon).swal2-info.swal2-icon-show .swal2-icon-content{animation:swal2-animate-i-mark .8s}div:where(.swal2-icon).swal2-question{border-color:#87adbd;color:#87adbd}div:where(.swal2-icon).swal2-question.swal2-icon-show{animation:swal2-animate-error-icon .5s}div:where(.swal2-icon).swal2-question.swal2-icon-show .swal2-icon-content{animation:swal2-animate-question-mark .8s}div:where(.swal2-icon).swal2-success{border-color:#a5dc86;color:#a5dc86}div:where(.swal2-icon).swal2-success [class^=swal2-success-circular-line]{position:absolute;width:3.75em;height:7.5em;border-radius:50%}div:where(.swal2-icon).swal2-success [class^=swal2-success-circular-line][class$=left]{top:-0.4375em;left:-2.0635em;transform:rotate(-45deg);transform-origin:3.75em 3.75em;border-radius:7.5em 0 0 7.5em}div:where(.swal2-icon).swal2-success [class^=swal2-success-circular-line][class$=right]{top:-0.6875em;left:1.875em;transform:rotate(-45deg);transform-origin:0 3.75em;border-radius:0 7.5em 7.5em 0}div:where(.swal2-icon).swal2-success .swal2-success-ring{position:absolute;z-index:2;top:-0.25em;left:-0.25em;box-sizing:content-box;width:100%;height:100%;border:.25em solid rgba(165,220,134,.3);border-radius:50%}div:where(.swal2-icon).swal2-success .swal2-success-fix{position:absolute;z-index:1;top:.5em;left:1.625em;width:.4375em;height:5.625em;transform:rotate(-45deg)}div:where(.swal2-icon).swal2-success [class^=swal2-success-line]{display:block;position:absolute;z-index:2;height:.3125em;border-radius:.125em;background-color:#a5dc86}div:where(.swal2-icon).swal2-success [class^=swal2-success-line][class$=tip]{top:2.875em;left:.8125em;width:1.5625em;transform:rotate(45deg)}div:where(.swal2-icon).swal2-success [class^=swal2-success-line][class$=long]{top:2.375em;right:.5em;width:2.9375em;transform:rotate(-45deg)}div:where(.swal2-icon).swal2-success.swal2-icon-show .swal2-success-line-tip{animation:swal2-animate-success-line-tip .75s}div:where(.swal2-icon).swal2-success.swal2-icon-show .swal2-success-line-long{animation:swal2-animate-success-line-long .75s}div:where(.swal2-icon).swal2-success.swal2-icon-show .swal2-success-circular-line-right{animation:swal2-rotate-success-circular-line 4.25s ease-in}[class^=swal2]{-webkit-tap-highlight-color:rgba(0,0,0,0)}.swal2-show{animation:var(--swal2-show-animation)}.swal2-hide{animation:var(--swal2-hide-animation)}.swal2-noanimation{transition:none}.swal2-scrollbar-measure{position:absolute;top:-9999px;width:50px;height:50px;overflow:scroll}.swal2-rtl .swal2-close{margin-right:initial;margin-left:0}.swal2-rtl .swal2-timer-progress-bar{right:0;left:auto}.swal2-toast{box-sizing:border-box;grid-column:1/4 !important;grid-row:1/4 !important;grid-template-columns:min-content auto min-content;padding:1em;overflow-y:hidden;border:var(--swal2-toast-border);background:var(--swal2-background);box-shadow:var(--swal2-toast-box-shadow);pointer-events:auto}.swal2-toast>*{grid-column:2}.swal2-toast h2:where(.swal2-title){margin:.5em 1em;padding:0;font-size:1em;text-align:initial}.swal2-toast .swal2-loading{justify-content:center}.swal2-toast input:where(.swal2-input){height:2em;margin:.5em;font-size:1em}.swal2-toast .swal2-validation-message{font-size:1em}.swal2-toast div:where(.swal2-footer){margin:.5em 0 0;padding:.5em 0 0;font-size:.8em}.swal2-toast button:where(.swal2-close){grid-column:3/3;grid-row:1/99;align-self:center;width:.8em;height:.8em;margin:0;font-size:2em}.swal2-toast div:where(.swal2-html-container){margin:.5em 1em;padding:0;overflow:initial;font-size:1em;text-align:initial}.swal2-toast div:where(.swal2-html-container):empty{padding:0}.swal2-toast .swal2-loader{grid-column:1;grid-row:1/99;align-self:center;width:2em;height:2em;margin:.25em}.swal2-toast .swal2-icon{grid-column:1;grid-row:1/99;align-self:center;width:2em;min-width:2em;height:2em;margin:0 .5em 0 0}.swal2-toast .swal2-icon .swal2-icon-content{display:flex;align-items:center;font-size:1.8em;font-weight:bold}.swal2-toast .swal2-icon.swal2-success .swal2-success-ring{width:2em;height:2em}.swal2-toast .swal2-icon.swal2-error [class^=swal2-x-mark-line]{top:.875em;width:1.375em}.swal2-toast .swal2-icon.swal2-error [class^=swal2-x-mark-line][class$=left]{left:.3125em}.swal2-toast .swal2-icon.swal2-error [class^=swal2-x-mark-line][class$=right]{right:.3125em}.swal2-toast div:where(.swal2-actions){justify-content:flex-start;height:auto;margin:0;margin-top:.5em;padding:0 .5em}.swal2-toast button:where(.swal2-styled){margin:.25em .5em;padding:.4em .6em;font-size:1em}.swal2-toast .swal2-success{border-color:#a5dc86}.swal2-toast .swal2-success [class^=swal2-success-circular-line]{position:absolute;width:1.6em;height:3em;border-radius:50%}.swal2-toast .swal2-success [class^=swal2-success-circular-line][class$=left]{top:-0.8em;left:-0.5em;transform:rotate(-45deg);transform-origin:2em 2em;border-radius:4em 0 0 4em}.swal2-toast .swal2-success [class^=swal2-success-circular-line][class$=right]{top:-0.25em;left:.9375em;transform-origin:0 1.5em;border-radius:0 4em 4em 0}.swal2-toast .swal2-success .swal2-success-ring{width:2em;height:2em}.swal2-toast .swal2-success .swal2-success-fix{top:0;left:.4375em;width:.4375em;height:2.6875em}.swal2-toast .swal2-success [class^=swal2-success-line]{height:.3125em}.swal2-toast .swal2-success [class^=swal2-success-line][class$=tip]{top:1.125em;left:.1875em;width:.75em}.swal2-toast .swal2-success [class^=swal2-success-line][class$=long]{top:.9375em;right:.1875em;width:1.375em}.swal2-toast .swal2-success.swal2-icon-show .swal2-success-line-tip{animation:swal2-toast-animate-success-line-tip .75s}.swal2-toast .swal2-success.swal2-icon-show .swal2-success-line-long{animation:swal2-toast-animate-success-line-long .75s}.swal2-toast.swal2-show{animation:var(--swal2-toast-show-animation)}.swal2-toast.swal2-hide{animation:var(--swal2-toast-hide-animation)}@keyframes swal2-show{0%{transform:translate3d(0, -50px, 0) scale(0.9);opacity:0}100%{transform:translate3d(0, 0, 0) scale(1);opacity:1}}@keyframes swal2-hide{0%{transform:translate3d(0, 0, 0) scale(1);opacity:1}100%{transform:translate3d(0, -50px, 0) scale(0.9);opacity:0}}@keyframes swal2-animate-success-line-tip{0%{top:1.1875em;left:.0625em;width:0}54%{top:1.0625em;left:.125em;width:0}70%{top:2.1875em;left:-0.375em;width:3.125em}84%{top:3em;left:1.3125em;width:1.0625em}100%{top:2.8125em;left:.8125em;width:1.5625em}}@keyframes swal2-animate-success-line-long{0%{top:3.375em;right:2.875em;width:0}65%{top:3.375em;right:2.875em;width:0}84%{top:2.1875em;right:0;width:3.4375em}100%{top:2.375em;right:.5em;width:2.9375em}}@keyframes swal2-rotate-success-circular-line{0%{transform:rotate(-45deg)}5%{transform:rotate(-45deg)}12%{transform:rotate(-405deg)}100%{transform:rotate(-405deg)}}@keyframes swal2-animate-error-x-mark{0%{margin-top:1.625em;transform:scale(0.4);opacity:0}50%{margin-top:1.625em;transform:scale(0.4);opacity:0}80%{margin-top:-0.375em;transform:scale(1.15)}100%{margin-top:0;transform:scale(1);opacity:1}}@keyframes swal2-animate-error-icon{0%{transform:rotateX(100deg);opacity:0}100%{transform:rotateX(0deg);opacity:1}}@keyframes swal2-rotate-loading{0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}}@keyframes swal2-animate-question-mark{0%{transform:rotateY(-360deg)}100%{transform:rotateY(0)}}@keyframes swal2-animate-i-mark{0%{transform:rotateZ(45deg);opacity:0}25%{transform:rotateZ(-25deg);opacity:.4}50%{transform:rotateZ(15deg);opacity:.8}75%{transform:rotateZ(-5deg);opacity:1}100%{transform:rotateX(0);opacity:1}}@keyframes swal2-toast-show{0%{transform:translateY(-0.625em) rotateZ(2deg)}33%{transform:translateY(0) rotateZ(-2deg)}66%{transform:translateY(0.3125em) rotateZ(2deg)}100%{transform:translateY(0) rotateZ(0deg)}}@keyframes swal2-toast-hide{100%{transform:rotateZ(1deg);opacity:0}}@keyframes swal2-toast-animate-success-line-tip{0%{top:.5625em;left:.0625em;width:0}54%{top:.125em;left:.125em;width:0}70%{top:.625em;left:-0.25em;width:1.625em}84%{top:1.0625em;left:.75em;width:.5em}100%{top:1.125em;left:.1875em;width:.75em}}@keyframes swal2-toast-animate-success-line-long{0%{top:1.625em;right:1.375em;width:0}65%{top:1.25em;right:.9375em;width:0}84%{top:.9375em;right:0;width:1.125em}100%{top:.9375em;right:.1875em;width:1.375em}}`,
      );
});
export default t();
