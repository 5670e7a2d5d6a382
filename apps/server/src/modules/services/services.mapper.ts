import {
  SERVICE_STATUS,
  SERVICE_STATUS_LABELS,
  type Service,
  type ServiceStatus,
  shareRemark,
  toJalaliDate,
} from '@pishkhan/contract';
import { type ServiceEndpoint, shareLinkOf } from '../../integrations/core/accounts.js';
import { GIB, type ListedService } from './service-rows.js';

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** docs/product/services-and-statuses.md#service-status-codes and #what-a-service-offers, decided once on the server: status code, and which actions the panel offers. */
export function serviceState(row: ListedService, now: Date) {
  const usedGb = (row.upload_bytes + row.download_bytes + row.radius_bytes) / GIB;
  const limitGb = row.traffic_gb;
  const expires = row.expire_in ? new Date(row.expire_in) : null;
  const { UNUSED, EXPIRED, TRAFFIC_FINISHED, ACTIVE } = SERVICE_STATUS;
  let statuscode: ServiceStatus;
  if (!row.started_at) statuscode = UNUSED;
  else if (expires && expires <= now) statuscode = EXPIRED;
  else if (!row.unlimited_traffic && usedGb >= limitGb) statuscode = TRAFFIC_FINISHED;
  else statuscode = ACTIVE;
  const usedpercent = limitGb > 0 && !row.unlimited_traffic ? Math.min(100, round2((usedGb / limitGb) * 100)) : 0;
  const remainDays = expires ? Math.max(0, Math.ceil((expires.getTime() - now.getTime()) / DAY_MS)) : row.days;
  return {
    statuscode,
    usedGb,
    usedpercent,
    remainDays,
    can_switch: statuscode !== EXPIRED && statuscode !== TRAFFIC_FINISHED,
    // Any time once started (decision 098): an unused service's period has not begun, a renewal changes it.
    can_add_traffic: expires !== null && statuscode !== UNUSED,
    can_delete: statuscode !== ACTIVE || usedGb < 0.1,
    refundable: statuscode === UNUSED || usedGb < 0.1,
    expiry_warning: expires !== null && statuscode !== UNUSED && remainDays <= 3,
    usage_warning: usedpercent >= 80,
  };
}

/** The `#name` of a share link, worked out on every read, so a changed remark reaches existing links too. */
export function remarkOf(row: ListedService) {
  return shareRemark(
    { id: row.id, batch: row.group_id !== null, who: row.customer_name || row.customer_mobile },
    { remarks: row.owner_remarks ?? '', groupremarks: row.owner_groupremarks },
  );
}

export function toService(row: ListedService, ctx: { now: Date; link: ServiceEndpoint; publicUrl: string }): Service {
  const s = serviceState(row, ctx.now);
  return {
    id: row.id,
    email: row.is_radius ? row.username : '',
    password: row.is_radius ? row.password : '',
    link: row.is_v2ray ? shareLinkOf(ctx.link, row.v2ray_uuid, remarkOf(row)) : '',
    subscription_url: row.is_v2ray ? `${ctx.publicUrl}/sub/${row.sub_token}` : '',
    expire_in: row.expire_in,
    jreg_date: toJalaliDate(row.created_at),
    jexpire_in: row.expire_in ? toJalaliDate(row.expire_in) : '',
    expired_at: row.expired_at,
    remainDays: s.remainDays,
    statuscode: s.statuscode,
    status: SERVICE_STATUS_LABELS[s.statuscode] ?? '',
    banned: row.banned,
    usedpercent: s.usedpercent,
    transfer_totalgb: round2(s.usedGb),
    transfer_enablegb: row.traffic_gb,
    can_switch: s.can_switch,
    can_add_traffic: s.can_add_traffic,
    can_delete: s.can_delete,
    refundable: s.refundable,
    expiry_warning: s.expiry_warning,
    usage_warning: s.usage_warning,
    userservice: {
      is_radius: row.is_radius,
      is_v2ray: row.is_v2ray,
      is_custom: row.is_custom,
      cost: row.cost,
      info: row.info,
      startdate: row.started_at,
      username: row.username,
      paid: row.paid,
      unlimited_traffic: row.unlimited_traffic,
      package_id: row.package_id,
      days: row.days,
      user: { id: row.customer_id, mobile: row.customer_mobile ?? '', name: row.customer_name ?? '' },
    },
    note: row.note,
    group_id: row.group_id,
    device_limit: row.device_limit,
    devices_used: row.devices_used,
    simultaneous_limit: row.simultaneous_limit,
    paused_until: row.paused_until,
    auto_renew: row.auto_renew,
  };
}
