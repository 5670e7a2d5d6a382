import { Stack } from '@mantine/core';
import { MethodsManager } from '@/features/store/components/methods-manager';
import { StoreGate } from '@/features/store/components/store-disabled';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'روش‌های پرداخت';

export function StorePaymentMethodsRoute() {
  usePageTitle(TITLE);
  return (
    <Stack gap="md" data-testid="store-paymentmethods">
      <StoreGate title={TITLE}>
        <MethodsManager title={TITLE} />
      </StoreGate>
    </Stack>
  );
}
