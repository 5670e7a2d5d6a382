import { Anchor, Button, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import type { GiftCardBatch } from '@pishkhan/contract';
import { IconDownload, IconGiftOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { CuedScrollContainer } from '../../../components/ui/scroll-cue';
import { formatJalaliDay, formatNumber, formatToman } from '../../../lib/format';
import { useExportGiftCardBatch } from '../api/export-giftcard-batch';

/** Batches newest first, with how many cards were used; each opens its cards or saves them as CSV. */
export function GiftCardBatchesTable({ rows }: { rows: GiftCardBatch[] }) {
  const exportBatch = useExportGiftCardBatch();
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState icon={IconGiftOff} title="هنوز کارت هدیه‌ای ساخته نشده است" testId="batches-empty" />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <CuedScrollContainer minWidth={760} type="native">
        <Table striped verticalSpacing="sm" data-testid="batches-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>تاریخ</Table.Th>
              <Table.Th>برچسب</Table.Th>
              <Table.Th>مبلغ هر کارت</Table.Th>
              <Table.Th>استفاده شده</Table.Th>
              <Table.Th>سازنده</Table.Th>
              <Table.Th aria-label="کارها" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((b) => (
              <Table.Tr key={b.id} data-testid="batch-row" data-id={b.id} data-label={b.label}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatJalaliDay(b.jdate)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/giftcards/${b.id}`} size="sm" fw={600}>
                    {b.label || 'بی‌برچسب'}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatToman(b.amount)}</Table.Td>
                <Table.Td miw={140}>
                  <Stack gap={4}>
                    <Text size="sm" data-testid="batch-used">
                      {formatNumber(b.used)} از {formatNumber(b.count)}
                    </Text>
                    <Progress value={b.count ? (b.used / b.count) * 100 : 0} size="sm" aria-hidden />
                  </Stack>
                </Table.Td>
                <Table.Td>{b.created_by?.name ?? '—'}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    loading={exportBatch.isPending && exportBatch.variables === b.id}
                    onClick={() => exportBatch.mutate(b.id)}
                    data-testid="export-batch"
                  >
                    دریافت فهرست
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CuedScrollContainer>
    </Paper>
  );
}
