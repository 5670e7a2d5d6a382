import { Paper, SimpleGrid, Stack, Table } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';

interface AdminCardsProps<T> {
  rows: T[];
  rowKey: (row: T) => string | number;
  /** `data-*` attributes of each card, which the browser tests find a card by. */
  rowData?: (row: T) => Record<`data-${string}`, string | number>;
  rowTestId: string;
  /** The Persian empty state. */
  empty: { title: string; icon?: Icon; testId?: string };
  card: (row: T, index: number) => ReactNode;
}

/**
 * The admin's list of a few rows read as the reseller sees them (server cards, pay groups): a card each, one to three
 * a line by the screen's width, and the Persian empty state (docs/product/rules.md#success-messages-and-empty-states).
 */
export function AdminCards<T>({ rows, rowKey, rowData, rowTestId, empty, card }: AdminCardsProps<T>) {
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState icon={empty.icon} title={empty.title} testId={empty.testId} />
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {rows.map((row, index) => (
        <Paper key={rowKey(row)} withBorder radius="md" p="md" data-testid={rowTestId} {...rowData?.(row)}>
          <Stack gap="sm">{card(row, index)}</Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A card's facts, a label and its value a line. */
export function CardFacts({ facts }: { facts: Array<{ label: ReactNode; value: ReactNode; testId?: string }> }) {
  return (
    <Table verticalSpacing={4} fz="sm" layout="fixed">
      <Table.Tbody>
        {facts.map((fact, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: facts have no identity but their place
          <Table.Tr key={i}>
            <Table.Td c="dimmed" w="40%">
              {fact.label}
            </Table.Td>
            <Table.Td data-testid={fact.testId}>{fact.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
