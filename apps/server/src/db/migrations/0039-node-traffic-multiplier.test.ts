import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, scratchDatabase } from '../../test/helpers.js';
import { createDb, type DbHandle } from '../create-db.js';
import { migrateTo } from '../migrate.js';

// Decision 109: nodes made before migration 0039 count their traffic as before, ×1; the column holds 0.1 to 10 only.
describe.each(DIALECTS)('migration 0039 (node traffic multiplier) on %s', (dialect) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const place = await scratchDatabase(dialect, 'multiplier');
    handle = createDb(
      dialect === 'postgres' ? { dialect, url: place.url ?? '' } : { dialect, file: path.join(place.dir, 'db.sqlite') },
    );
    cleanup = place.cleanup;
    await migrateTo(handle, '0035-service-notes');
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  it('an existing node counts ×1; a new one takes 0.5 or 10 and the database refuses 0 and 11', async () => {
    const node = {
      name: 'آلمان ۱',
      api_address: '10.0.0.5:10085',
      host: 'de1.example.com',
      active: 1,
      created_at: '2026-11-01T00:00:00.000Z',
      check_lease: null,
      last_seen_at: null,
    } as const;
    const { id } = await handle.db
      .insertInto('nodes')
      .values(node as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await migrateTo(handle, '0039-node-traffic-multiplier');
    const read = async () =>
      (await handle.db.selectFrom('nodes').select(['id', 'traffic_multiplier']).orderBy('id').execute()).map((r) => [
        r.id,
        Number(r.traffic_multiplier),
      ]);
    expect(await read()).toEqual([[id, 1]]);
    const set = (value: number) =>
      handle.db.updateTable('nodes').set({ traffic_multiplier: value }).where('id', '=', id).execute();
    await set(0.5);
    expect(await read()).toEqual([[id, 0.5]]);
    await set(10);
    expect(await read()).toEqual([[id, 10]]);
    await expect(set(0)).rejects.toThrow();
    await expect(set(11)).rejects.toThrow();
    expect(await read()).toEqual([[id, 10]]);
  });
});
