import { Badge, Center, Group, NativeSelect, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { TRANSACTION_SORTS, type Transaction, type TransactionSort } from '@pishkhan/contract';
import { IconChevronDown, IconChevronUp, IconReceiptOff, IconSelector } from '@tabler/icons-react';
import cardRows from '@/components/ui/card-rows.module.css';
import { DayAndTime } from '@/components/ui/day-and-time';
import { EmptyState } from '@/components/ui/empty-state';
import { LedgerText } from '@/components/ui/latin';
import { formatPrice, formatSignedToman, HIDDEN_PRICE } from '@/lib/format';
import { useSettings } from '@/lib/settings-store';
import classes from './transactions-table.module.css';

type SortKey = 'id' | 'date' | 'amount';

/** The orders in words, for the cards, which have no header to click. */
const SORT_LABELS: Record<TransactionSort, string> = {
  '-id': 'جدیدترین',
  id: 'قدیمی‌ترین',
  '-amount': 'بیشترین مبلغ',
  amount: 'کمترین مبلغ',
};

/** The server's orders as the headers show them: the id and the date are one order (rows are numbered as written). */
const activeKeys = (sort: TransactionSort): SortKey[] => (sort.endsWith('amount') ? ['amount'] : ['id', 'date']);
const direction = (sort: TransactionSort) => (sort.startsWith('-') ? 'desc' : 'asc');

/** A header's click: its order ascending, or the other way round when it is the order already. */
function nextSort(current: TransactionSort, column: SortKey): TransactionSort {
  const key = column === 'amount' ? 'amount' : 'id';
  if (!activeKeys(current).includes(column)) return key;
  return direction(current) === 'asc' ? `-${key}` : key;
}

function SortableTh({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: TransactionSort;
  onSort: (sort: TransactionSort) => void;
}) {
  const active = activeKeys(sort).includes(column);
  const Icon = !active ? IconSelector : direction(sort) === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (direction(sort) === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={classes.th}
    >
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, column))}
        className={classes.sortButton}
        data-testid={`sort-${column}`}
      >
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

/**
 * A sortable ledger (decision 082). The server sorts the whole ledger, across its pages, and the order
 * lives in the address with the filters.
 */
export function TransactionsTable({
  rows,
  filtered,
  sort,
  onSort,
}: {
  rows: Transaction[];
  filtered: boolean;
  sort: TransactionSort;
  onSort: (sort: TransactionSort) => void;
}) {
  // Hidden prices hide every Toman amount here too: the movements and the balance after each (docs/product/entities-and-states.md#client-side-state).
  const { showprice } = useSettings();

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
    <Paper withBorder radius="md" className={classes.box}>
      {/* The cards have no header row: the same orders are offered as a list above them. */}
      <NativeSelect
        label="ترتیب"
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as TransactionSort)}
        data={TRANSACTION_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        className={classes.cardSort}
        data-testid="transactions-sort"
      />
      {/* Where the list is narrower than the table needs, each row is a card (as the services list, decision 088). */}
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
              <SortableTh label="شناسه" column="id" sort={sort} onSort={onSort} />
              <SortableTh label="تاریخ" column="date" sort={sort} onSort={onSort} />
              <SortableTh label="مبلغ" column="amount" sort={sort} onSort={onSort} />
              <Table.Th>نوع</Table.Th>
              <Table.Th>موجودی پس از تراکنش</Table.Th>
              <Table.Th>توضیحات</Table.Th>
              <Table.Th>کاربر</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.id} data-testid="transaction-row" data-id={t.id} data-amount={t.amount}>
                <Table.Td>{t.id}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <DayAndTime jdate={t.jdate} at={t.created_at} />
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
                <Table.Td className={classes.info} data-testid="transaction-info">
                  <LedgerText text={t.info} />
                </Table.Td>
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
