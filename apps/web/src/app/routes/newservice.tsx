import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCurrentUser } from '@/features/auth/api/get-me';
import { PurchaseForm } from '@/features/services/components/purchase-form';
import { usePageTitle } from '@/lib/use-page-title';

export const NEW_SERVICE_TITLE = 'خرید سرویس جدید';

/** /newservice: the current user is fetched again on open (docs/product/screens.md), and after each purchase. */
export function NewServiceRoute() {
  usePageTitle(NEW_SERVICE_TITLE);
  const queryClient = useQueryClient();
  useEffect(() => {
    void fetchCurrentUser(queryClient);
  }, [queryClient]);
  return (
    <Stack gap="md" data-testid="newservice">
      <Title order={1} size="h3">
        {NEW_SERVICE_TITLE}
      </Title>
      <PurchaseForm onPurchased={() => void fetchCurrentUser(queryClient)} />
    </Stack>
  );
}
