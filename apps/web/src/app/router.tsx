import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { ComingSoon } from '../components/ui/coming-soon';
import { GuestRoute } from './guest-route';
import { ProtectedRoute } from './protected-route';
import { RootGate } from './root-gate';
import { BuyRoute } from './routes/buy';
import { CryptoRoute } from './routes/crypto';
import { DashboardRoute } from './routes/dashboard';
import { GiftCardRoute } from './routes/giftcard';
import { GroupServicesRoute } from './routes/groupservices';
import { LoginRoute } from './routes/login';
import { LogoutRoute } from './routes/logout';
import { NewServiceRoute } from './routes/newservice';
import { NotificationsRoute } from './routes/notifications';
import { OrderRoute } from './routes/order';
import { PerfectMoneyRoute } from './routes/perfectmoney';
import { ReferralsRoute } from './routes/referrals';
import { RegisterRoute } from './routes/register';
import { ServicesRoute } from './routes/services';
import { SettingsRoute } from './routes/settings';
import { StoreOrdersRoute } from './routes/store-orders';
import { StorePaymentMethodsRoute } from './routes/store-paymentmethods';
import { StoreProductsRoute } from './routes/store-products';
import { TrafficServiceRoute } from './routes/trafficservice';
import { TransactionsRoute } from './routes/transactions';

/** Screens of spec section 2 that later work builds: a Persian coming-soon state with their title. */
const COMING_SOON: Record<string, string> = {
  '/soon': 'به‌زودی',
};

const layoutRoutes: RouteObject[] = [
  { path: '/', element: <DashboardRoute /> },
  { path: '/notifications', element: <NotificationsRoute /> },
  { path: '/referrals', element: <ReferralsRoute /> },
  { path: '/groupservices', element: <GroupServicesRoute /> },
  { path: '/transactions', element: <TransactionsRoute /> },
  { path: '/newservice', element: <NewServiceRoute /> },
  { path: '/trafficservice', element: <TrafficServiceRoute /> },
  { path: '/services', element: <ServicesRoute /> },
  { path: '/giftcard', element: <GiftCardRoute /> },
  { path: '/perfectmoney', element: <PerfectMoneyRoute /> },
  { path: '/tron', element: <CryptoRoute key="TRX" currency="TRX" /> },
  { path: '/ton', element: <CryptoRoute key="TON" currency="TON" /> },
  { path: '/settings', element: <SettingsRoute /> },
  { path: '/store/products', element: <StoreProductsRoute /> },
  { path: '/store/orders', element: <StoreOrdersRoute /> },
  { path: '/store/paymentmethods', element: <StorePaymentMethodsRoute /> },
  ...Object.entries(COMING_SOON).map(([path, title]) => ({ path, element: <ComingSoon key={path} title={title} /> })),
  { path: '/logout', element: <LogoutRoute /> },
];

export const routes: RouteObject[] = [
  // The store's public pages: for customers with no account, so no token, user or maintenance gate.
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/buy/:token', element: <BuyRoute /> },
      { path: '/order/:token', element: <OrderRoute /> },
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
          { path: '/register', element: <RegisterRoute /> },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [{ errorElement: <RouteErrorBoundary />, children: layoutRoutes }],
      },
      { path: '*', element: <Navigate to="/soon" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
