function e(e, t) {
  let n = e;
  for (; (n = n.parentElement) && !n.matches(t); );
  return n;
}
function t(e, t, n) {
  for (let n = e - 1; n >= 0; --n) if (!t[n].disabled) return n;
  if (n) {
    for (let e = t.length - 1; e > -1; --e) if (!t[e].disabled) return e;
  }
  return e;
}
function n(e, t, n) {
  for (let n = e + 1; n < t.length; n += 1) if (!t[n].disabled) return n;
  if (n) {
    for (let e = 0; e < t.length; e += 1) if (!t[e].disabled) return e;
  }
  return e;
}
function r(t, n, r) {
  return e(t, r) === e(n, r);
}
function i({
  parentSelector: i,
  siblingSelector: a,
  onKeyDown: o,
  loop: s = !0,
  activateOnFocus: c = !1,
  dir: l = `rtl`,
  orientation: u,
}) {
  return (d) => {
    o?.(d);
    const f = Array.from(e(d.currentTarget, i)?.querySelectorAll(a) || []).filter((e) => r(d.currentTarget, e, i)),
      p = f.findIndex((e) => d.currentTarget === e),
      m = n(p, f, s),
      h = t(p, f, s),
      g = l === `rtl` ? h : m,
      _ = l === `rtl` ? m : h;
    switch (d.key) {
      case `ArrowRight`:
        u === `horizontal` && (d.stopPropagation(), d.preventDefault(), f[g].focus(), c && f[g].click());
        break;
      case `ArrowLeft`:
        u === `horizontal` && (d.stopPropagation(), d.preventDefault(), f[_].focus(), c && f[_].click());
        break;
      case `ArrowUp`:
        u === `vertical` && (d.stopPropagation(), d.preventDefault(), f[h].focus(), c && f[h].click());
        break;
      case `ArrowDown`:
        u === `vertical` && (d.stopPropagation(), d.preventDefault(), f[m].focus(), c && f[m].click());
        break;
      case `Home`:
        d.stopPropagation(), d.preventDefault(), f[n(-1, f, !1)]?.focus();
        break;
      case `End`:
        d.stopPropagation(), d.preventDefault(), f[t(f.length, f, !1)]?.focus();
    }
  };
}

export { e as n, i as t };
