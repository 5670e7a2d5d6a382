import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import type { Transaction } from '@pishkhan/contract';
import { IconReceiptOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LedgerText } from '@/components/ui/latin';
import { CuedScrollContainer } from '@/components/ui/scroll-cue';
import { formatJalaliDay, formatSignedToman, formatTehranTime, formatToman } from '@/lib/format';
import classes from './ledger-table.module.css';

interface LedgerTableProps {
  rows: Transaction[];
  filtered: boolean;
  /** On one reseller's page the user column says nothing new. */
  showUser?: boolean;
}

/** Ledger rows, newest first, each naming its user with a link to the reseller. */
export function LedgerTable({ rows, filtered, showUser = true }: LedgerTableProps) {
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconReceiptOff}
          title={filtered ? 'تراکنشی با این فیلترها پیدا نشد' : 'هنوز تراکنشی ثبت نشده است'}
          description={filtered ? 'بازه‌ی تاریخ، نوع، کاربر یا متن جستجو را تغییر دهید.' : undefined}
          testId="ledger-empty"
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <CuedScrollContainer minWidth={showUser ? 900 : 760} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="ledger-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>شناسه</Table.Th>
              <Table.Th>تاریخ</Table.Th>
              {showUser && <Table.Th>کاربر</Table.Th>}
              <Table.Th>مبلغ</Table.Th>
              <Table.Th>نوع</Table.Th>
              <Table.Th>موجودی پس از تراکنش</Table.Th>
              <Table.Th>توضیحات</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.id} data-testid="ledger-row" data-id={t.id} data-amount={t.amount} data-type={t.type}>
                <Table.Td>{t.id}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{formatJalaliDay(t.jdate)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatTehranTime(t.created_at)}
                  </Text>
                </Table.Td>
                {showUser && (
                  <Table.Td className={classes.nowrap}>
                    <Anchor component={Link} to={`/admin/resellers/${t.user.id}`} size="sm" data-testid="ledger-user">
                      {t.user.name || t.user.mobile}
                    </Anchor>
                    {t.user.name && (
                      <Text size="xs" c="dimmed">
                        {t.user.mobile}
                      </Text>
                    )}
                  </Table.Td>
                )}
                <Table.Td className={classes.nowrap}>
                  <Text
                    size="sm"
                    fw={700}
                    c={t.amount > 0 ? 'teal.8' : t.amount < 0 ? 'red.7' : undefined}
                    data-testid="ledger-amount"
                  >
                    {formatSignedToman(t.amount)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" className={classes.nowrap}>
                    {t.typename}
                  </Badge>
                </Table.Td>
                <Table.Td className={classes.nowrap}>{formatToman(t.balance_after)}</Table.Td>
                <Table.Td className={classes.info} data-testid="ledger-info">
                  <LedgerText text={t.info} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CuedScrollContainer>
    </Paper>
  );
}
