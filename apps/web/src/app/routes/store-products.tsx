import { Stack, Title } from '@mantine/core';
import { ProductsManager } from '../../features/store/components/products-manager';
import { StoreDisabled } from '../../features/store/components/store-disabled';
import { useAuth } from '../../lib/auth-store';
import { usePageTitle } from '../../lib/use-page-title';

const TITLE = 'محصولات فروشگاه';

export function StoreProductsRoute() {
  usePageTitle(TITLE);
  const { user } = useAuth();
  return (
    <Stack gap="md" data-testid="store-products">
      {user?.storeenable ? (
        <ProductsManager title={TITLE} />
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
