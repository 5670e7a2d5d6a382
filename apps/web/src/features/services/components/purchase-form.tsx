import { Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  EMPTY_SELECTION,
  findPackage,
  PackagePicker,
  type PackageSelection,
  selectionPrice,
  selectionTerms,
} from '../../../components/services/package-picker';
import { useAuthUser } from '../../../lib/auth-store';
import { formatPrice } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { useMyPackages } from '../api/get-my-packages';
import { usePurchaseService } from '../api/purchase-service';
import { useOrderFields } from '../hooks/use-order-fields';
import { OrderFields, OrderSubmitBar } from './order-fields';
import { ViewServiceDialog } from './view-service-dialog';

/** Buy new service of docs/product/screens.md: single or batch, with or without a customer mobile. */
export function PurchaseForm({ onPurchased }: { onPurchased: () => void }) {
  const { showprice } = useSettings();
  const user = useAuthUser();
  const order = useOrderFields();
  const [selection, setSelection] = useState<PackageSelection>(EMPTY_SELECTION);
  const [refresh, setRefresh] = useState(0);

  const packages = useMyPackages(refresh);
  const purchase = usePurchaseService();

  const pkg = findPackage(packages.data, selection.packageId);
  const unitPrice = pkg ? selectionPrice(pkg, selection) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pkg || purchase.isPending) return;
    const batch = order.batch;
    purchase.mutate(
      { package_id: pkg.id, ...order.body(), ...selectionTerms(pkg, selection) },
      {
        onSuccess: (services) => {
          onPurchased();
          order.delivered(services, batch);
          if (!batch) setRefresh((n) => n + 1);
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="purchase-form">
        <Stack gap="md">
          <OrderFields order={order} />

          <PackagePicker
            groups={packages.data}
            loading={packages.isPending}
            value={selection}
            onChange={setSelection}
            showprice={showprice}
          />

          <OrderSubmitBar
            summary={
              <>
                <Text size="sm" data-testid="purchase-total">
                  مبلغ قابل پرداخت:{' '}
                  <b>{unitPrice === null ? '—' : formatPrice(unitPrice * order.quantity, showprice)}</b>
                </Text>
                {user && (
                  <Text size="xs" c="dimmed">
                    موجودی: {formatPrice(user.balance, showprice)}
                  </Text>
                )}
              </>
            }
            label="خرید سرویس"
            icon={<IconShoppingCart size={18} aria-hidden />}
            busy={purchase.isPending}
            disabled={!pkg || unitPrice === null || !order.valid}
            testId="purchase-submit"
          />
        </Stack>
      </form>
      <ViewServiceDialog service={order.created} onClose={order.closeCreated} />
    </>
  );
}
