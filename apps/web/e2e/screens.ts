/** The panel's screens, for tests that walk every one of them. */

/** Every reseller screen's path and the test id of its screen. */
export const RESELLER_SCREENS: Array<[string, string]> = [
  ['/', 'dashboard'],
  ['/notifications', 'notifications'],
  ['/referrals', 'referrals'],
  ['/groupservices', 'groupservices'],
  ['/transactions', 'transactions'],
  ['/newservice', 'newservice'],
  ['/trafficservice', 'trafficservice'],
  ['/services', 'services'],
  ['/giftcard', 'giftcard'],
  ['/perfectmoney', 'perfectmoney'],
  ['/tron', 'crypto-trx'],
  ['/ton', 'crypto-ton'],
  ['/settings', 'settings'],
  ['/webhooks', 'webhooks'],
  ['/store/products', 'store-products'],
  ['/store/orders', 'store-orders'],
  ['/store/paymentmethods', 'store-paymentmethods'],
];

/** Every admin screen (`app/admin-routes.tsx`); `:id` filled in once the data exists. */
export const ADMIN_SCREENS: Array<[string, string]> = [
  ['/admin', 'admin-overview'],
  ['/admin/resellers', 'admin-resellers'],
  ['/admin/resellers/:reseller', 'admin-reseller'],
  ['/admin/paygroups', 'admin-paygroups'],
  ['/admin/catalogue', 'admin-catalogue'],
  ['/admin/nodes', 'admin-nodes'],
  ['/admin/nas', 'admin-nas'],
  ['/admin/servers', 'admin-servers'],
  ['/admin/openvpn', 'admin-openvpn'],
  ['/admin/transactions', 'admin-transactions'],
  ['/admin/giftcards', 'admin-giftcards'],
  ['/admin/giftcards/:batch', 'admin-giftcard-batch'],
  ['/admin/rates', 'admin-rates'],
  ['/admin/paymentmethods', 'admin-paymentmethods'],
  ['/admin/notifications', 'admin-notifications'],
  ['/admin/maintenance', 'admin-maintenance'],
  ['/admin/audit', 'admin-audit'],
];
