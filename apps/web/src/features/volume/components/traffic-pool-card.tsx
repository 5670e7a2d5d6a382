import {
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { User } from '@pishkhan/contract';
import { IconGauge, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PoolDaysBadge } from '@/components/services/pool-days-badge';
import { confirmSpend, showSuccess } from '@/components/ui/alerts';
import { formatGb, formatNumber, formatPrice } from '@/lib/format';
import { replayNote } from '@/lib/idempotency';
import { useSettings } from '@/lib/settings-store';
import { useBuyTrafficPackage } from '../api/buy-traffic-package';
import { useExtendTrafficPool } from '../api/extend-traffic-pool';
import { usePoolGbPrice } from '../api/get-pool-gb-price';
import { useTrafficPackages } from '../api/get-traffic-packages';

/**
 * The reseller's traffic pool (decision 017): GB left and days left, buying a traffic package into it and buying
 * extra GB for a live pool at the caller's GB price.
 */
export function TrafficPoolCard({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { showprice } = useSettings();
  const packages = useTrafficPackages();
  const price = usePoolGbPrice();
  const buy = useBuyTrafficPackage();
  const extend = useExtendTrafficPool();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [extra, setExtra] = useState<number | string>(10);

  const live = user.remain_days > 0;
  const left = Math.max(0, user.traffic_total - user.traffic_used);
  const percent = user.traffic_total > 0 ? Math.min(100, (user.traffic_used / user.traffic_total) * 100) : 0;
  const selected = packages.data?.find((p) => String(p.id) === packageId);
  const perGb = price.data?.price ?? 0;
  const extraGb = Number(extra) || 0;

  // One question at a time: a second click while it is open does not queue a second purchase.
  const asking = useRef(false);
  const ask = async (title: string, lines: string[]) => {
    if (asking.current) return false;
    asking.current = true;
    try {
      return await confirmSpend(title, lines);
    } finally {
      asking.current = false;
    }
  };

  const buySelected = async () => {
    if (!selected || buy.isPending) return;
    const sure = await ask('خرید بسته‌ی حجمی', [
      `${selected.name}: ${formatGb(selected.transferlimit)} گیگ، ${formatNumber(selected.days)} روز`,
      `مبلغ ${formatPrice(selected.price, showprice)} از موجودی شما کم می‌شود.`,
    ]);
    if (!sure) return;
    buy.mutate(selected.id, {
      onSuccess: (user) => {
        onChanged();
        setPackageId(null);
        void showSuccess('بسته‌ی حجمی خریداری شد', [
          `${formatGb(selected.transferlimit)} گیگ به بسته‌ی حجمی شما افزوده شد.`,
          ...replayNote(user),
        ]);
      },
    });
  };

  const buyExtra = async () => {
    if (!live || perGb <= 0 || extraGb <= 0 || extend.isPending) return;
    const sure = await ask('خرید حجم اضافه', [
      `${formatGb(extraGb)} گیگ به بسته‌ی حجمی شما افزوده می‌شود.`,
      `مبلغ ${formatPrice(perGb * extraGb, showprice)} از موجودی شما کم می‌شود.`,
    ]);
    if (!sure) return;
    extend.mutate(extraGb, {
      onSuccess: (user) => {
        onChanged();
        void showSuccess('حجم اضافه خریداری شد', [
          `${formatGb(extraGb)} گیگ به بسته‌ی حجمی شما افزوده شد.`,
          ...replayNote(user),
        ]);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="traffic-pool">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconGauge size={22} color="var(--mantine-color-violet-6)" aria-hidden />
            <Title order={2} size="h5">
              بسته‌ی حجمی شما
            </Title>
          </Group>
          <PoolDaysBadge remainDays={user.remain_days} testId="pool-days" />
        </Group>
        <Stack gap={6}>
          <Text size="sm" data-testid="pool-left">
            باقی‌مانده: <b>{formatGb(live ? left : 0)} گیگ</b>
          </Text>
          <Progress value={live ? percent : 0} color={percent >= 80 ? 'red' : 'violet'} aria-label="مصرف بسته‌ی حجمی" />
          <Text size="xs" c="dimmed" data-testid="pool-used">
            {formatGb(user.traffic_used)} از {formatGb(user.traffic_total)} گیگ برای سرویس‌ها برداشته شده است
          </Text>
        </Stack>

        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Select
              label="خرید بسته‌ی حجمی"
              placeholder="یک بسته انتخاب کنید"
              data={(packages.data ?? []).map((p) => ({
                value: String(p.id),
                label: `${p.name} (${formatGb(p.transferlimit)} گیگ، ${formatNumber(p.days)} روز): ${formatPrice(p.price, showprice)}`,
              }))}
              value={packageId}
              onChange={setPackageId}
              nothingFoundMessage="بسته‌ای برای فروش نیست"
              disabled={packages.isPending}
              data-testid="pool-package"
            />
            <Text size="xs" c="dimmed">
              {live
                ? 'حجم بسته به باقی‌مانده افزوده و مدت آن به پایان بسته‌ی فعلی اضافه می‌شود.'
                : 'بسته‌ی تازه از همین امروز شروع می‌شود.'}
            </Text>
            <Button
              leftSection={<IconShoppingCart size={16} aria-hidden />}
              onClick={buySelected}
              disabled={!selected || buy.isPending}
              data-testid="pool-buy"
            >
              {buy.isPending ? 'در حال پردازش...' : 'خرید بسته'}
            </Button>
          </Stack>
          <Stack gap="xs">
            <NumberInput
              label="خرید حجم اضافه (گیگ)"
              value={extra}
              onChange={setExtra}
              min={1}
              allowNegative={false}
              allowDecimal={false}
              disabled={!live}
              data-testid="pool-extra"
            />
            <Text size="xs" c="dimmed" data-testid="pool-extra-price">
              {!live
                ? 'حجم اضافه فقط به بسته‌ی فعال افزوده می‌شود.'
                : perGb > 0
                  ? `هر گیگ ${formatPrice(perGb, showprice)}؛ مبلغ کل ${formatPrice(perGb * extraGb, showprice)}`
                  : 'فروش حجم اضافه فعلاً ممکن نیست.'}
            </Text>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={buyExtra}
              disabled={!live || perGb <= 0 || extraGb <= 0 || extend.isPending}
              data-testid="pool-extend"
            >
              {extend.isPending ? 'در حال پردازش...' : 'خرید حجم اضافه'}
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
