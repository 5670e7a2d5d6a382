import { Group, Paper, Stack, Table, type TableTdProps, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DataPagination } from '@/components/ui/data-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { CuedScrollContainer } from '@/components/ui/scroll-cue';

const PHONE = '(max-width: 48em)';

export interface AdminColumn<T> {
  header: ReactNode;
  /** The header's name for a screen reader where it shows no text (the actions column). */
  headerLabel?: string;
  cell: (row: T, index: number) => ReactNode;
  /** The cell's own props (`data-testid`, a width, a style), the same on every row. */
  td?: TableTdProps & { 'data-testid'?: string };
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
  /** The width under which the table scrolls sideways, with the cue saying so. */
  minWidth: number;
  /** Mantine's plain scroll container instead of the cued one. */
  plainScroll?: boolean;
  highlightOnHover?: boolean;
  /** A card's body on a phone; without it a phone scrolls the table. */
  card?: (row: T, index: number) => ReactNode;
  /** The row's buttons at a card's foot (the table shows them through a column); `cardStart` stands before them. */
  cardActions?: (row: T) => ReactNode;
  cardStart?: (row: T) => ReactNode;
  /** `last_page` of a paged list: the pages under it, read from and written to `?page`. */
  lastPage?: number;
}

/**
 * The admin's one list: a loading state, the Persian empty state (docs/product/rules.md#success-messages-and-empty-states),
 * a striped table that scrolls sideways with a cue where it is wider than its box, cards in its place on a phone when
 * the screen gives one, and the pages under it.
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
  bare,
  spacing = 'sm',
  card,
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
    const Scroll = plainScroll ? Table.ScrollContainer : CuedScrollContainer;
    list = framed(
      <Scroll minWidth={minWidth} type="native">
        <Table striped highlightOnHover={highlightOnHover} verticalSpacing={spacing} data-testid={`${testId}-table`}>
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
              <Table.Tr key={rowKey(row)} data-testid={rowTestId} {...rowData?.(row)}>
                {columns.map((column, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the screen
                  <Table.Td key={i} {...column.td}>
                    {column.cell(row, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Scroll>,
    );
  }
  if (lastPage === undefined) return list;
  return (
    <Stack gap="md">
      {list}
      <DataPagination total={lastPage} />
    </Stack>
  );
}
