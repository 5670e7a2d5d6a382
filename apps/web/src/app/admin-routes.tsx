import { Navigate, type RouteObject } from 'react-router';

/** A lazy admin screen: `load` imports its route module, `name` is the component it exports. */
const screen = <M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  name: keyof M,
): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
});

/**
 * The provider's area under /admin. Every screen, its layout included, is a lazy chunk, so the reseller's
 * /login bundle does not carry it (decision 028).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: async () => ({ Component: (await import('./routes/admin-layout')).AdminLayoutRoute }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/admin-overview')).AdminOverviewRoute }) },
      screen('resellers', () => import('./routes/admin-resellers'), 'AdminResellersRoute'),
      screen('resellers/:id', () => import('./routes/admin-reseller'), 'AdminResellerRoute'),
      screen('paygroups', () => import('./routes/admin-paygroups'), 'AdminPayGroupsRoute'),
      screen('catalogue', () => import('./routes/admin-catalogue'), 'AdminCatalogueRoute'),
      screen('nodes', () => import('./routes/admin-nodes'), 'AdminNodesRoute'),
      screen('nas', () => import('./routes/admin-nas'), 'AdminNasRoute'),
      screen('servers', () => import('./routes/admin-servers'), 'AdminServersRoute'),
      screen('openvpn', () => import('./routes/admin-openvpn'), 'AdminOpenVpnRoute'),
      screen('transactions', () => import('./routes/admin-transactions'), 'AdminTransactionsRoute'),
      screen('giftcards', () => import('./routes/admin-giftcards'), 'AdminGiftCardsRoute'),
      screen('giftcards/:id', () => import('./routes/admin-giftcard-batch'), 'AdminGiftCardBatchRoute'),
      screen('rates', () => import('./routes/admin-rates'), 'AdminRatesRoute'),
      screen('paymentmethods', () => import('./routes/admin-paymentmethods'), 'AdminPaymentMethodsRoute'),
      screen('notifications', () => import('./routes/admin-notifications'), 'AdminNotificationsRoute'),
      screen('maintenance', () => import('./routes/admin-maintenance'), 'AdminMaintenanceRoute'),
      screen('audit', () => import('./routes/admin-audit'), 'AdminAuditRoute'),
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
