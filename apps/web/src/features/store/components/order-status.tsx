import { Badge } from '@mantine/core';
import { ORDER_STATUS, type Order } from '@pishkhan/contract';

const STATUS_COLORS: Record<number, string> = {
  [ORDER_STATUS.AWAITING]: 'yellow',
  [ORDER_STATUS.PAID]: 'blue',
  [ORDER_STATUS.DELIVERED]: 'teal',
  [ORDER_STATUS.FAILED]: 'red',
};

export const METHOD_LABELS: Record<string, string> = {
  zarinpal: 'زرین‌پال',
  cryptomus: 'ارز دیجیتال',
  card: 'کارت به کارت',
};

/** docs/product/store.md#order-statuses: order statuses are shown as the server's Persian labels. */
export function OrderStatus({ order }: { order: Order }) {
  return (
    <Badge
      variant="light"
      color={order.awaiting_confirmation ? 'orange' : (STATUS_COLORS[order.status] ?? 'gray')}
      style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'center' }}
      data-testid="order-status"
      data-status={order.status}
    >
      {order.awaiting_confirmation ? 'در انتظار تأیید واریز' : order.status_label}
    </Badge>
  );
}
