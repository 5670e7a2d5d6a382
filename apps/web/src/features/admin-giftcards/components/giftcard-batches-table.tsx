import { Anchor, Button, Progress, Stack, Text } from '@mantine/core';
import type { GiftCardBatch } from '@pishkhan/contract';
import { IconDownload, IconGiftOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { formatJalaliDay, formatNumber, formatToman } from '@/lib/format';
import { useExportGiftCardBatch } from '../api/export-giftcard-batch';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Batches newest first, with how many cards were used; each opens its cards or saves them as CSV. */
export function GiftCardBatchesTable({ rows }: { rows: GiftCardBatch[] }) {
  const exportBatch = useExportGiftCardBatch();
  return (
    <AdminTable
      rows={rows}
      rowKey={(b) => b.id}
      rowData={(b) => ({ 'data-id': b.id, 'data-label': b.label })}
      testId="batches"
      rowTestId="batch-row"
      minWidth={760}
      highlightOnHover={false}
      empty={{ icon: IconGiftOff, title: 'هنوز کارت هدیه‌ای ساخته نشده است', testId: 'batches-empty' }}
      columns={[
        { header: 'تاریخ', cell: (b) => formatJalaliDay(b.jdate), td: { style: NOWRAP } },
        {
          header: 'برچسب',
          cell: (b) => (
            <Anchor component={Link} to={`/admin/giftcards/${b.id}`} size="sm" fw={600}>
              {b.label || 'بی‌برچسب'}
            </Anchor>
          ),
        },
        { header: 'مبلغ هر کارت', cell: (b) => formatToman(b.amount), td: { style: NOWRAP } },
        {
          header: 'استفاده شده',
          cell: (b) => (
            <Stack gap={4}>
              <Text size="sm" data-testid="batch-used">
                {formatNumber(b.used)} از {formatNumber(b.count)}
              </Text>
              <Progress value={b.count ? (b.used / b.count) * 100 : 0} size="sm" aria-hidden />
            </Stack>
          ),
          td: { miw: 140 },
        },
        { header: 'سازنده', cell: (b) => b.created_by?.name ?? '—' },
        {
          header: null,
          headerLabel: 'کارها',
          cell: (b) => (
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
          ),
        },
      ]}
    />
  );
}
