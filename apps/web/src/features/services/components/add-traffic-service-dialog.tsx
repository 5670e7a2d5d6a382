import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { type Service, TRAFFIC_EXTEND_MIN_GB, toJalaliDate } from '@pishkhan/contract';
import { useState } from 'react';
import { showSuccess } from '../../../components/ui/alerts';
import { JalaliDateInput } from '../../../components/ui/jalali/jalali-date-input';
import { useAuthUser } from '../../../lib/auth-store';
import { formatGb, formatNumber, formatPrice } from '../../../lib/format';
import { replayNote } from '../../../lib/idempotency';
import { useSettings } from '../../../lib/settings-store';
import { useChargeServiceTraffic } from '../api/charge-service-traffic';
import { useExtendServiceTraffic } from '../api/extend-service-traffic';
import { useTrafficPrice } from '../api/get-traffic-price';

/**
 * The picker starts at the service's expiry (docs/product/screens.md#extra-traffic-dialog), or today when it has none
 * or it has passed: the server refuses a day before today.
 */
function initialDay(service: Service, today: string): string {
  const expiry = service.expire_in ? toJalaliDate(service.expire_in) : today;
  return expiry < today ? today : expiry;
}

interface AddTrafficServiceDialogProps {
  service: Service;
  onClose: () => void;
  /** The charge moved the balance: the header and the dashboard show the new one. */
  onAccountChanged: () => void;
}

type PaidFrom = 'balance' | 'pool';

/**
 * the extra-traffic dialog of docs/product/screens.md. A reseller with a live traffic pool also chooses where the GB come from:
 * the balance at the package's price per GB, or the pool (decision 055), in fractions of a GB as a pool service's.
 */
export function AddTrafficServiceDialog({ service, onClose, onAccountChanged }: AddTrafficServiceDialogProps) {
  const { showprice } = useSettings();
  const user = useAuthUser();
  const price = useTrafficPrice(service.id);
  const charge = useChargeServiceTraffic();
  const extend = useExtendServiceTraffic();
  const [traffic, setTraffic] = useState<number | string>(10);
  const [today] = useState(() => toJalaliDate(new Date()));
  const [day, setDay] = useState(() => initialDay(service, today));
  const poolLive = Boolean(user?.volumeservice) && (user?.remain_days ?? 0) > 0;
  const [paidFrom, setPaidFrom] = useState<PaidFrom>('balance');
  const fromPool = poolLive && paidFrom === 'pool';

  const perGb = price.data?.price ?? 0;
  const gb = Number(traffic) || 0;
  const poolLeft = user ? Math.max(0, user.traffic_total - user.traffic_used) : 0;
  const pending = charge.isPending || extend.isPending;
  // GB are doubles on the server too, which allows a draw 1e-9 GB over what is left (decision 017).
  const poolShort = gb > poolLeft + 1e-9;
  const blocked =
    pending || gb <= 0 || (fromPool ? poolShort || gb < TRAFFIC_EXTEND_MIN_GB : price.isPending || perGb === 0);

  const submit = () => {
    if (blocked) return;
    const send = fromPool ? extend : charge;
    send.mutate(
      { service_id: service.id, traffic: gb, expired: day },
      {
        onSuccess: (service) => {
          onClose();
          onAccountChanged();
          void showSuccess('ترافیک افزایش یافت', replayNote(service));
        },
        // docs/product/rules.md#errors: a traffic-charge failure is only logged; the shared dialog still tells the user.
        onError: (error) => console.error(error),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`افزایش ترافیک سرویس شماره‌ی ${service.id}`}
      centered
      data-testid="add-traffic-dialog"
    >
      <Stack gap="md">
        {poolLive && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="traffic-paid-from">
              پرداخت از
            </Text>
            <SegmentedControl
              fullWidth
              value={paidFrom}
              onChange={(value) => {
                setPaidFrom(value as PaidFrom);
                // The balance buys whole GB only.
                if (value === 'balance') setTraffic(Math.max(1, Math.floor(gb)));
              }}
              data={[
                { value: 'balance', label: 'موجودی حساب' },
                { value: 'pool', label: 'بسته‌ی حجمی' },
              ]}
              aria-labelledby="traffic-paid-from"
              data-testid="traffic-paid-from"
            />
          </Stack>
        )}
        <NumberInput
          label="مقدار ترافیک اضافه (گیگ)"
          value={traffic}
          onChange={setTraffic}
          min={fromPool ? TRAFFIC_EXTEND_MIN_GB : 1}
          allowNegative={false}
          allowDecimal={fromPool}
          decimalScale={2}
          data-testid="traffic-amount"
        />
        <JalaliDateInput
          label="تاریخ انقضا"
          value={day}
          onChange={setDay}
          minDay={today}
          data-testid="traffic-expiry"
        />
        {fromPool ? (
          <Stack gap={2}>
            <Text size="sm">
              باقی‌مانده‌ی بسته‌ی حجمی: <b data-testid="traffic-pool-left">{formatGb(poolLeft)} گیگ</b>
            </Text>
            <Text size="sm">
              برداشت از بسته: <b data-testid="traffic-pool-need">{formatGb(gb)} گیگ</b>؛ از موجودی حساب چیزی کم نمی‌شود.
            </Text>
            {poolShort && (
              <Alert color="orange" variant="light" data-testid="traffic-pool-short">
                حجم خواسته‌شده از باقی‌مانده‌ی بسته‌ی حجمی شما بیشتر است.
              </Alert>
            )}
          </Stack>
        ) : (
          <Stack gap={2}>
            <Text size="sm">
              قیمت هر گیگ:{' '}
              <b data-testid="traffic-price-per-gb">{price.isPending ? '...' : formatPrice(perGb, showprice)}</b>
            </Text>
            <Text size="sm">
              مبلغ کل ({formatNumber(gb)} گیگ):{' '}
              <b data-testid="traffic-total">{price.isPending ? '...' : formatPrice(perGb * gb, showprice)}</b>
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} disabled={blocked} data-testid="traffic-submit">
            {pending ? 'در حال پردازش...' : 'افزایش ترافیک'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
