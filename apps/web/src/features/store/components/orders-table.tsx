import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Order } from '@pishkhan/contract';
import { IconReceipt, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { DataPagination } from '@/components/ui/data-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { Latin, LedgerText } from '@/components/ui/latin';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { formatAmount, formatJalaliDay, formatNumber, formatToman } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import { METHOD_LABELS, OrderStatus } from './order-status';
import { ReviewOrderDialog } from './review-order-dialog';

const PHONE = '(max-width: 48em)';

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

function ReviewButton({ order, onReview }: { order: Order; onReview: (o: Order) => void }) {
  if (!order.awaiting_confirmation) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      leftSection={<IconReceipt size={14} aria-hidden />}
      onClick={() => onReview(order)}
      data-testid="review-order"
      style={{ whiteSpace: 'nowrap' }}
    >
      بررسی واریز
    </Button>
  );
}

function Status({ order, onReview }: { order: Order; onReview: (o: Order) => void }) {
  return (
    <Stack gap={4} align="flex-start">
      <OrderStatus order={order} />
      <Text size="xs" c="dimmed">
        {METHOD_LABELS[order.method] ?? order.method}
      </Text>
      <ReviewButton order={order} onReview={onReview} />
    </Stack>
  );
}

/** docs/product/screens.md#orders: a paged table from `?page` (cards on a phone), card-to-card review. */
export function OrdersTable({ page, onAccountChanged }: { page: number; onAccountChanged: () => void }) {
  const { data } = useOrders(page);
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches);
  const [reviewing, setReviewing] = useState<Order | null>(null);

  const dialog = reviewing && (
    <ReviewOrderDialog order={reviewing} onClose={() => setReviewing(null)} onAccountChanged={onAccountChanged} />
  );

  if (!data) return <LoadingScreen fullScreen={false} />;
  if (data.data.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconShoppingCart}
          title="هنوز سفارشی ثبت نشده است"
          description="سفارش‌هایی که مشتریان از لینک محصولات شما ثبت کنند، این‌جا می‌آیند."
          testId="orders-empty"
        />
      </Paper>
    );
  }

  if (phone) {
    return (
      <>
        <Stack gap="sm" data-testid="orders-cards">
          {data.data.map((order) => (
            <Paper key={order.id} withBorder p="md" radius="md" data-testid="order-row" data-id={order.id}>
              <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed">
                    سفارش {formatNumber(order.id)}
                  </Text>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    <LedgerText text={order.info} />
                  </Text>
                </Stack>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatJalaliDay(order.jdate)}
                </Text>
              </Group>
              <Stack gap={4}>
                {order.user.mobile && (
                  <Text size="sm" dir="ltr" ta="right">
                    {order.user.mobile}
                  </Text>
                )}
                {order.email && (
                  <Text size="sm">
                    <Latin>{order.email}</Latin>
                  </Text>
                )}
                <Text size="sm">
                  قیمت: {formatToman(order.price)} · مبلغ پرداخت: {formatAmount(order.amount, order.currency)}
                </Text>
                {order.service_id !== null && <Text size="sm">شماره‌ی سرویس: {formatNumber(order.service_id)}</Text>}
              </Stack>
              <Group mt="sm">
                <Status order={order} onReview={setReviewing} />
              </Group>
            </Paper>
          ))}
        </Stack>
        <DataPagination total={data.last_page} />
        {dialog}
      </>
    );
  }

  return (
    <>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={900} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="orders-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>محصول</Table.Th>
                <Table.Th>موبایل</Table.Th>
                <Table.Th>ایمیل</Table.Th>
                <Table.Th>قیمت</Table.Th>
                <Table.Th>مبلغ پرداخت</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>تاریخ ثبت</Table.Th>
                <Table.Th>وضعیت</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>شماره‌ی سرویس</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((order) => (
                <Table.Tr key={order.id} data-testid="order-row" data-id={order.id}>
                  <Table.Td>{formatNumber(order.id)}</Table.Td>
                  <Table.Td style={{ minWidth: '8rem', overflowWrap: 'anywhere' }}>
                    <LedgerText text={order.info} />
                  </Table.Td>
                  <Table.Td dir="ltr" style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {order.user.mobile || dash}
                  </Table.Td>
                  <Table.Td style={{ maxWidth: '16rem' }}>{order.email ? <Latin>{order.email}</Latin> : dash}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatToman(order.price)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="order-amount">
                    {formatAmount(order.amount, order.currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatJalaliDay(order.jdate)}</Table.Td>
                  <Table.Td>
                    <Status order={order} onReview={setReviewing} />
                  </Table.Td>
                  <Table.Td data-testid="order-service">
                    {order.service_id === null ? dash : formatNumber(order.service_id)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <DataPagination total={data.last_page} />
      {dialog}
    </>
  );
}
