import { Stack, Title } from '@mantine/core';
import { DataPagination, usePageParam } from '@/components/ui/data-pagination';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useGiftCardBatches } from '@/features/admin-giftcards/api/get-giftcard-batches';
import { CreateGiftCardsForm } from '@/features/admin-giftcards/components/create-giftcards-form';
import { GiftCardBatchesTable } from '@/features/admin-giftcards/components/giftcard-batches-table';
import { usePageTitle } from '@/lib/use-page-title';

/** Gift card batches: make one, see how much of each was used, open or export its cards. */
export function AdminGiftCardsRoute() {
  usePageTitle('کارت‌های هدیه');
  const page = usePageParam();
  const { data } = useGiftCardBatches(page);
  return (
    <Stack gap="md" data-testid="admin-giftcards">
      <Title order={1} size="h3">
        کارت‌های هدیه
      </Title>
      <CreateGiftCardsForm />
      {data ? (
        <>
          <GiftCardBatchesTable rows={data.data} />
          <DataPagination total={data.last_page} />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
