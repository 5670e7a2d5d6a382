import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DbHandle } from './create-db.js';
import { foundation } from './migrations/0001-foundation.js';
import { services } from './migrations/0002-services.js';
import { freeradius } from './migrations/0003-freeradius.js';
import { nodes } from './migrations/0004-nodes.js';
import { ipRanges } from './migrations/0005-ip-ranges.js';
import { giftCards } from './migrations/0006-gift-cards.js';
import { topUps } from './migrations/0007-top-ups.js';
import { trafficPackages } from './migrations/0008-traffic-packages.js';
import { resellerSettings } from './migrations/0009-reseller-settings.js';
import { store } from './migrations/0010-store.js';
import { delivery } from './migrations/0011-delivery.js';
import { audit } from './migrations/0012-audit.js';
import { giftCardBatches } from './migrations/0013-gift-card-batches.js';
import { nodeUsersService } from './migrations/0014-node-users-service.js';
import { nodeChecks } from './migrations/0015-node-checks.js';
import { performanceIndexes } from './migrations/0016-performance.js';
import { leanIndexes } from './migrations/0017-lean-indexes.js';
import { keptCounts } from './migrations/0018-kept-counts.js';
import { statusAndSearch } from './migrations/0019-status-and-search.js';
import { usagePages } from './migrations/0020-usage-pages.js';
import { ownerTrigrams } from './migrations/0021-owner-trigrams.js';
import { noDeliveryIndex } from './migrations/0022-no-delivery-index.js';
import { servicesSearchTable } from './migrations/0023-services-search-table.js';
import { radiusUsageMoved } from './migrations/0024-radius-usage-moved.js';
import { serviceCountsInSlots } from './migrations/0025-service-counts-in-slots.js';
import { radiusSessionsCounted } from './migrations/0026-radius-sessions-counted.js';
import { unlimitedPackages } from './migrations/0027-unlimited-packages.js';
import { searchMerging } from './migrations/0028-search-merging.js';
import { referralVesting } from './migrations/0029-referral-vesting.js';
import { nodeCore } from './migrations/0030-node-core.js';
import { nodeInbounds } from './migrations/0031-node-inbounds.js';
import { inboundAccounts } from './migrations/0032-inbound-accounts.js';
import { listenAndRealityMinimum } from './migrations/0033-listen-and-reality-minimum.js';
import { loginAddresses } from './migrations/0034-login-addresses.js';
import { serviceNotes } from './migrations/0035-service-notes.js';
import { fairUseLimits } from './migrations/0036-fair-use-limits.js';
import { radiusSessionsAndCoa } from './migrations/0037-radius-sessions-and-coa.js';
import { fairUsePauses } from './migrations/0038-fair-use-pauses.js';
import { nodeTrafficMultiplier } from './migrations/0039-node-traffic-multiplier.js';
import { apiTokens } from './migrations/0040-api-tokens.js';
import { webhooks } from './migrations/0041-webhooks.js';
import { telegram } from './migrations/0042-telegram.js';
import { resellerNotices } from './migrations/0043-reseller-notices.js';
import { autoRenew } from './migrations/0044-auto-renew.js';

class CodeMigrations implements MigrationProvider {
  constructor(private readonly handle: DbHandle) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001-foundation': foundation(this.handle.dialect),
      '0002-services': services(this.handle.dialect),
      '0003-freeradius': freeradius(this.handle.dialect),
      '0004-nodes': nodes(this.handle.dialect),
      '0005-ip-ranges': ipRanges(this.handle.dialect),
      '0006-gift-cards': giftCards(this.handle.dialect),
      '0007-top-ups': topUps(this.handle.dialect),
      '0008-traffic-packages': trafficPackages(this.handle.dialect),
      '0009-reseller-settings': resellerSettings(),
      '0010-store': store(this.handle.dialect),
      '0011-delivery': delivery(),
      '0012-audit': audit(this.handle.dialect),
      '0013-gift-card-batches': giftCardBatches(this.handle.dialect),
      '0014-node-users-service': nodeUsersService(),
      '0015-node-checks': nodeChecks(),
      '0016-performance': performanceIndexes(this.handle.dialect),
      '0017-lean-indexes': leanIndexes(),
      '0018-kept-counts': keptCounts(this.handle.dialect),
      '0019-status-and-search': statusAndSearch(this.handle.dialect),
      '0020-usage-pages': usagePages(this.handle.dialect),
      '0021-owner-trigrams': ownerTrigrams(this.handle.dialect),
      '0022-no-delivery-index': noDeliveryIndex(),
      '0023-services-search-table': servicesSearchTable(this.handle.dialect),
      '0024-radius-usage-moved': radiusUsageMoved(this.handle.dialect),
      '0025-service-counts-in-slots': serviceCountsInSlots(this.handle.dialect),
      '0026-radius-sessions-counted': radiusSessionsCounted(this.handle.dialect),
      '0027-unlimited-packages': unlimitedPackages(),
      '0028-search-merging': searchMerging(this.handle.dialect),
      '0029-referral-vesting': referralVesting(this.handle.dialect),
      '0030-node-core': nodeCore(),
      '0031-node-inbounds': nodeInbounds(this.handle.dialect),
      '0032-inbound-accounts': inboundAccounts(this.handle.dialect),
      '0033-listen-and-reality-minimum': listenAndRealityMinimum(),
      '0034-login-addresses': loginAddresses(this.handle.dialect),
      '0035-service-notes': serviceNotes(this.handle.dialect),
      '0036-fair-use-limits': fairUseLimits(this.handle.dialect),
      '0037-radius-sessions-and-coa': radiusSessionsAndCoa(this.handle.dialect),
      '0038-fair-use-pauses': fairUsePauses(this.handle.dialect),
      '0039-node-traffic-multiplier': nodeTrafficMultiplier(),
      '0040-api-tokens': apiTokens(this.handle.dialect),
      '0041-webhooks': webhooks(this.handle.dialect),
      '0042-telegram': telegram(this.handle.dialect),
      '0043-reseller-notices': resellerNotices(this.handle.dialect),
      '0044-auto-renew': autoRenew(this.handle.dialect),
    };
  }
}

/** Migrates only up to `name` (tests make a database as it was before a later migration, then migrate it). */
export async function migrateTo(handle: DbHandle, name: string): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: new CodeMigrations(handle) });
  const { error, results } = await migrator.migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Runs at every start; each migration runs once, in order, inside Kysely's migration lock. */
export async function migrateToLatest(handle: DbHandle): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: new CodeMigrations(handle) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** The code's migration names, in order; the same for both dialects. */
let codeMigrationNames: string[] | undefined;

/**
 * The code's migrations the database has not applied, and those it has that the code does not know (a newer version
 * migrated it), read from Kysely's own table. Throws when the database does not answer (`GET /api/ready`).
 */
export async function migrationDrift(handle: DbHandle): Promise<{ pending: string[]; unknown: string[] }> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
  codeMigrationNames ??= Object.keys(await new CodeMigrations(handle).getMigrations());
  const inDb = new Set(applied.rows.map((r) => r.name));
  const inCode = new Set(codeMigrationNames);
  return {
    pending: codeMigrationNames.filter((name) => !inDb.has(name)),
    unknown: [...inDb].filter((name) => !inCode.has(name)).sort(),
  };
}
