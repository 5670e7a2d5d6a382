import type { RepositoryCases } from './case.js';
import apitokens from './cases/apitokens.repository.js';
import audit from './cases/audit.repository.js';
import auth from './cases/auth.repository.js';
import catalogue from './cases/catalogue.repository.js';
import crypto from './cases/crypto.repository.js';
import devices from './cases/devices.repository.js';
import email from './cases/email.repository.js';
import events from './cases/events.repository.js';
import fairuse from './cases/fairuse.repository.js';
import giftcards from './cases/giftcards.repository.js';
import idempotency from './cases/idempotency.repository.js';
import ipranges from './cases/ipranges.repository.js';
import ledger from './cases/ledger.repository.js';
import nodes from './cases/nodes.repository.js';
import notices from './cases/notices.repository.js';
import notifications from './cases/notifications.repository.js';
import overview from './cases/overview.repository.js';
import payGroups from './cases/pay-groups.repository.js';
import profile from './cases/profile.repository.js';
import provisioning from './cases/provisioning.repository.js';
import radius from './cases/radius.repository.js';
import serviceGroups from './cases/service-groups.repository.js';
import services from './cases/services.repository.js';
import servicesList from './cases/services-list.repository.js';
import sessions from './cases/sessions.repository.js';
import settings from './cases/settings.repository.js';
import sms from './cases/sms.repository.js';
import store from './cases/store.repository.js';
import telegram from './cases/telegram.repository.js';
import throttle from './cases/throttle.repository.js';
import transactions from './cases/transactions.repository.js';
import usage from './cases/usage.repository.js';
import users from './cases/users.repository.js';
import volume from './cases/volume.repository.js';
import vouchers from './cases/vouchers.repository.js';
import webhooks from './cases/webhooks.repository.js';

/** Each repository's cases, by its path under `src/modules`. */
export const REGISTRY: Readonly<Record<string, RepositoryCases>> = {
  'apitokens/apitokens.repository.ts': apitokens,
  'audit/audit.repository.ts': audit,
  'auth/auth.repository.ts': auth,
  'catalogue/catalogue.repository.ts': catalogue,
  'crypto/crypto.repository.ts': crypto,
  'email/email.repository.ts': email,
  'events/events.repository.ts': events,
  'events/notices.repository.ts': notices,
  'fairuse/fairuse.repository.ts': fairuse,
  'giftcards/giftcards.repository.ts': giftcards,
  'idempotency/idempotency.repository.ts': idempotency,
  'ipranges/ipranges.repository.ts': ipranges,
  'ledger/ledger.repository.ts': ledger,
  'nodes/nodes.repository.ts': nodes,
  'notifications/notifications.repository.ts': notifications,
  'overview/overview.repository.ts': overview,
  'profile/profile.repository.ts': profile,
  'provisioning/provisioning.repository.ts': provisioning,
  'radius/radius.repository.ts': radius,
  'services/devices.repository.ts': devices,
  'services/service-groups.repository.ts': serviceGroups,
  'services/services.repository.ts': services,
  'services/services-list.repository.ts': servicesList,
  'sessions/sessions.repository.ts': sessions,
  'settings/settings.repository.ts': settings,
  'sms/sms.repository.ts': sms,
  'store/store.repository.ts': store,
  'telegram/telegram.repository.ts': telegram,
  'throttle/throttle.repository.ts': throttle,
  'transactions/transactions.repository.ts': transactions,
  'usage/usage.repository.ts': usage,
  'users/pay-groups.repository.ts': payGroups,
  'users/users.repository.ts': users,
  'volume/volume.repository.ts': volume,
  'vouchers/vouchers.repository.ts': vouchers,
  'webhooks/webhooks.repository.ts': webhooks,
};
