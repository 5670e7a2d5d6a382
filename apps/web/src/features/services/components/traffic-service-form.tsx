import { Alert, NumberInput, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_DAYS_OPTIONS, type PackageGroup } from '@pishkhan/contract';
import { IconStack2 } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { latinInputClass, withLatinRuns } from '@/components/ui/latin';
import { useAuthUser } from '@/lib/auth-store';
import { formatGb, formatNumber } from '@/lib/format';
import { useMyPackages } from '../api/get-my-packages';
import { usePurchaseTrafficService } from '../api/purchase-traffic-service';
import { useOrderFields } from '../hooks/use-order-fields';
import { BatchResult } from './batch-result';
import { OrderFields, OrderSubmitBar } from './order-fields';
import { ViewServiceDialog } from './view-service-dialog';

const DEFAULT_DAYS = 30;

const ACCESS_LABELS: Record<string, string> = {
  'true,false': 'لینک وی‌تو‌ری',
  'false,true': 'اکانت اوپن‌وی‌پی‌ان',
  'true,true': 'لینک وی‌تو‌ری و اکانت اوپن‌وی‌پی‌ان',
};

export interface AccessChoice {
  value: string;
  label: string;
  v2rayOnly: boolean;
}

/**
 * A volume service takes its access and nodes from a package (decision 017): one choice per package group and
 * access, named by the group, standing for its first package of that access.
 */
export function accessChoices(groups: PackageGroup[] | undefined): AccessChoice[] {
  const choices: AccessChoice[] = [];
  for (const group of groups ?? []) {
    const seen = new Set<string>();
    for (const pkg of group.packages) {
      const access = `${pkg.is_v2ray},${pkg.is_radius}`;
      if (seen.has(access)) continue;
      seen.add(access);
      choices.push({
        value: String(pkg.id),
        label: `${group.name}: ${ACCESS_LABELS[access] ?? ''}`,
        v2rayOnly: pkg.is_v2ray && !pkg.is_radius,
      });
    }
  }
  return choices;
}

/** Volume service purchase of docs/product/screens.md: the same order toggles, GB per service and days, paid from the pool. */
export function TrafficServiceForm({ onPurchased }: { onPurchased: () => void }) {
  const user = useAuthUser();
  const order = useOrderFields();
  const [traffic, setTraffic] = useState<number | string>(0);
  const [days, setDays] = useState<string>(String(DEFAULT_DAYS));
  const [access, setAccess] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);

  const packages = useMyPackages(refresh);
  const purchase = usePurchaseTrafficService();

  const choices = accessChoices(packages.data);
  const chosen = choices.find((c) => c.value === access) ?? choices.find((c) => c.v2rayOnly) ?? choices[0];
  const perService = Number(traffic) || 0;
  const need = perService * order.quantity;
  const live = (user?.remain_days ?? 0) > 0;
  const left = user && live ? Math.max(0, user.traffic_total - user.traffic_used) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || perService <= 0 || purchase.isPending) return;
    const batch = order.batch;
    purchase.mutate(
      { package_id: Number(chosen.value), ...order.body(), traffic: perService, day: Number(days) },
      {
        onSuccess: (services) => {
          onPurchased();
          order.delivered(services, batch);
          if (batch) return;
          setTraffic(0);
          setDays(String(DEFAULT_DAYS));
          setRefresh((n) => n + 1);
        },
      },
    );
  };

  return (
    <>
      <BatchResult />
      <form onSubmit={submit} noValidate data-testid="traffic-service-form">
        <Stack gap="md">
          <OrderFields order={order} />

          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Select
                label="نوع سرویس"
                data={choices.map(({ value, label }) => ({ value, label }))}
                value={chosen?.value ?? null}
                onChange={setAccess}
                allowDeselect={false}
                disabled={packages.isPending}
                comboboxProps={{ withinPortal: true }}
                renderOption={({ option }) => withLatinRuns(option.label)}
                classNames={{ input: latinInputClass(chosen?.label) }}
                data-testid="volume-access"
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NumberInput
                  label="حجم هر سرویس (گیگ)"
                  value={traffic}
                  onChange={setTraffic}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  data-testid="volume-traffic-input"
                />
                <Select
                  label="مدت (روز)"
                  data={MAX_DAYS_OPTIONS.map((d) => ({ value: String(d), label: `${formatNumber(d)} روز` }))}
                  value={days}
                  onChange={(v) => setDays(v ?? String(DEFAULT_DAYS))}
                  allowDeselect={false}
                  data-testid="volume-days"
                />
              </SimpleGrid>
            </Stack>
          </Paper>

          {!live ? (
            <Alert color="red" variant="light" data-testid="volume-pool-warning">
              بسته‌ی حجمی شما فعال نیست؛ ابتدا یک بسته‌ی حجمی بخرید.
            </Alert>
          ) : (
            need > left && (
              <Alert color="orange" variant="light" data-testid="volume-pool-warning">
                حجم لازم از باقی‌مانده‌ی بسته‌ی حجمی شما بیشتر است.
              </Alert>
            )
          )}

          <OrderSubmitBar
            summary={
              <>
                <Text size="sm" data-testid="volume-need">
                  حجم لازم: <b>{formatGb(need)} گیگ</b>
                </Text>
                <Text size="xs" c="dimmed">
                  باقی‌مانده‌ی بسته‌ی حجمی: {formatGb(left)} گیگ
                </Text>
              </>
            }
            label="ساخت سرویس حجمی"
            icon={<IconStack2 size={18} aria-hidden />}
            busy={purchase.isPending}
            disabled={!chosen || perService <= 0 || !order.valid}
            testId="volume-submit"
          />
        </Stack>
      </form>
      <ViewServiceDialog service={order.created} onClose={order.closeCreated} />
    </>
  );
}
