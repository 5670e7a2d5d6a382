import type { Dialect } from '../create-db.js';
import type { RepositoryCases } from './case.js';
import { layout } from './layout.js';
import { namedCases, type Recorded, type recordingDb } from './recorder.js';

/** The snapshot file of a repository (`services/services.repository.ts`) on a dialect. */
export const snapshotName = (repository: string, dialect: Dialect) =>
  `${repository.slice(repository.lastIndexOf('/') + 1, -'.ts'.length)}.${dialect}.sql`;

/** One case as the snapshot holds it: its heading, then each query's SQL and parameters. */
export interface Entry {
  heading: string;
  text: string;
}

/** The entries of a repository on the recorder's dialect, in the order its cases file lists them. */
export async function entriesOf(repo: RepositoryCases, recorder: ReturnType<typeof recordingDb>) {
  const entries: Entry[] = [];
  for (const [fn, cases] of Object.entries(repo.queries)) {
    if (typeof repo.module[fn] !== 'function')
      throw new Error(`${fn} is no longer exported by its repository: drop its cases`);
    for (const [name, c] of namedCases(cases)) {
      const heading = name === '' ? `-- ${fn}` : `-- ${fn}: ${name}`;
      let queries: Recorded[];
      try {
        queries = await recorder.record(c);
      } catch (error) {
        throw new Error(
          `${heading.slice(3)} threw while recorded: ${error instanceof Error ? error.message : String(error)} (a function that needs rows to go on gets them from its case's withRows)`,
        );
      }
      const text = queries.length === 0 ? '-- (sends no query)' : queries.map(showQuery).join('\n\n');
      entries.push({ heading, text });
    }
  }
  return entries;
}

export function fileOf(repository: string, dialect: Dialect, entries: readonly Entry[]) {
  const head = `-- The SQL ${repository} sends on ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by \`npm run sql:snapshot\`.`;
  return `${[head, ...entries.map((e) => `${e.heading}\n${e.text}`)].join('\n\n')}\n`;
}

/** A committed file's entries, by heading. */
export function parseFile(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of text
    .trimEnd()
    .split(/\n\n(?=-- )/)
    .slice(1)) {
    const cut = block.indexOf('\n');
    entries.set(block.slice(0, cut), block.slice(cut + 1));
  }
  return entries;
}

function showQuery(q: Recorded): string {
  const params = q.parameters.length > 0 ? `\n-- params: ${q.parameters.map(showValue).join(', ')}` : '';
  return `${layout(q.sql)};${params}`;
}

/** A parameter as a reader would write it; characters one cannot see are escaped. */
function showValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Date) return `Date(${value.toISOString()})`;
  if (value instanceof Uint8Array) return `bytes(${Buffer.from(value).toString('hex')})`;
  const text = JSON.stringify(value) ?? String(value);
  return text.replace(
    /[\u200b-\u200f\u202a-\u202e\ue000-\uf8ff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
