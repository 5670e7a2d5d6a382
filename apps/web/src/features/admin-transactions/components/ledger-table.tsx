import { Anchor, Badge, Text } from '@mantine/core';
import type { Transaction } from '@pishkhan/contract';
import { IconReceiptOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type AdminColumn, AdminTable } from '@/components/admin/admin-table';
import { DayAndTime } from '@/components/ui/day-and-time';
import { LedgerText } from '@/components/ui/latin';
import { formatSignedToman, formatToman } from '@/lib/format';
import classes from './ledger-table.module.css';

interface LedgerTableProps {
  rows: Transaction[];
  filtered: boolean;
  /** On one reseller's page the user column says nothing new. */
  showUser?: boolean;
}

/** Ledger rows, newest first, each naming its user with a link to the reseller. */
export function LedgerTable({ rows, filtered, showUser = true }: LedgerTableProps) {
  const user: AdminColumn<Transaction> = {
    header: 'کاربر',
    cell: (t) => (
      <>
        <Anchor component={Link} to={`/admin/resellers/${t.user.id}`} size="sm" data-testid="ledger-user">
          {t.user.name || t.user.mobile}
        </Anchor>
        {t.user.name && (
          <Text size="xs" c="dimmed">
            {t.user.mobile}
          </Text>
        )}
      </>
    ),
    td: { className: classes.nowrap },
  };
  return (
    <AdminTable
      rows={rows}
      rowKey={(t) => t.id}
      rowData={(t) => ({ 'data-id': t.id, 'data-amount': t.amount, 'data-type': t.type })}
      testId="ledger"
      rowTestId="ledger-row"
      minWidth={showUser ? 900 : 760}
      empty={{
        icon: IconReceiptOff,
        title: filtered ? 'تراکنشی با این فیلترها پیدا نشد' : 'هنوز تراکنشی ثبت نشده است',
        description: filtered ? 'بازه‌ی تاریخ، نوع، کاربر یا متن جستجو را تغییر دهید.' : undefined,
        testId: 'ledger-empty',
      }}
      columns={[
        { header: 'شناسه', cell: (t) => t.id },
        {
          header: 'تاریخ',
          cell: (t) => <DayAndTime jdate={t.jdate} at={t.created_at} />,
          td: { className: classes.nowrap },
        },
        ...(showUser ? [user] : []),
        {
          header: 'مبلغ',
          cell: (t) => (
            <Text
              size="sm"
              fw={700}
              c={t.amount > 0 ? 'teal.8' : t.amount < 0 ? 'red.7' : undefined}
              data-testid="ledger-amount"
            >
              {formatSignedToman(t.amount)}
            </Text>
          ),
          td: { className: classes.nowrap },
        },
        {
          header: 'نوع',
          cell: (t) => (
            <Badge variant="light" color="gray" className={classes.nowrap}>
              {t.typename}
            </Badge>
          ),
        },
        { header: 'موجودی پس از تراکنش', cell: (t) => formatToman(t.balance_after), td: { className: classes.nowrap } },
        {
          header: 'توضیحات',
          cell: (t) => <LedgerText text={t.info} />,
          td: { className: classes.info, 'data-testid': 'ledger-info' },
        },
      ]}
    />
  );
}
