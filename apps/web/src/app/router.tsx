import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { ComingSoon } from '../components/ui/coming-soon';
import { adminRoutes } from './admin-routes';
import { GuestRoute } from './guest-route';
import { AdminRoute, ProtectedRoute } from './protected-route';
import { RootGate } from './root-gate';
import { LoginRoute } from './routes/login';
import { LogoutRoute } from './routes/logout';

/** Screens of spec section 2 that later work builds: a Persian coming-soon state with their title. */
/** One component per currency, so moving between /tron and /ton starts the screen afresh. */
async function cryptoRoute(currency: 'TRX' | 'TON') {
  const { CryptoRoute } = await import('./routes/crypto');
  return { Component: () => <CryptoRoute currency={currency} /> };
}

const COMING_SOON: Record<string, string> = {
  '/soon': 'به‌زودی',
};

/** Every reseller screen is a lazy chunk, so /login loads only the shell (issue #8: under 150 KB gzipped). */
const layoutRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
  {
    path: '/notifications',
    lazy: async () => ({ Component: (await import('./routes/notifications')).NotificationsRoute }),
  },
  { path: '/referrals', lazy: async () => ({ Component: (await import('./routes/referrals')).ReferralsRoute }) },
  {
    path: '/groupservices',
    lazy: async () => ({ Component: (await import('./routes/groupservices')).GroupServicesRoute }),
  },
  {
    path: '/transactions',
    lazy: async () => ({ Component: (await import('./routes/transactions')).TransactionsRoute }),
  },
  { path: '/newservice', lazy: async () => ({ Component: (await import('./routes/newservice')).NewServiceRoute }) },
  {
    path: '/trafficservice',
    lazy: async () => ({ Component: (await import('./routes/trafficservice')).TrafficServiceRoute }),
  },
  { path: '/services', lazy: async () => ({ Component: (await import('./routes/services')).ServicesRoute }) },
  { path: '/giftcard', lazy: async () => ({ Component: (await import('./routes/giftcard')).GiftCardRoute }) },
  {
    path: '/perfectmoney',
    lazy: async () => ({ Component: (await import('./routes/perfectmoney')).PerfectMoneyRoute }),
  },
  { path: '/tron', lazy: async () => cryptoRoute('TRX') },
  { path: '/ton', lazy: async () => cryptoRoute('TON') },
  { path: '/settings', lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }) },
  {
    path: '/store/products',
    lazy: async () => ({ Component: (await import('./routes/store-products')).StoreProductsRoute }),
  },
  {
    path: '/store/orders',
    lazy: async () => ({ Component: (await import('./routes/store-orders')).StoreOrdersRoute }),
  },
  {
    path: '/store/paymentmethods',
    lazy: async () => ({ Component: (await import('./routes/store-paymentmethods')).StorePaymentMethodsRoute }),
  },
  ...Object.entries(COMING_SOON).map(([path, title]) => ({ path, element: <ComingSoon key={path} title={title} /> })),
];

export const routes: RouteObject[] = [
  // The store's public pages: for customers with no account, so no token, user or maintenance gate.
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/buy/:token', lazy: async () => ({ Component: (await import('./routes/buy')).BuyRoute }) },
      { path: '/order/:token', lazy: async () => ({ Component: (await import('./routes/order')).OrderRoute }) },
    ],
  },
  {
    element: <RootGate />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <GuestRoute />,
        children: [
          { path: '/login', element: <LoginRoute /> },
          { path: '/register', lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }) },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [{ errorElement: <RouteErrorBoundary />, children: layoutRoutes }],
      },
      {
        element: <AdminRoute />,
        children: [{ errorElement: <RouteErrorBoundary />, children: adminRoutes }],
      },
      // Both kinds of user log out here, whichever area they are in.
      { path: '/logout', element: <LogoutRoute /> },
      { path: '*', element: <Navigate to="/soon" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
