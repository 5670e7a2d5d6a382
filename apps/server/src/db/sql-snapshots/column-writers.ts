/**
 * Which repository writes which column, read from the SQL the snapshots record: the columns an `insert` names and an
 * `update` sets. A column has one writer (docs/ARCHITECTURE.md: a repository is the only writer of its columns), so
 * a second repository writing it is a change a reviewer has to see. `created_at` and `updated_at` are written by
 * every change of a row and are left out.
 */
const STAMPS = new Set(['created_at', 'updated_at']);

/** `table.column` → the repositories whose SQL writes it, from each repository's laid-out statements. */
export function columnWriters(statementsByRepository: ReadonlyMap<string, readonly string[]>) {
  const writers = new Map<string, Set<string>>();
  const note = (table: string, column: string, repository: string) => {
    if (STAMPS.has(column)) return;
    const key = `${table}.${column}`;
    const set = writers.get(key) ?? new Set<string>();
    set.add(repository);
    writers.set(key, set);
  };
  for (const [repository, statements] of statementsByRepository) {
    for (const statement of statements) {
      for (const m of statement.matchAll(/\binsert into "?(\w+)"? \(([^)]*)\)/gi)) {
        for (const c of (m[2] as string).matchAll(/"?(\w+)"?/g)) note(m[1] as string, c[1] as string, repository);
      }
      for (const m of statement.matchAll(
        /\bupdate "?(\w+)"?(?: as \w+)?\s+set\s+([\s\S]*?)(?=\s(?:where|returning|from)\b|$)/gi,
      )) {
        // Each assignment starts the set clause, a line or follows a comma: `"column" = …`.
        for (const c of (m[2] as string).matchAll(/(?:^|,\s*)"?(\w+)"? = /g)) {
          note(m[1] as string, c[1] as string, repository);
        }
      }
    }
  }
  return writers;
}
