import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * The admin's IP-range-to-provider table for `/getip`. Ranges are stored as 32-hex-digit keys (IPv4 mapped into
 * IPv6), so one text comparison finds the range holding an address on both dialects.
 */
export function ipRanges(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ip_ranges')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('range_start', 'char(32)', (c) => c.notNull())
        .addColumn('range_end', 'char(32)', (c) => c.notNull())
        .addColumn('label', 'varchar(100)', (c) => c.notNull())
        .addColumn('provider', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ip_ranges_start').on('ip_ranges').columns(['range_start', 'range_end']).execute();
    },
  };
}
