import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePageParam } from '../../components/ui/data-pagination';
import { fetchCurrentUser } from '../../features/auth/api/get-me';
import { OrdersTable } from '../../features/store/components/orders-table';
import { StoreDisabled } from '../../features/store/components/store-disabled';
import { useAuthUser } from '../../lib/auth-store';
import { usePageTitle } from '../../lib/use-page-title';

const TITLE = 'سفارش‌های فروشگاه';

export function StoreOrdersRoute() {
  usePageTitle(TITLE);
  const user = useAuthUser();
  const page = usePageParam();
  const queryClient = useQueryClient();
  const onAccountChanged = useCallback(() => void fetchCurrentUser(queryClient), [queryClient]);
  return (
    <Stack gap="md" data-testid="store-orders">
      <Title order={1} size="h3">
        {TITLE}
      </Title>
      {user?.storeenable ? <OrdersTable page={page} onAccountChanged={onAccountChanged} /> : <StoreDisabled />}
    </Stack>
  );
}
