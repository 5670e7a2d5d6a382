import {
  IconBell,
  IconBox,
  IconCoins,
  IconCreditCard,
  IconFileCode,
  IconGift,
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconReceipt,
  IconRouter,
  IconServer,
  IconServer2,
  IconTool,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { NavGroup } from './nav-items';

/** The provider's sections (decision 028). */
export const ADMIN_NAV_GROUPS: NavGroup[] = [
  {
    id: 'admin-home',
    label: 'پیشخوان مدیریت',
    items: [
      { to: '/admin', label: 'نمای کلی', icon: IconLayoutDashboard, home: true },
      { to: '/admin/resellers', label: 'فروشندگان', icon: IconUsers },
      { to: '/admin/paygroups', label: 'گروه‌های پرداخت', icon: IconUsersGroup },
    ],
  },
  {
    id: 'admin-catalogue',
    label: 'کاتالوگ',
    items: [{ to: '/admin/catalogue', label: 'گروه‌ها و بسته‌ها', icon: IconBox }],
  },
  {
    id: 'admin-infra',
    label: 'زیرساخت',
    items: [
      { to: '/admin/nodes', label: 'نودها', icon: IconServer },
      { to: '/admin/nas', label: 'سرورهای رادیوس', icon: IconRouter },
      { to: '/admin/servers', label: 'اطلاعات سرورها', icon: IconServer2 },
      { to: '/admin/openvpn', label: 'قالب‌های اوپن‌وی‌پی‌ان', icon: IconFileCode },
    ],
  },
  {
    id: 'admin-money',
    label: 'امور مالی',
    items: [
      { to: '/admin/transactions', label: 'تراکنش‌ها', icon: IconReceipt },
      { to: '/admin/giftcards', label: 'کارت‌های هدیه', icon: IconGift },
      { to: '/admin/rates', label: 'نرخ ارزها', icon: IconCoins },
      { to: '/admin/paymentmethods', label: 'روش‌های پرداخت', icon: IconCreditCard },
    ],
  },
  {
    id: 'admin-system',
    label: 'سامانه',
    items: [
      { to: '/admin/notifications', label: 'اعلان‌ها', icon: IconBell },
      { to: '/admin/maintenance', label: 'حالت تعمیر', icon: IconTool },
      { to: '/admin/audit', label: 'گزارش رویدادها', icon: IconHistory },
      { to: '/logout', label: 'خروج', icon: IconLogout },
    ],
  },
];
