function e(e) {
  const t = {};
  for (const n of e.issues) {
    const e = String(n.path[0] ?? ``);
    t[e] ??= n.message;
  }
  return t;
}
var t = (e) => (e === `` ? void 0 : Number(e));

export { e as t, t as n };
