import { Paper } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api-client';

/** A dead link (unknown, deleted or inactive) or a failed fetch, said to the customer in the page. */
export function PublicError({ error, notFound }: { error: unknown; notFound: string }) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <Paper withBorder radius="md" data-testid="public-error">
      <EmptyState
        icon={IconLinkOff}
        title={missing ? notFound : 'دریافت اطلاعات ممکن نشد'}
        description={missing ? 'لینک را از فروشنده دوباره بگیرید.' : 'چند لحظه بعد صفحه را دوباره باز کنید.'}
      />
    </Paper>
  );
}
