import { Paper, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import cardRows from '@/components/ui/card-rows.module.css';
import { DataPagination } from '@/components/ui/data-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { formatPrice, toPersianDigits } from '@/lib/format';
import { useSettings } from '@/lib/settings-store';
import { useReferrals } from '../api/get-referrals';
import classes from './referrals-table.module.css';

/** The paged table of resellers who registered with the caller's link (docs/product/screens.md#referrals). */
export function ReferralsTable({ page }: { page: number }) {
  const { data } = useReferrals(page);
  const { showprice } = useSettings();
  if (!data) return <LoadingScreen fullScreen={false} />;
  if (data.data.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconUsers}
          title="هنوز زیرمجموعه‌ای ندارید"
          description="با فرستادن لینک دعوت، همکاران خود را به پیشخوان بیاورید."
          testId="referrals-empty"
        />
      </Paper>
    );
  }
  return (
    <>
      <Text size="sm" data-testid="referrals-pending-total">
        سود معرفی در انتظار: <b>{formatPrice(data.pending_total, showprice)}</b>
      </Text>
      <Text size="xs" c="dimmed">
        فروشی برگشت‌پذیر نیست وقتی سرویس آن دست‌کم ۰٫۱ گیگ مصرف کرده، تمدید شده یا بدون بازگشت وجه حذف شده باشد. سود فروشی
        که پیش از آن با بازگشت وجه حذف شود پرداخت نمی‌شود.
      </Text>
      <Paper withBorder radius="md">
        {/* On a phone each row is a card (as the ledger's, decision 088). */}
        <Table.ScrollContainer minWidth={0} type="native" className={cardRows.scroll}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            data-testid="referrals-table"
            className={`${cardRows.table} ${classes.table}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>شناسه</Table.Th>
                <Table.Th>نام</Table.Th>
                <Table.Th>شماره موبایل</Table.Th>
                <Table.Th>سود در انتظار</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((r) => (
                <Table.Tr key={r.id} data-testid="referral-row">
                  <Table.Td>{toPersianDigits(r.id)}</Table.Td>
                  <Table.Td data-testid="referral-name">{r.name || 'بی‌نام'}</Table.Td>
                  <Table.Td data-testid="referral-mobile">{toPersianDigits(r.mobile)}</Table.Td>
                  <Table.Td>
                    <span className={classes.cardLabel}>در انتظار: </span>
                    <span data-testid="referral-pending">{formatPrice(r.pending_profit, showprice)}</span>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <DataPagination total={data.last_page} />
    </>
  );
}
