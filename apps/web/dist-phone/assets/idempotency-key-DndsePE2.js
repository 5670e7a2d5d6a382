function e() {
  if (typeof crypto.randomUUID == `function`) return crypto.randomUUID();
  const e = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(e, (e) => e.toString(16).padStart(2, `0`)).join(``);
}

export { e as t };
