import { Badge } from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { toPersianDigits } from '@/lib/format';
import { useAwaitingOrders } from '../store/get-awaiting-orders';

/** The store orders' sidebar badge: card-to-card orders waiting for the reseller's confirmation, none when 0. */
export function AwaitingOrdersBadge({ user }: { user: User }) {
  const { data } = useAwaitingOrders(user.storeenable);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      color="red"
      variant="filled"
      size="sm"
      circle={count < 10}
      data-testid="awaiting-orders-badge"
      aria-label={`${toPersianDigits(count)} سفارش در انتظار تأیید شما`}
    >
      {toPersianDigits(count)}
    </Badge>
  );
}
