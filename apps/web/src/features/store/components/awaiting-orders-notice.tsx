import { Alert, Anchor } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAwaitingOrders } from '@/components/store/get-awaiting-orders';
import { toPersianDigits } from '@/lib/format';

/**
 * On the dashboard: card-to-card orders whose customers sent a reference and wait for the reseller to check the money
 * arrived (docs/product/store.md), with the way to them. Nothing when there are none.
 */
export function AwaitingOrdersNotice({ user }: { user: User }) {
  const { data } = useAwaitingOrders(user.storeenable);
  const count = data?.count ?? 0;
  if (!user.storeenable || count === 0) return null;
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconShoppingCart size={18} aria-hidden />}
      title={`${toPersianDigits(count)} سفارش کارت به کارت منتظر تأیید شماست`}
      data-testid="awaiting-orders-notice"
    >
      {count === 1
        ? 'مشتری شماره‌ی پیگیری واریز را فرستاده است. اگر مبلغ به کارت شما رسیده، سفارش را تأیید کنید تا سرویس ساخته و تحویل شود.'
        : 'مشتریان شماره‌ی پیگیری واریز را فرستاده‌اند. اگر مبلغ‌ها به کارت شما رسیده، سفارش‌ها را تأیید کنید تا سرویس‌ها ساخته و تحویل شوند.'}{' '}
      <Anchor component={Link} to="/store/orders" fw={700}>
        دیدن سفارش‌ها
      </Anchor>
    </Alert>
  );
}
