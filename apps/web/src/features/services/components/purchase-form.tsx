import { Button, Stack, Text } from '@mantine/core';
import { trafficMultiplierLine } from '@pishkhan/contract';
import { IconShoppingCart, IconWallet } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  EMPTY_SELECTION,
  findPackage,
  PackagePicker,
  type PackageSelection,
  selectionPrice,
  selectionTerms,
} from '@/components/services/package-picker';
import { confirmSpend } from '@/components/ui/alerts';
import { useAuthUser } from '@/lib/auth-store';
import { formatGb, formatNumber, formatPrice, formatToman } from '@/lib/format';
import { useSettings } from '@/lib/settings-store';
import { TOP_UP_LABEL, TOP_UP_PATH } from '@/lib/top-up';
import { useMyPackages } from '../api/get-my-packages';
import { usePurchaseService } from '../api/purchase-service';
import { useOrderFields } from '../hooks/use-order-fields';
import { BatchResult } from './batch-result';
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
  const total = unitPrice === null ? null : unitPrice * order.quantity;
  /** What the balance lacks for this order, said before the click (docs/product/screens.md#new-service). */
  const shortBy = user && total !== null ? Math.max(0, total - user.balance) : 0;

  // One question at a time: a second click while it is open does not queue a second purchase.
  const asking = useRef(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pkg || unitPrice === null || total === null || !order.valid || shortBy > 0) return;
    if (purchase.isPending || asking.current) return;
    const batch = order.batch;
    const terms = selectionTerms(pkg, selection);
    const body = { package_id: pkg.id, ...order.body(), ...terms };
    // The real figures even with prices hidden on screen: this is where the reseller decides (docs/product/rules.md).
    // Said again where the reseller decides: the package's traffic counts ×N on these nodes (decision 109).
    const group = packages.data?.find((g) => g.id === pkg.packagegroup_id);
    const lines = [
      `بسته: ${pkg.name}${terms.traffic === null ? '' : ` (${formatGb(terms.traffic)} گیگ، ${formatNumber(terms.day ?? 0)} روز)`}`,
      ...(pkg.is_v2ray ? (group?.traffic_multipliers ?? []).map(trafficMultiplierLine) : []),
      `${formatNumber(order.quantity)} سرویس × ${formatToman(unitPrice)}`,
      `مبلغ کل: ${formatToman(total)}`,
    ];
    if (user) lines.push(`موجودی پس از خرید: ${formatToman(user.balance - total)}`);
    asking.current = true;
    const sure = await confirmSpend(batch ? 'خرید گروهی سرویس' : 'خرید سرویس', lines).finally(() => {
      asking.current = false;
    });
    if (!sure) return;
    purchase.mutate(body, {
      onSuccess: (services) => {
        onPurchased();
        order.delivered(services, batch);
        if (!batch) setRefresh((n) => n + 1);
      },
    });
  };

  return (
    <>
      <BatchResult />
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
                  مبلغ قابل پرداخت: <b>{total === null ? '—' : formatPrice(total, showprice)}</b>
                </Text>
                {user && (
                  <Text size="xs" c="dimmed">
                    موجودی: {formatPrice(user.balance, showprice)}
                  </Text>
                )}
                {shortBy > 0 && (
                  <Text size="sm" c="red.8" fw={600} id="purchase-shortfall" data-testid="purchase-shortfall">
                    {showprice
                      ? `برای این خرید ${formatToman(shortBy)} موجودی کم دارید`
                      : 'موجودی برای این خرید کافی نیست'}
                  </Text>
                )}
              </>
            }
            action={
              shortBy > 0 && (
                <Button
                  component={Link}
                  to={TOP_UP_PATH}
                  size="md"
                  color="red"
                  leftSection={<IconWallet size={18} aria-hidden />}
                  aria-describedby="purchase-shortfall"
                  data-testid="purchase-topup"
                >
                  {TOP_UP_LABEL}
                </Button>
              )
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
