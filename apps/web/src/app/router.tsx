import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { ComingSoon } from '../components/ui/coming-soon';
import { LoadingScreen } from '../components/ui/loading-screen';
import { apiTokensQueryOptions } from '../features/api-tokens/api/get-api-tokens';
import { resellerInfoQueryOptions } from '../features/dashboard/api/get-reseller-info';
import { myNotificationsQueryOptions } from '../features/notifications/api/get-my-notifications';
import { newNotificationsQueryOptions } from '../features/notifications/api/get-new-notifications';
import { remarksQueryOptions } from '../features/profile/api/get-remarks';
import { supportQueryOptions } from '../features/profile/api/get-support';
import { referralsQueryOptions } from '../features/referrals/api/get-referrals';
import { serviceGroupsQueryOptions } from '../features/service-groups/api/get-service-groups';
import { myPackagesQueryOptions } from '../features/services/api/get-my-packages';
import { listFilters, readServicesAddress, servicesQueryOptions } from '../features/services/api/get-services';
import { myMethodsQueryOptions } from '../features/store/api/get-my-methods';
import { ordersQueryOptions } from '../features/store/api/get-orders';
import { productsQueryOptions } from '../features/store/api/get-products';
import { telegramQueryOptions } from '../features/telegram/api/get-telegram';
import { cryptoPriceQueryOptions } from '../features/topups/api/get-crypto-price';
import { usdPriceQueryOptions } from '../features/topups/api/get-usd-price';
import { walletsQueryOptions } from '../features/topups/api/get-wallets';
import { transactionsQueryOptions } from '../features/transactions/api/get-transactions';
import { readTransactionFilters } from '../features/transactions/utils/transaction-filters';
import { webhookDeliveriesQueryOptions } from '../features/webhooks/api/get-webhook-deliveries';
import { webhooksQueryOptions } from '../features/webhooks/api/get-webhooks';
import { authStore, knownUserType } from '../lib/auth-store';
import { readPage } from '../lib/page-param';
import { adminRoutes } from './admin-routes';
import { GuestRoute } from './guest-route';
import { AdminRoute, ProtectedRoute } from './protected-route';
import { queryClient } from './providers';
import { checkOnRouteChange, onPathChange, RootGate } from './root-gate';
import { loadDashboard, loadResellerLayout } from './route-modules';
import { LoginRoute } from './routes/login';
import { LogoutRoute } from './routes/logout';

/** Screens of docs/product/screens.md that later work builds: a Persian coming-soon state with their title. */
const COMING_SOON: Record<string, string> = {
  '/soon': 'به‌زودی',
};

/**
 * A reseller screen's loader: starts the screen's first queries as its route is entered, so they travel while its
 * code and the layout's download, not after (decision 088). Only for a user known to be a reseller: on a reload, by
 * the kind stored beside the token, so they travel beside /auth/me too (decision 088). A token stored without it
 * waits for /auth/me, and the screen fetches on mount.
 */
const startQueries =
  (start: (url: URL) => void) =>
  ({ request }: LoaderFunctionArgs) => {
    if (knownUserType() === 'RESELLER') start(new URL(request.url));
    return null;
  };

/**
 * The store's screens ask for their lists only with the store on (`StoreGate`), which only the user tells: their
 * loaders start them for a user held, entering from the sidebar. A reopened store screen asks once /auth/me answers.
 */
const withStoreOn = (start: (url: URL) => void) => (url: URL) => {
  if (authStore.get().user?.storeenable) start(url);
};

/** A top-up's screen asks for its data only when the reseller's pay group offers it (docs/product/screens.md#layout-and-sidebar). */
const withTopUp = (offered: 'has_perfectmoney' | 'has_crypto', start: () => void) => () => {
  if (authStore.get().user?.payGroup[offered]) start();
};

/** /tron and /ton: one component per currency, so moving between them starts the screen afresh. */
const cryptoRoute = (path: string, currency: 'TRX' | 'TON'): RouteObject => ({
  path,
  loader: startQueries(
    withTopUp('has_crypto', () => {
      void queryClient.prefetchQuery(walletsQueryOptions());
      void queryClient.prefetchQuery(cryptoPriceQueryOptions(currency));
    }),
  ),
  lazy: async () => {
    const { CryptoRoute } = await import('./routes/crypto');
    return { Component: () => <CryptoRoute currency={currency} /> };
  },
});

/** Every reseller screen is a lazy chunk, so /login loads only the shell (decision 028). */
const layoutRoutes: RouteObject[] = [
  {
    path: '/',
    loader: startQueries(() => {
      void queryClient.prefetchQuery(resellerInfoQueryOptions());
      void queryClient.prefetchQuery(newNotificationsQueryOptions());
    }),
    lazy: async () => ({ Component: (await loadDashboard()).DashboardRoute }),
  },
  {
    path: '/notifications',
    loader: startQueries(() => void queryClient.prefetchQuery(myNotificationsQueryOptions(queryClient))),
    lazy: async () => ({ Component: (await import('./routes/notifications')).NotificationsRoute }),
  },
  {
    path: '/referrals',
    loader: startQueries((url) => void queryClient.prefetchQuery(referralsQueryOptions(readPage(url.searchParams)))),
    lazy: async () => ({ Component: (await import('./routes/referrals')).ReferralsRoute }),
  },
  {
    path: '/groupservices',
    loader: startQueries(
      (url) => void queryClient.prefetchQuery(serviceGroupsQueryOptions(readPage(url.searchParams))),
    ),
    lazy: async () => ({ Component: (await import('./routes/groupservices')).GroupServicesRoute }),
  },
  {
    path: '/transactions',
    loader: startQueries(
      (url) => void queryClient.prefetchQuery(transactionsQueryOptions(readTransactionFilters(url.searchParams))),
    ),
    lazy: async () => ({ Component: (await import('./routes/transactions')).TransactionsRoute }),
  },
  {
    path: '/newservice',
    loader: startQueries(() => void queryClient.prefetchQuery(myPackagesQueryOptions())),
    lazy: async () => ({ Component: (await import('./routes/newservice')).NewServiceRoute }),
  },
  {
    path: '/trafficservice',
    loader: startQueries(() => void queryClient.prefetchQuery(myPackagesQueryOptions())),
    lazy: async () => ({ Component: (await import('./routes/trafficservice')).TrafficServiceRoute }),
  },
  {
    path: '/services',
    loader: startQueries(
      (url) => void queryClient.prefetchQuery(servicesQueryOptions(listFilters(readServicesAddress(url.searchParams)))),
    ),
    lazy: async () => ({ Component: (await import('./routes/services')).ServicesRoute }),
  },
  // The gift card's form asks for nothing until it is sent.
  { path: '/giftcard', lazy: async () => ({ Component: (await import('./routes/giftcard')).GiftCardRoute }) },
  {
    path: '/perfectmoney',
    loader: startQueries(withTopUp('has_perfectmoney', () => void queryClient.prefetchQuery(usdPriceQueryOptions()))),
    lazy: async () => ({ Component: (await import('./routes/perfectmoney')).PerfectMoneyRoute }),
  },
  cryptoRoute('/tron', 'TRX'),
  cryptoRoute('/ton', 'TON'),
  {
    path: '/settings',
    loader: startQueries(() => {
      void queryClient.prefetchQuery(remarksQueryOptions());
      void queryClient.prefetchQuery(supportQueryOptions());
      void queryClient.prefetchQuery(telegramQueryOptions());
    }),
    lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
  },
  {
    path: '/api-tokens',
    loader: startQueries(() => void queryClient.prefetchQuery(apiTokensQueryOptions())),
    lazy: async () => ({ Component: (await import('./routes/api-tokens')).ApiTokensRoute }),
  },
  {
    path: '/webhooks',
    loader: startQueries(() => void queryClient.prefetchQuery(webhooksQueryOptions())),
    lazy: async () => ({ Component: (await import('./routes/webhooks')).WebhooksRoute }),
  },
  {
    path: '/webhooks/:id',
    loader: startQueries((url) => {
      const id = Number(url.pathname.split('/')[2]);
      void queryClient.prefetchQuery(webhooksQueryOptions());
      if (Number.isInteger(id) && id > 0) {
        void queryClient.prefetchQuery(webhookDeliveriesQueryOptions(id, readPage(url.searchParams)));
      }
    }),
    lazy: async () => ({ Component: (await import('./routes/webhook-deliveries')).WebhookDeliveriesRoute }),
  },
  {
    path: '/store/products',
    loader: startQueries(withStoreOn(() => void queryClient.prefetchQuery(productsQueryOptions()))),
    lazy: async () => ({ Component: (await import('./routes/store-products')).StoreProductsRoute }),
  },
  {
    path: '/store/orders',
    loader: startQueries(
      withStoreOn((url) => void queryClient.prefetchQuery(ordersQueryOptions(readPage(url.searchParams)))),
    ),
    lazy: async () => ({ Component: (await import('./routes/store-orders')).StoreOrdersRoute }),
  },
  {
    path: '/store/paymentmethods',
    loader: startQueries(withStoreOn(() => void queryClient.prefetchQuery(myMethodsQueryOptions()))),
    lazy: async () => ({ Component: (await import('./routes/store-paymentmethods')).StorePaymentMethodsRoute }),
  },
  ...Object.entries(COMING_SOON).map(([path, title]) => ({ path, element: <ComingSoon key={path} title={title} /> })),
];

/**
 * A page opened anew on a screen waits for that screen's code (and the layout's) before its first render: the waiting
 * state shows meanwhile, not an empty page.
 */
const HydrateFallback = () => <LoadingScreen />;

export const routes: RouteObject[] = [
  // The store's public pages: for customers with no account, so no token, user or maintenance gate.
  {
    errorElement: <RouteErrorBoundary />,
    HydrateFallback,
    children: [
      { path: '/buy/:token', lazy: async () => ({ Component: (await import('./routes/buy')).BuyRoute }) },
      { path: '/order/:token', lazy: async () => ({ Component: (await import('./routes/order')).OrderRoute }) },
    ],
  },
  {
    element: <RootGate />,
    loader: checkOnRouteChange(queryClient),
    shouldRevalidate: onPathChange,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback,
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
        children: [
          {
            // A lazy route of its own: entering a screen loads the layout's code and the screen's together.
            lazy: async () => ({ Component: (await loadResellerLayout()).ResellerLayoutRoute }),
            children: [{ errorElement: <RouteErrorBoundary />, children: layoutRoutes }],
          },
          {
            // A batch's hand-out, printed without the panel's layout around it.
            path: '/groupservices/:id/print',
            errorElement: <RouteErrorBoundary />,
            lazy: async () => ({ Component: (await import('./routes/groupservice-print')).GroupServicePrintRoute }),
          },
        ],
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
