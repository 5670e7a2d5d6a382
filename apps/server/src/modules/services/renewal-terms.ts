import type { RenewMode } from '@pishkhan/contract';
import type { Quote } from '../catalogue/catalogue.service.js';
import { soldByTime } from './purchase.service.js';
import { DAY_MS } from './service-access.js';
import type { ServiceUpdate, ServiceWithCustomer } from './service-rows.js';
import { serviceState } from './services.mapper.js';

/**
 * What a renewal makes of a service (decision 098), besides what it is paid: `reset` starts the package afresh now,
 * the usage zeroed and what was left dropped; `add` keeps the usage and puts the package's GB on top of the GB left and
 * its days after the current expiry (after today once it has passed; an unused service's period, which starts at
 * first use, just grows). What an unlimited service had left is no GB a limited package can add to.
 */
export function renewedTerms(row: ServiceWithCustomer, quote: Quote, mode: RenewMode, now: Date): ServiceUpdate {
  const unlimited = soldByTime(quote.pkg);
  const common = {
    package_id: quote.pkg.id,
    info: quote.pkg.name,
    is_custom: quote.pkg.is_custom,
    unlimited_traffic: unlimited,
    // A renewal to another package takes its fair-use limits; the same package keeps what the reseller lowered them to.
    ...(quote.pkg.id === row.package_id
      ? {}
      : { device_limit: quote.pkg.device_limit, simultaneous_limit: quote.pkg.simultaneous_limit }),
    expired_at: null,
    updated_at: now.toISOString(),
  };
  if (mode === 'reset') {
    return {
      ...common,
      days: quote.days,
      traffic_gb: quote.trafficGb,
      upload_bytes: 0,
      radius_bytes: 0,
      download_bytes: 0,
      started_at: now.toISOString(),
      expire_in: new Date(now.getTime() + quote.days * DAY_MS).toISOString(),
    };
  }
  const { usedGb } = serviceState(row, now);
  const counted = row.unlimited_traffic ? usedGb : Math.max(row.traffic_gb, usedGb);
  const traffic_gb = unlimited ? quote.trafficGb : counted + quote.trafficGb;
  if (!row.expire_in) return { ...common, traffic_gb, days: row.days + quote.days };
  const from = Math.max(now.getTime(), new Date(row.expire_in).getTime());
  return {
    ...common,
    traffic_gb,
    days: quote.days,
    expire_in: new Date(from + quote.days * DAY_MS).toISOString(),
  };
}
