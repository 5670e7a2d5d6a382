import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { extraDaysTo, priceServiceChange, type Service, TRAFFIC_EXTEND_MIN_GB, toJalaliDate } from '@pishkhan/contract';
import { useRef, useState } from 'react';
import { confirmSpend, showToast } from '@/components/ui/alerts';
import { JalaliDateInput } from '@/components/ui/jalali/jalali-date-input';
import { useAuthUser } from '@/lib/auth-store';
import { formatGb, formatJalaliDay, formatNumber, formatPrice, formatToman } from '@/lib/format';
import { replayNote } from '@/lib/idempotency';
import { useSettings } from '@/lib/settings-store';
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
 * the extra-traffic dialog of docs/product/screens.md: more GB, a later expiry or both, at any time once the service has
 * started (decision 098), each GB and each day past the current expiry at its price, asked before it is paid. A
 * reseller with a live traffic pool also chooses where the GB come from: the balance at the package's price per GB, or
 * the pool (decision 017), in fractions of a GB as a pool service's; days are paid from the balance either way.
 */
export function AddTrafficServiceDialog({ service, onClose, onAccountChanged }: AddTrafficServiceDialogProps) {
  const { showprice } = useSettings();
  const user = useAuthUser();
  const price = useTrafficPrice(service.id);
  const charge = useChargeServiceTraffic();
  const extend = useExtendServiceTraffic();
  const unlimited = service.userservice.unlimited_traffic;
  const [traffic, setTraffic] = useState<number | string>(unlimited ? 0 : 10);
  const asking = useRef(false);
  const [today] = useState(() => toJalaliDate(new Date()));
  const [day, setDay] = useState(() => initialDay(service, today));
  const poolLive = Boolean(user?.volumeservice) && (user?.remain_days ?? 0) > 0;
  const [paidFrom, setPaidFrom] = useState<PaidFrom>('balance');
  const fromPool = poolLive && paidFrom === 'pool';

  const perGb = price.data?.price ?? 0;
  const perDay = price.data?.day_price ?? 0;
  const gb = Number(traffic) || 0;
  const days = extraDaysTo(service.expire_in, new Date(), day);
  const total = priceServiceChange({ perGb: fromPool ? 0 : perGb, perDay, gb: fromPool ? 0 : gb, days });
  const poolLeft = user ? Math.max(0, user.traffic_total - user.traffic_used) : 0;
  const pending = charge.isPending || extend.isPending;
  // GB are doubles on the server too, which allows a draw 1e-9 GB over what is left (decision 017).
  const poolShort = gb > poolLeft + 1e-9;
  const nothing = gb <= 0 && days === 0;
  const blocked =
    pending ||
    nothing ||
    price.isPending ||
    (days > 0 && perDay === 0) ||
    (fromPool ? poolShort || gb < TRAFFIC_EXTEND_MIN_GB : gb > 0 && perGb === 0);

  /** What is bought, named in the question and on the ledger's line alike. */
  const bought = [
    gb > 0 ? `${formatGb(gb)} گیگ${fromPool ? ' از بسته‌ی حجمی' : ''}` : '',
    days > 0 ? `${formatNumber(days)} روز (انقضا ${formatJalaliDay(day)})` : '',
  ].filter(Boolean);

  const submit = async () => {
    if (blocked || asking.current) return;
    asking.current = true;
    // The question names the real amount even while prices are hidden on screen: it is what leaves the balance.
    const sure = await confirmSpend(`خرید برای سرویس شماره‌ی ${service.id}`, [
      `افزودن ${bought.join(' و ')}`,
      `مبلغ: ${formatToman(total)}${fromPool ? '؛ گیگ‌ها از بسته‌ی حجمی برداشته می‌شوند' : ''}`,
    ]).finally(() => {
      asking.current = false;
    });
    if (!sure) return;
    const send = fromPool ? extend : charge;
    send.mutate(
      { service_id: service.id, traffic: gb, expired: day },
      {
        onSuccess: (service) => {
          onClose();
          onAccountChanged();
          showToast(`به سرویس شماره‌ی ${service.id} افزوده شد`, [bought.join(' و '), ...replayNote(service)]);
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
      title={`افزایش حجم و زمان سرویس شماره‌ی ${service.id}`}
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
        {unlimited ? (
          <Text size="sm" c="dimmed" data-testid="traffic-unlimited">
            ترافیک این سرویس نامحدود است؛ تنها تاریخ انقضای آن را می‌توان دیرتر کرد.
          </Text>
        ) : (
          <NumberInput
            label="مقدار ترافیک اضافه (گیگ)"
            description="برای تغییر تنها تاریخ انقضا، صفر بگذارید"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={traffic}
            onChange={setTraffic}
            min={fromPool ? TRAFFIC_EXTEND_MIN_GB : 0}
            allowNegative={false}
            allowDecimal={fromPool}
            decimalScale={2}
            data-testid="traffic-amount"
          />
        )}
        <JalaliDateInput
          label="تاریخ انقضا"
          value={day}
          onChange={setDay}
          minDay={today}
          data-testid="traffic-expiry"
        />
        <Stack gap={2}>
          {fromPool ? (
            <>
              <Text size="sm">
                باقی‌مانده‌ی بسته‌ی حجمی: <b data-testid="traffic-pool-left">{formatGb(poolLeft)} گیگ</b>
              </Text>
              <Text size="sm">
                برداشت از بسته: <b data-testid="traffic-pool-need">{formatGb(gb)} گیگ</b>
                {days === 0 && '؛ از موجودی حساب چیزی کم نمی‌شود.'}
              </Text>
              {poolShort && (
                <Alert color="orange" variant="light" data-testid="traffic-pool-short">
                  حجم خواسته‌شده از باقی‌مانده‌ی بسته‌ی حجمی شما بیشتر است.
                </Alert>
              )}
            </>
          ) : (
            <Text size="sm">
              حجم ({formatNumber(gb)} گیگ × هر گیگ{' '}
              <span data-testid="traffic-price-per-gb">{price.isPending ? '...' : formatPrice(perGb, showprice)}</span>
              ): <b>{price.isPending ? '...' : formatPrice(perGb * gb, showprice)}</b>
            </Text>
          )}
          <Text size="sm" data-testid="traffic-days">
            روزهای افزوده پس از انقضای فعلی ({formatNumber(days)} روز × هر روز{' '}
            <span data-testid="traffic-price-per-day">{price.isPending ? '...' : formatPrice(perDay, showprice)}</span>
            ): <b>{price.isPending ? '...' : formatPrice(perDay * days, showprice)}</b>
          </Text>
          <Text size="sm">
            مبلغ کل از موجودی حساب:{' '}
            <b data-testid="traffic-total">{price.isPending ? '...' : formatPrice(total, showprice)}</b>
          </Text>
          {nothing && (
            <Text size="xs" c="orange.9" data-testid="traffic-nothing">
              حجمی بیفزایید یا روزی پس از انقضای فعلی برگزینید.
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button onClick={submit} disabled={blocked} data-testid="traffic-submit">
            {pending ? 'در حال پردازش...' : 'خرید'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
