import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dialect } from '../create-db.js';
import { NOW } from './case.js';
import { columnWriters } from './column-writers.js';
import { notExported, recordingDb, uncovered } from './recorder.js';
import { REGISTRY } from './registry.js';
import { entriesOf, fileOf, parseFile, snapshotName } from './snapshot.js';

/**
 * The SQL each repository function sends, per dialect, against the files in `sql/`: a change of a query is a change
 * of those files, which a reviewer reads in the diff. With UPDATE_SQL_SNAPSHOTS=1 the files are written instead.
 * A repository's calls are in `cases/<name>.repository.ts` (`case.ts` says how), one per shape of SQL its arguments
 * make; `builtOnce` queries check their templates at their first call under the tests, so these calls hold its rule.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const SQL_DIR = path.join(here, 'sql');
const MODULES = path.resolve(here, '../../modules');
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';
const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];
const REGENERATE =
  'If the change is meant, write the files with `npm run sql:snapshot` ' +
  '(UPDATE_SQL_SNAPSHOTS=1 npx vitest run --project server apps/server/src/db/sql-snapshots) and review their diff.';
const SCAFFOLD = '`npx tsx apps/server/src/db/sql-snapshots/scaffold.ts <module>/<name>.repository.ts`';

const repositoryFiles = fs
  .readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.repository.ts'))
  .map((f) => f.split(path.sep).join('/'))
  .sort();

describe('SQL snapshots', () => {
  // Cases pass their times; a repository that read the clock itself would still write the same file each run.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterAll(() => vi.useRealTimers());

  it('every repository file has its cases in registry.ts', () => {
    const missing = repositoryFiles.filter((f) => !(f in REGISTRY));
    const gone = Object.keys(REGISTRY).filter((f) => !repositoryFiles.includes(f));
    expect(
      { missing, gone },
      `give each missing repository a file under sql-snapshots/cases, listed in registry.ts (${SCAFFOLD} prints one); drop the gone ones`,
    ).toEqual({ missing: [], gone: [] });
  });

  it('every exported function of a repository has cases, or is named as sending no SQL', () => {
    const missing = Object.entries(REGISTRY).flatMap(([file, repo]) => uncovered(repo).map((fn) => `${file}: ${fn}`));
    const gone = Object.entries(REGISTRY).flatMap(([file, repo]) => notExported(repo).map((fn) => `${file}: ${fn}`));
    expect(
      { missing, gone },
      `give each missing function a case in its repository's file under sql-snapshots/cases (${SCAFFOLD} prints them), or name it in notQueries if it sends no SQL; drop the gone ones`,
    ).toEqual({ missing: [], gone: [] });
  });

  it('no snapshot file is left of a repository that is gone', () => {
    const expected = new Set(
      Object.keys(REGISTRY).flatMap((repository) => DIALECTS.map((d) => snapshotName(repository, d))),
    );
    const stale = fs.existsSync(SQL_DIR) ? fs.readdirSync(SQL_DIR).filter((f) => !expected.has(f)) : [];
    if (UPDATE) for (const f of stale) fs.rmSync(path.join(SQL_DIR, f));
    else expect(stale, `stale snapshot files in ${SQL_DIR}. ${REGENERATE}`).toEqual([]);
  });

  it('every column is written by one repository', async () => {
    const shared: string[] = [];
    for (const dialect of DIALECTS) {
      const recorder = recordingDb(dialect);
      const statements = new Map<string, string[]>();
      for (const [repository, repo] of Object.entries(REGISTRY)) {
        statements.set(
          repository,
          (await entriesOf(repo, recorder)).flatMap((e) => e.text.split(/;\n/)),
        );
      }
      const writers = columnWriters(statements);
      // The reading finds the writes it is there to judge: the balance only the ledger moves, the pool only volume.
      expect([...(writers.get('users.balance') ?? [])], dialect).toEqual(['ledger/ledger.repository.ts']);
      expect([...(writers.get('users.traffic_used') ?? [])], dialect).toEqual(['volume/volume.repository.ts']);
      for (const [column, repositories] of writers) {
        if (repositories.size > 1) shared.push(`${column} (${dialect}): ${[...repositories].sort().join(', ')}`);
      }
    }
    expect(shared, 'a column written by a second repository: move the write to the repository that owns it').toEqual(
      [],
    );
  });

  for (const dialect of DIALECTS) {
    describe(dialect, () => {
      const recorder = recordingDb(dialect);
      for (const [repository, repo] of Object.entries(REGISTRY)) {
        const file = path.join(SQL_DIR, snapshotName(repository, dialect));
        it(`${repository} sends the SQL in sql/${path.basename(file)}`, async () => {
          const entries = await entriesOf(repo, recorder);
          const text = fileOf(repository, dialect, entries);
          if (UPDATE) {
            fs.mkdirSync(SQL_DIR, { recursive: true });
            fs.writeFileSync(file, text);
            return;
          }
          const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
          if (committed === text) return;
          const where = path.relative(process.cwd(), file);
          if (committed === undefined) throw new Error(`${where} is not written yet. ${REGENERATE}`);
          const before = parseFile(committed);
          const now = new Map(entries.map((e) => [e.heading, e.text]));
          const changes = [
            ...entries.filter((e) => before.has(e.heading) && before.get(e.heading) !== e.text).map((e) => e.heading),
            ...entries.filter((e) => !before.has(e.heading)).map((e) => `${e.heading} (new)`),
            ...[...before.keys()].filter((h) => !now.has(h)).map((h) => `${h} (gone)`),
          ];
          const first = entries.find((e) => before.has(e.heading) && before.get(e.heading) !== e.text);
          const detail = first
            ? `\n\n${first.heading}, committed:\n${before.get(first.heading)}\nnow:\n${first.text}`
            : '';
          throw new Error(
            `${where} differs from the SQL ${repository} sends on ${dialect}:\n${changes.map((c) => `  ${c.slice(3)}`).join('\n') || '  (the entries are the same; their order or the header differs)'}${detail}\n\n${REGENERATE}`,
          );
        });
      }
    });
  }
});
