import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { awaitingOrdersQueryKey, useAwaitingOrders } from '@/components/store/get-awaiting-orders';
import { usePageParam } from '@/components/ui/data-pagination';
import { fetchCurrentUser } from '@/features/auth/api/get-me';
import { ordersQueryKey } from '@/features/store/api/get-orders';
import { OrdersTable } from '@/features/store/components/orders-table';
import { StoreDisabled } from '@/features/store/components/store-disabled';
import { useAuthUser } from '@/lib/auth-store';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'سفارش‌های فروشگاه';

export function StoreOrdersRoute() {
  usePageTitle(TITLE);
  const user = useAuthUser();
  const page = usePageParam();
  const queryClient = useQueryClient();
  const onAccountChanged = useCallback(() => void fetchCurrentUser(queryClient), [queryClient]);
  // A new order waiting for the reseller (the sidebar's count moved) shows in the list without a reload.
  const awaiting = useAwaitingOrders(Boolean(user?.storeenable)).data?.count;
  const seen = useRef(awaiting);
  useEffect(() => {
    const before = seen.current;
    seen.current = awaiting;
    if (before === undefined || awaiting === undefined || before === awaiting) return;
    void queryClient.invalidateQueries({
      queryKey: ordersQueryKey,
      predicate: (q) => q.queryKey[2] !== awaitingOrdersQueryKey[2],
    });
  }, [awaiting, queryClient]);
  return (
    <Stack gap="md" data-testid="store-orders">
      <Title order={1} size="h3">
        {TITLE}
      </Title>
      {user?.storeenable ? <OrdersTable page={page} onAccountChanged={onAccountChanged} /> : <StoreDisabled />}
    </Stack>
  );
}
