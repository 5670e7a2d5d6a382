import { Stack } from '@mantine/core';
import { ProductsManager } from '@/features/store/components/products-manager';
import { StoreGate } from '@/features/store/components/store-disabled';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'محصولات فروشگاه';

export function StoreProductsRoute() {
  usePageTitle(TITLE);
  return (
    <Stack gap="md" data-testid="store-products">
      <StoreGate title={TITLE}>
        <ProductsManager title={TITLE} />
      </StoreGate>
    </Stack>
  );
}
