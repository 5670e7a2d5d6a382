import { Stack, Title } from '@mantine/core';
import { MethodsManager } from '../../features/store/components/methods-manager';
import { StoreDisabled } from '../../features/store/components/store-disabled';
import { useAuth } from '../../lib/auth-store';
import { usePageTitle } from '../../lib/use-page-title';

const TITLE = 'روش‌های پرداخت';

export function StorePaymentMethodsRoute() {
  usePageTitle(TITLE);
  const { user } = useAuth();
  return (
    <Stack gap="md" data-testid="store-paymentmethods">
      {user?.storeenable ? (
        <MethodsManager title={TITLE} />
      ) : (
        <>
          <Title order={1} size="h3">
            {TITLE}
          </Title>
          <StoreDisabled />
        </>
      )}
    </Stack>
  );
}
