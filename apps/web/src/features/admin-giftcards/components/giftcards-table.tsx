import { Badge, Paper, Table, Text } from '@mantine/core';
import type { GiftCard } from '@pishkhan/contract';
import { IconGiftOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { CuedScrollContainer } from '../../../components/ui/scroll-cue';
import { formatMoment, formatToman, toPersianDigits } from '../../../lib/format';

/** One batch's cards: serial, amount, state and who used it when. */
export function GiftCardsTable({ rows, filtered }: { rows: GiftCard[]; filtered: boolean }) {
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconGiftOff}
          title={filtered ? 'کارتی با این وضعیت نیست' : 'این دسته کارتی ندارد'}
          testId="cards-empty"
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <CuedScrollContainer minWidth={680} type="native">
        <Table striped verticalSpacing="sm" data-testid="cards-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>سریال</Table.Th>
              <Table.Th>مبلغ</Table.Th>
              <Table.Th>وضعیت</Table.Th>
              <Table.Th>استفاده‌کننده</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id} data-testid="card-row" data-used={c.used}>
                <Table.Td dir="ltr" ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {c.serial}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatToman(c.amount)}</Table.Td>
                <Table.Td>
                  {c.used ? (
                    <Badge color="gray" variant="light">
                      استفاده شده
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light">
                      استفاده نشده
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {c.used_by ? (
                    <>
                      <Text size="sm">{c.used_by.name || toPersianDigits(c.used_by.mobile)}</Text>
                      <Text size="xs" c="dimmed">
                        {c.used_at ? formatMoment(c.used_at) : ''}
                      </Text>
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CuedScrollContainer>
    </Paper>
  );
}
