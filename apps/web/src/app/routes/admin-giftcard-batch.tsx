import { Anchor, Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import type { GiftCardListQuery } from '@pishkhan/contract';
import { IconChevronRight, IconDownload } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataPagination, readPage } from '@/components/ui/data-pagination';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useExportGiftCardBatch } from '@/features/admin-giftcards/api/export-giftcard-batch';
import { useGiftCards } from '@/features/admin-giftcards/api/get-giftcards';
import { GiftCardsTable } from '@/features/admin-giftcards/components/giftcards-table';
import { toPersianDigits } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

const STATES = [
  { value: 'all', label: 'همه' },
  { value: 'unused', label: 'استفاده نشده' },
  { value: 'used', label: 'استفاده شده' },
];

const readState = (params: URLSearchParams): GiftCardListQuery['state'] => {
  const state = params.get('state');
  return state === 'used' || state === 'unused' ? state : 'all';
};

/** One batch's cards, paged, filtered by state (`?state`, `?page`), with the CSV export. */
export function AdminGiftCardBatchRoute() {
  const id = Number(useParams().id);
  const title = `دسته‌ی کارت ${toPersianDigits(id)}`;
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const { data } = useGiftCards({ batch_id: id, state, page: readPage(params), search: '' });
  const exportBatch = useExportGiftCardBatch();
  const setState = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'all') next.delete('state');
      else next.set('state', value);
      next.delete('page');
      return next;
    });

  return (
    <Stack gap="md" data-testid="admin-giftcard-batch">
      <Group gap={4}>
        <IconChevronRight size={16} aria-hidden />
        <Anchor component={Link} to="/admin/giftcards" size="sm">
          کارت‌های هدیه
        </Anchor>
      </Group>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exportBatch.isPending}
          onClick={() => exportBatch.mutate(id)}
          data-testid="export-batch"
        >
          دریافت فهرست کارت‌ها
        </Button>
      </Group>
      <SegmentedControl data={STATES} value={state} onChange={setState} data-testid="card-state" />
      {data ? (
        <>
          <GiftCardsTable rows={data.data} filtered={state !== 'all'} />
          <DataPagination total={data.last_page} />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
