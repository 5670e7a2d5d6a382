import type { User } from '@pishkhan/contract';
import {
  type Icon,
  IconBell,
  IconCoinBitcoin,
  IconCreditCard,
  IconDiamond,
  IconGift,
  IconHome,
  IconKey,
  IconList,
  IconLogout,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconShoppingCart,
  IconSitemap,
  IconStack2,
  IconTicket,
  IconUserPlus,
  IconUsersGroup,
  IconWebhook,
  IconWorldDownload,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { AwaitingOrdersBadge } from './awaiting-orders-badge';

export interface NavItem {
  to: string;
  label: string;
  icon: Icon;
  /** Hidden unless the user has the flag (docs/product/rules.md#roles-and-permissions). */
  visible?: (user: User) => boolean;
  /** The charge rate behind the badge (rate - 100). */
  rate?: (user: User) => number;
  badgeId?: string;
  /** A count beside the label that the item asks the server for (the store orders waiting for the reseller). */
  CountBadge?: ComponentType<{ user: User }>;
  /** Active on its own path only (a home with sections below it). */
  home?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  visible?: (user: User) => boolean;
  items: NavItem[];
}

/** The five sidebar groups of docs/product/screens.md#layout-and-sidebar. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'dashboard',
    label: 'داشبورد',
    items: [
      { to: '/', label: 'داشبورد', icon: IconHome },
      { to: '/notifications', label: 'اعلان‌ها', icon: IconBell },
      { to: '/referrals', label: 'زیرمجموعه‌ها', icon: IconSitemap },
    ],
  },
  {
    id: 'users',
    label: 'کاربران',
    items: [
      { to: '/newservice', label: 'خرید سرویس جدید', icon: IconUserPlus },
      { to: '/trafficservice', label: 'سرویس حجمی', icon: IconStack2, visible: (u) => u.volumeservice },
      { to: '/services', label: 'لیست سرویس‌ها', icon: IconList },
      { to: '/groupservices', label: 'سرویس‌های گروهی', icon: IconUsersGroup },
    ],
  },
  {
    id: 'charge',
    label: 'شارژ حساب',
    items: [
      { to: '/transactions', label: 'تراکنش‌ها', icon: IconReceipt },
      { to: '/giftcard', label: 'کارت هدیه', icon: IconGift },
      {
        to: '/perfectmoney',
        label: 'ووچر پرفکت‌مانی',
        icon: IconTicket,
        visible: (u) => u.payGroup.has_perfectmoney,
        rate: (u) => u.payGroup.perfect_charge_rate,
        badgeId: 'perfectmoney',
      },
      {
        to: '/tron',
        label: 'ترون',
        icon: IconCoinBitcoin,
        visible: (u) => u.payGroup.has_crypto,
        rate: (u) => u.payGroup.crypto_charge_rate,
        badgeId: 'tron',
      },
      {
        to: '/ton',
        label: 'تون',
        icon: IconDiamond,
        visible: (u) => u.payGroup.has_crypto,
        rate: (u) => u.payGroup.crypto_charge_rate,
        badgeId: 'ton',
      },
    ],
  },
  {
    id: 'store',
    label: 'فروشگاه',
    visible: (u) => u.storeenable,
    items: [
      { to: '/store/products', label: 'محصولات', icon: IconPackage },
      { to: '/store/orders', label: 'سفارش‌ها', icon: IconShoppingCart, CountBadge: AwaitingOrdersBadge },
      { to: '/store/paymentmethods', label: 'روش‌های پرداخت', icon: IconCreditCard },
    ],
  },
  {
    id: 'settings',
    label: 'تنظیمات',
    items: [
      { to: '/settings', label: 'تنظیمات', icon: IconSettings },
      { to: '/api-tokens', label: 'توکن‌های دسترسی', icon: IconKey },
      { to: '/webhooks', label: 'وب‌هوک‌ها', icon: IconWebhook },
      { to: '/logout', label: 'خروج', icon: IconLogout },
    ],
  },
];

export const BRAND_ICON = IconWorldDownload;
