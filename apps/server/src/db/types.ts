import type {
  FINGERPRINTS,
  FLOWS,
  InboundProtocol,
  Security,
  SsMethod,
  Transport,
  XHTTP_MODES,
} from '@pishkhan/contract';
import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable, UpdateObject } from 'kysely';

/** Booleans are stored as 0/1 integers and timestamps as ISO-8601 UTC text on both dialects. */
type Flag = number;

export interface PayGroupsTable {
  id: Generated<number>;
  name: string;
  has_perfectmoney: Flag;
  has_crypto: Flag;
  perfect_charge_rate: number;
  crypto_charge_rate: number;
  telegram: string;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  type: 'ADMIN' | 'RESELLER' | 'CUSTOMER';
  name: string;
  mobile: string;
  password_hash: string | null;
  active: Flag;
  owner_id: number | null;
  referrer_id: number | null;
  referral_code: string | null;
  telegram: string;
  discount: number;
  volumeservice: Flag;
  storeenable: Flag;
  referralreward: number;
  paygroup_id: number;
  balance: Generated<number>;
  traffic_used: Generated<number>;
  traffic_total: Generated<number>;
  pool_expires_at: string | null;
  pool_started_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  notifications_seen_id: Generated<number>;
  /** The reseller's notice thresholds (migration 0043, decision 113): days and GB left, and a balance (0: off). */
  notice_expiring_days: Generated<number>;
  notice_expiring_traffic_gb: Generated<number>;
  notice_balance_low: Generated<number>;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
}

export interface OtpCodesTable {
  id: Generated<number>;
  mobile: string;
  purpose: 'login' | 'register' | 'link';
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** An address an account logged in from, and when last (migration 0034, decision 004). */
export interface LoginAddressesTable {
  user_id: number;
  address: string;
  last_at: string;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  message: string;
  created_at: string;
}

export interface TransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  amount: number;
  balance_after: number;
  info: string;
  ref_type: string | null;
  ref_id: number | null;
  actor_id: number | null;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface RateCountersTable {
  key: string;
  count: number;
  expires_at: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  claim_id: string;
  status: 'pending' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database
  extends ServicesDatabase,
    RadiusDatabase,
    NodesDatabase,
    IpRangesDatabase,
    GiftCardsDatabase,
    TopUpsDatabase,
    VolumeDatabase,
    StoreDatabase,
    ResellerSettingsDatabase,
    EventNoticesDatabase,
    AuditDatabase,
    TelegramDatabase,
    ApiTokensDatabase,
    WebhooksDatabase {
  pay_groups: PayGroupsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  otp_codes: OtpCodesTable;
  login_addresses: LoginAddressesTable;
  sms_outbox: SmsOutboxTable;
  transactions: TransactionsTable;
  settings: SettingsTable;
  rate_counters: RateCountersTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
/** Every column of a user but the balance, which only the ledger writes (`BalanceUpdate`). */
export type UserUpdate = Omit<Updateable<UsersTable>, 'balance'>;
/** The ledger's one write to a user: the balance moved by a movement, and the row's stamp. */
export type BalanceUpdate = Required<Pick<UpdateObject<Database, 'users'>, 'balance' | 'updated_at'>>;
export type PayGroupRow = Selectable<PayGroupsTable>;
export type TransactionRow = Selectable<TransactionsTable>;

export interface PackageGroupsTable {
  id: Generated<number>;
  name: string;
  info: string;
  active: Flag;
  sort: number;
  created_at: string;
}

export interface PackagesTable {
  id: Generated<number>;
  packagegroup_id: number;
  name: string;
  info: string;
  price: number;
  days: number;
  traffic_gb: number;
  /** Sold by time alone: its services never run out of traffic (decision 053). */
  unlimited_traffic: Generated<Flag>;
  is_v2ray: Flag;
  is_radius: Flag;
  is_custom: Flag;
  transferlimit: number;
  day: number;
  month_rate: number;
  active: Flag;
  sort: number;
  created_at: string;
  /** Distinct devices a subscription serves, 0: no limit (migration 0036, decision 105). */
  device_limit: Generated<number>;
  /** What a subscription request that names no device gets (decision 105). */
  no_device_id: Generated<NoDeviceId>;
  /** RADIUS sessions or Xray addresses at once, 0: no limit. */
  simultaneous_limit: Generated<number>;
}

export type NoDeviceId = 'allow' | 'unknown' | 'refuse';

export interface ServiceGroupsTable {
  id: Generated<number>;
  owner_id: number;
  package_id: number;
  info: string;
  description: string;
  count: number;
  created_at: string;
}

export interface ServicesTable {
  id: Generated<number>;
  owner_id: number;
  customer_id: number | null;
  package_id: number;
  group_id: number | null;
  info: string;
  /** The reseller's own note (migration 0035), searched with the username and description. */
  note: Generated<string>;
  username: string;
  password: string;
  v2ray_uuid: string;
  sub_token: string;
  is_v2ray: Flag;
  is_radius: Flag;
  is_custom: Flag;
  days: number;
  traffic_gb: number;
  unlimited_traffic: Generated<Flag>;
  /** RADIUS traffic of the current period, both directions: what its sessions grew by since it began (decision 051). */
  radius_bytes: Generated<number>;
  upload_bytes: Generated<number>;
  download_bytes: Generated<number>;
  cost: number;
  /** The referral profit the service's current cost paid (or will pay) its owner's referrer. */
  referral_profit: Generated<number>;
  /** The part of `referral_profit` not yet paid: the sale can still be refunded (decision 080). */
  referral_pending: Generated<number>;
  /** GB this service took from the reseller's pool (0: paid in Toman). */
  pool_gb: Generated<number>;
  paid: Generated<Flag>;
  banned: Generated<Flag>;
  started_at: string | null;
  expire_in: string | null;
  expired_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** When the service first reached one of its V2Ray nodes (null: not yet, or not a V2Ray service). */
  delivered_at: string | null;
  /** 1 when the service has used up its traffic (worked out by the database from the counters, migration 0019). */
  traffic_over: GeneratedAlways<Flag>;
  /** Taken from the package at purchase; the reseller may lower it (migration 0036). 0: no limit. */
  device_limit: Generated<number>;
  simultaneous_limit: Generated<number>;
  /** Paused by the fair-use policy until then (decision 107): off its nodes, apart from `banned`; null: not paused. */
  paused_until: string | null;
  /** Renewed from the owner's balance when it stops (migration 0044, decision 114). */
  auto_renew: Generated<Flag>;
  /** The stop (`expired_at`) an automatic renewal last failed at and was told of; null: none. */
  auto_renew_failed_for: string | null;
}
export type NewService = Insertable<ServicesTable>;

/**
 * Kept by triggers on `services` (migrations 0018 and 0019, decisions 033 and 035): a reseller's live services and
 * subsets of them. `dated`: started, with an expiry; `stopped`: of those, the ones the usage pass stamped as ended.
 * On PostgreSQL an owner has up to 16 rows, one per `slot` (a service's id modulo 16; migration 0025, decision 033),
 * and the counts are their sums; SQLite keeps one row per owner.
 */
export interface ServiceCountsTable {
  owner_id: number;
  live: number;
  unpaid: number;
  unstarted: number;
  radius: number;
  dated: number;
  stopped: number;
}

/** Kept by triggers on `transactions` (migration 0018): a user's ledger rows of one type. */
export interface TransactionCountsTable {
  user_id: number;
  type: number;
  n: number;
}

export interface ProvisioningJobsTable {
  id: Generated<number>;
  service_id: number;
  action: 'add' | 'remove' | 'sync';
  status: Generated<'pending' | 'done'>;
  attempts: Generated<number>;
  run_after: string;
  created_at: string;
  done_at: string | null;
  last_error: Generated<string>;
}

export interface UsageDailyTable {
  id: Generated<number>;
  service_id: number;
  day: string;
  upload_bytes: number;
  download_bytes: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number | null;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface ServerInfosTable {
  id: Generated<number>;
  name: string;
  items: string;
  created_at: string;
}

export interface OvpnFilesTable {
  id: Generated<number>;
  name: string;
  content: string;
  created_at: string;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  email: string;
  subject: string;
  body: string;
  created_at: string;
}

/** A device a service's subscription URL has served (decision 105), known by the id its app sends. */
export interface ServiceDevicesTable {
  id: Generated<number>;
  service_id: number;
  hwid: string;
  os: string;
  os_version: string;
  model: string;
  user_agent: string;
  first_seen: string;
  last_seen: string;
}

/** The fair-use policy's samples and the entries the reseller sees (migration 0038, decision 107). */
export interface FairUseDatabase {
  fairuse_samples: { service_id: number; at: string; addresses: number };
  fairuse_events: {
    id: Generated<number>;
    service_id: number;
    kind: 'warn' | 'pause' | 'resume';
    detail: string;
    at: string;
  };
}

export interface ServicesDatabase extends FairUseDatabase {
  service_devices: ServiceDevicesTable;
  package_groups: PackageGroupsTable;
  packages: PackagesTable;
  service_groups: ServiceGroupsTable;
  services: ServicesTable;
  service_counts: ServiceCountsTable;
  transaction_counts: TransactionCountsTable;
  provisioning_jobs: ProvisioningJobsTable;
  usage_daily: UsageDailyTable;
  notifications: NotificationsTable;
  server_infos: ServerInfosTable;
  ovpn_files: OvpnFilesTable;
  email_outbox: EmailOutboxTable;
}

export type PackageRow = Selectable<PackagesTable>;
export type PackageGroupRow = Selectable<PackageGroupsTable>;
export type ServiceRow = Selectable<ServicesTable>;

/** FreeRADIUS's own tables (the columns Pishkhan reads or writes). */
export interface RadcheckTable {
  id: Generated<number>;
  username: string;
  attribute: string;
  op: string;
  value: string;
}

export interface RadacctTable {
  radacctid: Generated<number>;
  acctsessionid: string;
  acctuniqueid: string;
  username: string | null;
  nasipaddress: string;
  acctstarttime: string | number | Date | null;
  acctupdatetime: string | number | Date | null;
  acctstoptime: string | number | Date | null;
  acctinputoctets: number | string | null;
  acctoutputoctets: number | string | null;
  framedipaddress: string | null;
  /** OpenVPN's RADIUS plugin and ocserv put the user's public address here. */
  callingstationid: string | null;
}

export interface NasTable {
  id: Generated<number>;
  nasname: string;
  shortname: string | null;
  type: Generated<string>;
  secret: string;
  description: string | null;
  /** Where the NAS takes Disconnect-Requests (RFC 5176; migration 0037). */
  coa_port: Generated<number>;
  /** The last Disconnect-Request's outcome, in Persian, whose session it named, and when (decision 106). */
  last_disconnect: string | null;
  last_disconnect_username: string | null;
  last_disconnect_at: string | null;
}

/** FreeRADIUS's `nasreload` (migration 0037): when each NAS last sent Accounting-On. */
export interface NasreloadTable {
  nasipaddress: string;
  reloadtime: string;
}

/** The usernames whose accounting moved since the usage pass read them, kept by triggers on `radacct` (decision 051). */
export interface RadacctMovedTable {
  username: string;
}

/** Per session (FreeRADIUS's `acctuniqueid`), the octets the usage pass has counted (decision 051). */
export interface RadiusCountedTable {
  acctuniqueid: string;
  input_octets: number | string;
  output_octets: number | string;
  /** When its `radacct` row was deleted; the pass forgets it a month later. */
  gone_at: string | null;
}

export interface RadiusDatabase {
  radcheck: RadcheckTable;
  radacct: RadacctTable;
  radacct_moved: RadacctMovedTable;
  radius_counted: RadiusCountedTable;
  nas: NasTable;
  nasreload: NasreloadTable;
}

export interface NodesTable {
  id: Generated<number>;
  name: string;
  api_address: string;
  /** The core the node runs (decision 085); nodes made before migration 0030 are 'v2ray'. */
  core: Generated<'v2ray' | 'xray'>;
  /** The PEM the API link's TLS is pinned to; empty for a plain link (decision 086). */
  api_ca: Generated<string>;
  api_server_name: Generated<string>;
  /** The public address every inbound's links point at (and each inbound's own `addresses`). */
  host: string;
  /** The inbounds the running core was last seen with, `tag:kind` comma-separated (migration 0032). */
  running_inbounds: Generated<string>;
  /** Where the node's file has the API and the inbounds listen (migration 0033). */
  api_listen: Generated<string>;
  inbound_listen: Generated<string>;
  active: Flag;
  status: Generated<'unknown' | 'up' | 'down'>;
  last_seen_at: string | null;
  last_error: Generated<string>;
  created_at: string;
  /** Until when a health check holds the node (decision 024); null when no check is under way. */
  check_lease: string | null;
  /** What a byte through the node counts for against a service's traffic, 0.1–10 (migration 0039, decision 109). */
  traffic_multiplier: Generated<number>;
}

/** One inbound of a node (decision 086); list columns are comma-separated. */
export interface NodeInboundsTable {
  id: Generated<number>;
  node_id: number;
  tag: string;
  protocol: InboundProtocol;
  port: number;
  transport: Transport;
  xhttp_mode: (typeof XHTTP_MODES)[number];
  security: Security;
  sni: string;
  alpn: string;
  fingerprint: (typeof FINGERPRINTS)[number];
  host: string;
  path: string;
  service_name: string;
  flow: (typeof FLOWS)[number];
  reality_public_key: string;
  reality_private_key: string;
  reality_short_ids: string;
  reality_server_names: string;
  reality_dest: string;
  reality_spider_x: string;
  /** The lowest REALITY client version admitted; '' for Xray's default (migration 0033). */
  reality_min_client_ver: Generated<string>;
  ss_method: SsMethod;
  ss_server_key: string;
  addresses: string;
  /** The order the admin listed them in: links follow it. */
  position: number;
  created_at: string;
}

export interface NodesDatabase {
  nodes: NodesTable;
  node_inbounds: NodeInboundsTable;
  package_group_nodes: { group_id: number; node_id: number };
  /**
   * What each node's running core holds, by the tag and in the form each account was added in (decision 086): nothing
   * is added twice, an account is taken off by the tag it is really under, and a restart is refilled from here.
   */
  inbound_accounts: {
    node_id: number;
    tag: string;
    service_id: number;
    uuid: string;
    form: string;
    created_at: string;
  };
}
export type NodeRow = Selectable<NodesTable>;
export type InboundRow = Selectable<NodeInboundsTable>;

export interface IpRangesDatabase {
  ip_ranges: {
    id: Generated<number>;
    /** 32 hex digits: the address as IPv6 (IPv4 mapped into ::ffff:0:0/96). */
    range_start: string;
    range_end: string;
    /** The range as the admin wrote it (CIDR or start-end). */
    label: string;
    provider: string;
  };
}

export interface GiftCardsDatabase {
  gift_cards: {
    id: Generated<number>;
    serial: string;
    /** Toman. */
    amount: number;
    label: Generated<string>;
    created_by: number | null;
    created_at: string;
    used_by: number | null;
    used_at: string | null;
    batch_id: number | null;
  };
  gift_card_batches: {
    id: Generated<number>;
    amount: number;
    count: number;
    label: Generated<string>;
    created_by: number | null;
    created_at: string;
  };
}

export interface TopUpsDatabase {
  voucher_redemptions: {
    id: Generated<number>;
    user_id: number;
    ev_number: string;
    /** `pending` while PerfectMoney is asked, then `credited` or `failed`. */
    status: 'pending' | 'credited' | 'failed';
    amount_usd: string | null;
    batch_num: string | null;
    usd_price: number | null;
    charge_rate: number | null;
    toman: number | null;
    error: Generated<string>;
    created_at: string;
    updated_at: string;
  };
  crypto_wallets: {
    id: Generated<number>;
    user_id: number;
    currency: 'TRX' | 'TON';
    network: string;
    order_id: string;
    wallet_uuid: string;
    address_uuid: string;
    address: string;
    created_at: string;
  };
  crypto_payments: {
    id: Generated<number>;
    uuid: string;
    user_id: number;
    wallet_id: number;
    currency: 'TRX' | 'TON';
    /** As Cryptomus sends it: a decimal string in the coin. */
    amount: string;
    txid: Generated<string>;
    rate_toman: number;
    charge_rate: number;
    toman: number;
    status: 'held' | 'credited';
    transaction_id: number | null;
    created_at: string;
    credited_at: string | null;
  };
}

export interface VolumeDatabase {
  traffic_packages: {
    id: Generated<number>;
    name: string;
    /** Toman. */
    price: number;
    /** GB added to the pool. */
    transferlimit: number;
    /** Days of pool the package grants. */
    days: number;
    active: Flag;
    sort: number;
    created_at: string;
  };
}
export type TrafficPackageRow = Selectable<VolumeDatabase['traffic_packages']>;

export interface StoreDatabase {
  payment_methods: {
    id: Generated<number>;
    code: 'zarinpal' | 'cryptomus' | 'card';
    name: string;
    /** JSON array of the key names a store fills in. */
    keys: string;
    active: Generated<Flag>;
    created_at: string;
  };
  store_payment_configs: {
    id: Generated<number>;
    user_id: number;
    payment_method_id: number;
    active: Flag;
    sort_order: number;
    changepercent: number;
    /** JSON array of `{name, value}`. */
    items: string;
    created_at: string;
    updated_at: string;
  };
  store_products: {
    id: Generated<number>;
    user_id: number;
    package_id: number;
    name: string;
    /** Toman the customer pays (before a method's changepercent). */
    price: number;
    active: Flag;
    token: string;
    created_at: string;
    updated_at: string;
    deleted_at: string | null;
  };
  store_orders: {
    id: Generated<number>;
    token: string;
    user_id: number;
    product_id: number;
    package_id: number;
    info: string;
    mobile: Generated<string>;
    email: Generated<string>;
    price: number;
    amount: string;
    currency: string;
    config_id: number;
    method: 'zarinpal' | 'cryptomus' | 'card';
    /** 0 awaiting payment, 1 paid, 2 delivered, 3 failed or cancelled. */
    status: Generated<number>;
    gateway_ref: string | null;
    reference: Generated<string>;
    service_id: number | null;
    notified_at: string | null;
    created_at: string;
    updated_at: string;
    paid_at: string | null;
    delivered_at: string | null;
  };
}

export interface ResellerSettingsDatabase {
  reseller_settings: {
    user_id: number;
    /** An https link (a Telegram handle is saved as its t.me link); empty: the reseller's own Telegram. */
    supportlink: Generated<string>;
    store: Generated<string>;
    servicename: Generated<string>;
    remarks: Generated<string>;
    /** The switch for bulk-user remarks (docs/decisions/018). */
    groupremarks: Generated<Flag>;
    updated_at: string;
  };
}

/** Notices told once (migration 0043, decision 113): a conditional insert decides which instance tells it. */
export interface EventNoticesDatabase {
  service_notices: {
    service_id: number;
    reason: 'days' | 'traffic';
    expire_in: string;
    /** For traffic, the GB the notice was told at; 0 for days. */
    traffic_gb: number;
    created_at: string;
  };
  device_refusal_notices: { service_id: number; hwid: string; day: string };
}

export interface AuditDatabase {
  audit_log: {
    id: Generated<number>;
    actor_id: number;
    /** `money`: a call that moves money (whoever made it); `admin`: any other change an admin made. */
    kind: 'admin' | 'money';
    method: string;
    /** The endpoint's path with its `:params` (`/users/:id`). */
    path: string;
    /** The user the action was about, if any. */
    subject_id: number | null;
    target_id: number | null;
    status: number;
    ip: string;
    /** The request's params, query and body as JSON, secrets masked. */
    details: string;
    created_at: string;
    /** The API token the call was made with (migration 0040, decision 110); null: a login session. */
    api_token_id: number | null;
    api_token_name: string | null;
  };
}

export interface ApiTokensDatabase {
  api_tokens: {
    id: Generated<number>;
    user_id: number;
    name: string;
    /** SHA-256 hex of the whole token; the token itself is never stored (decision 110). */
    token_hash: string;
    /** `pkh_` and the secret's first characters, shown to recognise it. */
    prefix: string;
    /** Comma-separated `ApiScope`s. */
    scopes: string;
    created_at: string;
    last_used_at: string | null;
    /** null: never expires. */
    expires_at: string | null;
    revoked_at: string | null;
  };
}

/** Telegram notices (migration 0042, decision 112). */
export interface TelegramDatabase {
  telegram_links: {
    user_id: number;
    chat_id: number;
    tg_username: string;
    tg_first_name: string;
    linked_at: string;
  };
  telegram_link_codes: {
    /** SHA-256 hex of the start code; the code itself is never stored. */
    code_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  telegram_messages: {
    id: Generated<number>;
    chat_id: number;
    user_id: number | null;
    text: string;
    status: 'pending' | 'sent' | 'failed';
    attempts: Generated<number>;
    /** A pending message's earliest send; a finished one's finish. */
    next_attempt_at: string;
    /** A sender holds the message until then (two instances never send one twice). */
    lease_until: string | null;
    last_error: Generated<string>;
    created_at: string;
    sent_at: string | null;
  };
  telegram_state: {
    id: number;
    /** The next getUpdates offset: the last handled update_id + 1. */
    update_offset: number;
    poll_owner: string | null;
    poll_lease: string | null;
    /** No message goes before this (Telegram's `retry_after`). */
    hold_until: string | null;
  };
}

/** Signed webhooks (migration 0041, decision 111). */
export interface WebhooksDatabase {
  webhook_endpoints: {
    id: Generated<number>;
    user_id: number;
    url: string;
    /** Comma-separated `ResellerEventType`s. */
    events: string;
    /** `whsec_` and base64 of 32 random bytes (Standard Webhooks); the key is the decoded bytes. */
    secret: string;
    status: Generated<'active' | 'paused'>;
    /** Failed attempts in a row; WEBHOOK_PAUSE_AFTER of them pause the endpoint. */
    failures: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  webhook_deliveries: {
    id: Generated<number>;
    endpoint_id: number;
    /** `webhook-id`, the same on every attempt. */
    msg_id: string;
    event_type: string;
    /** The exact JSON sent, frozen when the event was written. */
    body: string;
    status: Generated<'pending' | 'delivered' | 'failed'>;
    attempts: Generated<number>;
    /** A pending delivery's next attempt; a claimed attempt moves it past its lease; null once finished. */
    next_attempt_at: string | null;
    response_status: number | null;
    response_body: Generated<string>;
    error: Generated<string>;
    created_at: string;
    attempted_at: string | null;
  };
}
