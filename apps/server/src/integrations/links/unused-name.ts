/** `wanted`, or `wanted (2)`, `wanted (3)`… the first that `taken` does not hold: proxies and groups are found by name. */
export function unusedName(wanted: string, taken: ReadonlySet<string>) {
  let name = wanted;
  for (let n = 2; taken.has(name); n++) name = `${wanted} (${n})`;
  return name;
}
