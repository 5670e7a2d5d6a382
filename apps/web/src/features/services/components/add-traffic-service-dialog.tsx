import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { normalizeText, type Service, toJalaliDate } from '@pishkhan/contract';
import { useState } from 'react';
import DateObject from 'react-date-object';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import DatePicker from 'react-multi-date-picker';
import { showSuccess } from '../../../components/ui/alerts';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { useChargeServiceTraffic } from '../api/charge-service-traffic';
import { useTrafficPrice } from '../api/get-traffic-price';

const DATE_FORMAT = 'YYYY-MM-DD';

/** The picker starts at the service's expire_in (spec section 2), or today when it has none. */
function initialDate(service: Service): DateObject {
  const jalali = toJalaliDate(service.expire_in ?? new Date());
  return new DateObject({ date: jalali, format: DATE_FORMAT, calendar: persian, locale: persian_fa });
}

/** The server takes `YYYY-MM-DD` in ASCII digits; the picker writes Persian ones. */
const toAsciiDate = (date: DateObject) => normalizeText(date.format(DATE_FORMAT));

interface AddTrafficServiceDialogProps {
  service: Service;
  onClose: () => void;
  /** The charge moved the balance: the header and the dashboard show the new one. */
  onAccountChanged: () => void;
}

export function AddTrafficServiceDialog({ service, onClose, onAccountChanged }: AddTrafficServiceDialogProps) {
  const { showprice } = useSettings();
  const price = useTrafficPrice(service.id);
  const charge = useChargeServiceTraffic();
  const [traffic, setTraffic] = useState<number | string>(10);
  const [date, setDate] = useState<DateObject>(() => initialDate(service));

  const perGb = price.data?.price ?? 0;
  const gb = Number(traffic) || 0;
  const loading = price.isPending || charge.isPending;

  const submit = () => {
    if (loading || perGb === 0 || gb <= 0) return;
    charge.mutate(
      { service_id: service.id, traffic: gb, expired: toAsciiDate(date) },
      {
        onSuccess: () => {
          onClose();
          onAccountChanged();
          void showSuccess('ترافیک افزایش یافت');
        },
        // Spec section 8: a traffic-charge failure is only logged; the shared dialog still tells the user.
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
        <NumberInput
          label="مقدار ترافیک اضافه (گیگ)"
          value={traffic}
          onChange={setTraffic}
          min={1}
          allowNegative={false}
          allowDecimal={false}
          data-testid="traffic-amount"
        />
        <DatePicker
          value={date}
          onChange={(next: DateObject | null) => {
            if (next) setDate(next);
          }}
          calendar={persian}
          locale={persian_fa}
          format={DATE_FORMAT}
          calendarPosition="bottom-right"
          portal
          zIndex={1000}
          render={(value: string, openCalendar: () => void) => (
            <TextInput
              label="تاریخ انقضا"
              value={value}
              onClick={openCalendar}
              onFocus={openCalendar}
              readOnly
              data-testid="traffic-expiry"
            />
          )}
        />
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
        <Group justify="flex-end">
          <Button onClick={submit} disabled={loading || perGb === 0 || gb <= 0} data-testid="traffic-submit">
            {charge.isPending ? 'در حال پردازش...' : 'افزایش ترافیک'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
