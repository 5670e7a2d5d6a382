import { Badge, Text } from '@mantine/core';
import type { GiftCard } from '@pishkhan/contract';
import { IconGiftOff } from '@tabler/icons-react';
import { AdminTable } from '@/components/admin/admin-table';
import { formatMoment, formatToman, toPersianDigits } from '@/lib/format';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** One batch's cards: serial, amount, state and who used it when. */
export function GiftCardsTable({ rows, filtered }: { rows: GiftCard[]; filtered: boolean }) {
  return (
    <AdminTable
      rows={rows}
      rowKey={(c) => c.id}
      rowData={(c) => ({ 'data-used': String(c.used) })}
      testId="cards"
      rowTestId="card-row"
      minWidth={680}
      highlightOnHover={false}
      empty={{
        icon: IconGiftOff,
        title: filtered ? 'کارتی با این وضعیت نیست' : 'این دسته کارتی ندارد',
        testId: 'cards-empty',
      }}
      columns={[
        { header: 'سریال', cell: (c) => c.serial, td: { dir: 'ltr', ta: 'right', ff: 'monospace', style: NOWRAP } },
        { header: 'مبلغ', cell: (c) => formatToman(c.amount), td: { style: NOWRAP } },
        {
          header: 'وضعیت',
          cell: (c) =>
            c.used ? (
              <Badge color="gray" variant="light">
                استفاده شده
              </Badge>
            ) : (
              <Badge color="teal" variant="light">
                استفاده نشده
              </Badge>
            ),
        },
        {
          header: 'استفاده‌کننده',
          cell: (c) =>
            c.used_by ? (
              <>
                <Text size="sm">{c.used_by.name || toPersianDigits(c.used_by.mobile)}</Text>
                <Text size="xs" c="dimmed">
                  {c.used_at ? formatMoment(c.used_at) : ''}
                </Text>
              </>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
