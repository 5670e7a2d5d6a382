import { Badge, Center, Group, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import type { Transaction } from '@pishkhan/contract';
import { IconChevronDown, IconChevronUp, IconReceiptOff, IconSelector } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import cardRows from '../../../components/ui/card-rows.module.css';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatJalaliDay, formatPrice, formatSignedToman, formatTehranTime, HIDDEN_PRICE } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import classes from './transactions-table.module.css';

type SortKey = 'id' | 'date' | 'amount';
interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const SORT_VALUE: Record<SortKey, (t: Transaction) => number> = {
  id: (t) => t.id,
  date: (t) => Date.parse(t.created_at) || 0,
  amount: (t) => t.amount,
};

function SortableTh({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort | null;
  onSort: (key: SortKey) => void;
}) {
  const active = sort?.key === column;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={classes.th}
    >
      <UnstyledButton onClick={() => onSort(column)} className={classes.sortButton} data-testid={`sort-${column}`}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Center>
            <Icon size={14} stroke={1.8} aria-hidden />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Sorting applies to the rows of the current page (spec section 2 'Transactions': a sortable table). */
export function TransactionsTable({ rows, filtered }: { rows: Transaction[]; filtered: boolean }) {
  const [sort, setSort] = useState<Sort | null>(null);
  // Hidden prices hide every Toman amount here too: the movements and the balance after each (spec section 6).
  const { showprice } = useSettings();

  const sorted = useMemo(() => {
    if (!sort) return rows;
    const value = SORT_VALUE[sort.key];
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => (value(a) - value(b)) * sign || (a.id - b.id) * sign);
  }, [rows, sort]);

  const toggle = (key: SortKey) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconReceiptOff}
          title={filtered ? 'تراکنشی با این فیلترها پیدا نشد' : 'هنوز تراکنشی ثبت نشده است'}
          description={filtered ? 'بازه‌ی تاریخ، نوع یا متن جستجو را تغییر دهید.' : undefined}
          testId="transactions-empty"
        />
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md">
      {/* Where the list is narrower than the table needs, each row is a card (as the services list, decision 046). */}
      <Table.ScrollContainer minWidth={0} type="native" className={cardRows.scroll}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          data-testid="transactions-table"
          className={`${cardRows.table} ${classes.table}`}
        >
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="شناسه" column="id" sort={sort} onSort={toggle} />
              <SortableTh label="تاریخ" column="date" sort={sort} onSort={toggle} />
              <SortableTh label="مبلغ" column="amount" sort={sort} onSort={toggle} />
              <Table.Th>نوع</Table.Th>
              <Table.Th>موجودی پس از تراکنش</Table.Th>
              <Table.Th>توضیحات</Table.Th>
              <Table.Th>کاربر</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((t) => (
              <Table.Tr key={t.id} data-testid="transaction-row" data-id={t.id} data-amount={t.amount}>
                <Table.Td>{t.id}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{formatJalaliDay(t.jdate)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatTehranTime(t.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text
                    size="sm"
                    fw={700}
                    c={t.amount > 0 ? 'teal.8' : t.amount < 0 ? 'red.7' : undefined}
                    data-testid="transaction-amount"
                    data-tone={t.amount > 0 ? 'positive' : t.amount < 0 ? 'negative' : 'zero'}
                  >
                    {showprice ? formatSignedToman(t.amount) : HIDDEN_PRICE}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" className={classes.nowrap}>
                    {t.typename}
                  </Badge>
                </Table.Td>
                <Table.Td className={classes.nowrap} data-testid="transaction-balance">
                  <span className={classes.cardLabel}>موجودی پس از آن: </span>
                  {formatPrice(t.balance_after, showprice)}
                </Table.Td>
                <Table.Td className={classes.info}>{t.info}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{t.user.name || t.user.mobile}</Text>
                  {t.user.name && (
                    <Text size="xs" c="dimmed">
                      {t.user.mobile}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
