import { Group, Paper, Stack, Table, type TableTdProps, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import cardRows from '@/components/ui/card-rows.module.css';
import { DataPagination } from '@/components/ui/data-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { CuedScrollContainer } from '@/components/ui/scroll-cue';

const PHONE = '(max-width: 48em)';

type CellProps = TableTdProps & Record<`data-${string}`, string | undefined>;

export interface AdminColumn<T> {
  header: ReactNode;
  /** The header's name for a screen reader where it shows no text (the actions column). */
  headerLabel?: string;
  cell: (row: T, index: number) => ReactNode;
  /** The cell's own props (`data-testid`, a width, a style), the same on every row or read from the row. */
  td?: CellProps | ((row: T) => CellProps);
}

interface AdminTableProps<T> {
  /** undefined while the list loads. */
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** `data-*` attributes of each row (and card), which the browser tests find a row by. */
  rowData?: (row: T) => Record<`data-${string}`, string | number>;
  columns: AdminColumn<T>[];
  /** `<testId>-table` and `<testId>-cards` name the list; `rowTestId` each row or card. */
  testId: string;
  rowTestId: string;
  /** The Persian empty state, or (`plain`) one dimmed line where the list sits inside a card of its own. */
  empty: { title: string; description?: ReactNode; icon?: Icon; testId?: string; plain?: boolean };
  /** Inside a card already: no border of its own. */
  bare?: boolean;
  spacing?: 'xs' | 'sm';
  /** The width under which the table scrolls sideways, with the cue saying so (none where `cellAreas` is given). */
  minWidth?: number;
  /** Mantine's plain scroll container instead of the cued one. */
  plainScroll?: boolean;
  highlightOnHover?: boolean;
  /** Rows striped (not where a row has a second one under it, nor in rows that become cards). */
  striped?: boolean;
  /** A card's body on a phone; without it a phone scrolls the table. */
  card?: (row: T, index: number) => ReactNode;
  /**
   * Rows that become cards wherever the table's own box is too narrow (decision 088), instead of `card`: the class of
   * the screen's CSS module that places each cell in the card's grid (`components/ui/card-rows.module.css`).
   */
  cellAreas?: string;
  /** A row's class (a node with warnings draws no line under it). */
  rowClassName?: (row: T) => string | undefined;
  /** What stands under a row in the table, as part of it: a `Table.Tr` of its own, or nothing (not in `card`s). */
  rowAfter?: (row: T) => ReactNode;
  /** The row's buttons at a card's foot (the table shows them through a column); `cardStart` stands before them. */
  cardActions?: (row: T) => ReactNode;
  cardStart?: (row: T) => ReactNode;
  /** `last_page` of a paged list: the pages under it, read from and written to `?page`. */
  lastPage?: number;
}

/**
 * The admin's one list: a loading state, the Persian empty state (docs/product/rules.md#success-messages-and-empty-states),
 * a striped table that scrolls sideways with a cue where it is wider than its box, cards in its place on a phone when
 * the screen gives one (or, with `cellAreas`, rows that become cards by a container query), and the pages under it.
 */
export function AdminTable<T>({
  rows,
  rowKey,
  rowData,
  columns,
  testId,
  rowTestId,
  empty,
  minWidth,
  plainScroll,
  highlightOnHover = true,
  striped = true,
  bare,
  spacing = 'sm',
  card,
  cellAreas,
  rowClassName,
  rowAfter,
  cardActions,
  cardStart,
  lastPage,
}: AdminTableProps<T>) {
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches);
  if (!rows) return <LoadingScreen fullScreen={false} />;
  const framed = (node: ReactNode) =>
    bare ? (
      node
    ) : (
      <Paper withBorder radius="md">
        {node}
      </Paper>
    );
  if (rows.length === 0) {
    return framed(
      empty.plain ? (
        <Text size="sm" c="dimmed" p={bare ? undefined : 'md'} data-testid={empty.testId}>
          {empty.title}
        </Text>
      ) : (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} testId={empty.testId} />
      ),
    );
  }

  let list: ReactNode;
  if (phone && card) {
    list = (
      <Stack gap="sm" data-testid={`${testId}-cards`}>
        {rows.map((row, index) => (
          <Paper key={rowKey(row)} withBorder p="md" radius="md" data-testid={rowTestId} {...rowData?.(row)}>
            {card(row, index)}
            {cardActions && (
              <Group justify={cardStart ? 'space-between' : 'flex-end'} mt={cardStart ? 'sm' : 'xs'} gap="xs">
                {cardStart?.(row)}
                {cardActions(row)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    );
  } else {
    const table = (
      <Table
        striped={striped && !cellAreas}
        highlightOnHover={highlightOnHover}
        verticalSpacing={spacing}
        data-testid={`${testId}-table`}
        className={cellAreas ? `${cardRows.table} ${cellAreas}` : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the screen
              <Table.Th key={i} aria-label={column.headerLabel}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Fragment key={rowKey(row)}>
              <Table.Tr data-testid={rowTestId} className={rowClassName?.(row)} {...rowData?.(row)}>
                {columns.map((column, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the screen
                  <Table.Td key={i} {...(typeof column.td === 'function' ? column.td(row) : column.td)}>
                    {column.cell(row, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
              {rowAfter?.(row)}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    );
    if (cellAreas) {
      list = framed(
        <Table.ScrollContainer minWidth={0} type="native" className={cardRows.scroll}>
          {table}
        </Table.ScrollContainer>,
      );
    } else {
      const Scroll = plainScroll ? Table.ScrollContainer : CuedScrollContainer;
      list = framed(
        <Scroll minWidth={minWidth ?? 0} type="native">
          {table}
        </Scroll>,
      );
    }
  }
  if (lastPage === undefined) return list;
  return (
    <Stack gap="md">
      {list}
      <DataPagination total={lastPage} />
    </Stack>
  );
}
