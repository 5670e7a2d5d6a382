import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type AdminPayGroup, PayGroupBodySchema, topUpCredit, UpdatePayGroupBodySchema } from '@pishkhan/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { fieldErrors, numberOrUndefined } from '../../../components/admin/field-errors';
import { RateBadge } from '../../../components/layout/rate-badge';
import { showSuccess } from '../../../components/ui/alerts';
import { formatToman, toPersianDigits } from '../../../lib/format';
import { useUsdRate } from '../api/get-pay-groups';
import { useSavePayGroup } from '../api/save-pay-group';

interface PayWayProps {
  kind: 'perfect' | 'crypto';
  label: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  rate: number | string;
  onRate: (rate: number | string) => void;
  error?: string;
  usdPrice: number | undefined;
}

/** One way of topping up: offered or not, and the rate it credits at, with what one dollar brings now. */
function PayWay({ kind, label, on, onToggle, rate, onRate, error, usdPrice }: PayWayProps) {
  const value = typeof rate === 'number' ? rate : undefined;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`paygroup-${kind}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Switch
            label={label}
            checked={on}
            onChange={(e) => onToggle(e.currentTarget.checked)}
            data-testid={`paygroup-${kind}-on`}
          />
          {value !== undefined && <RateBadge rate={value} id={`paygroup-${kind}`} />}
        </Group>
        <NumberInput
          label="نرخ شارژ (درصد)"
          description="۱۰۰ یعنی به نرخ روز دلار؛ ۱۰۵ یعنی ۵٪ بیشتر"
          value={rate}
          onChange={onRate}
          min={0}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          error={error}
          data-testid={`paygroup-${kind}-rate`}
        />
        {usdPrice !== undefined && value !== undefined && (
          <Text size="xs" c="dimmed" data-testid={`paygroup-${kind}-example`}>
            با دلار {formatToman(usdPrice)}، هر دلار {formatToman(topUpCredit(1, usdPrice, value))} شارژ می‌شود.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A pay group: which top-ups its resellers see (vouchers, crypto), the rate each credits at and the support link
 * shown on their dashboard. A change reaches every reseller in the group at once.
 */
export function SavePayGroupDialog({ group, onClose }: { group: AdminPayGroup | null; onClose: () => void }) {
  const save = useSavePayGroup();
  const usd = useUsdRate();
  const [name, setName] = useState(group?.name ?? '');
  const [perfectOn, setPerfectOn] = useState(group?.has_perfectmoney ?? false);
  const [perfectRate, setPerfectRate] = useState<number | string>(group?.perfect_charge_rate ?? 100);
  const [cryptoOn, setCryptoOn] = useState(group?.has_crypto ?? false);
  const [cryptoRate, setCryptoRate] = useState<number | string>(group?.crypto_charge_rate ?? 100);
  const [telegram, setTelegram] = useState(group?.telegram ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      name,
      has_perfectmoney: perfectOn,
      perfect_charge_rate: numberOrUndefined(perfectRate),
      has_crypto: cryptoOn,
      crypto_charge_rate: numberOrUndefined(cryptoRate),
      telegram,
    };
    const parsed = (group ? UpdatePayGroupBodySchema : PayGroupBodySchema).safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: group?.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          void showSuccess(group ? 'گروه پرداخت ویرایش شد' : 'گروه پرداخت ساخته شد');
        },
      },
    );
  };

  const usdPrice = usd.data?.usd_price;
  return (
    <Modal
      opened
      onClose={onClose}
      title={group ? `ویرایش ${group.name}` : 'افزودن گروه پرداخت'}
      centered
      size="lg"
      data-testid="paygroup-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {group !== null && group.resellers > 0 && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
              تغییرها همان لحظه برای {toPersianDigits(group.resellers)} فروشنده‌ی این گروه اعمال می‌شود.
            </Alert>
          )}
          <TextInput
            label="نام گروه"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-testid="paygroup-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PayWay
              kind="perfect"
              label="ووچر پرفکت‌مانی"
              on={perfectOn}
              onToggle={setPerfectOn}
              rate={perfectRate}
              onRate={setPerfectRate}
              error={errors.perfect_charge_rate}
              usdPrice={usdPrice}
            />
            <PayWay
              kind="crypto"
              label="رمزارز (ترون و تون)"
              on={cryptoOn}
              onToggle={setCryptoOn}
              rate={cryptoRate}
              onRate={setCryptoRate}
              error={errors.crypto_charge_rate}
              usdPrice={usdPrice}
            />
          </SimpleGrid>
          <TextInput
            label="پیوند پشتیبانی تلگرام"
            description="روی داشبورد فروشندگان این گروه نشان داده می‌شود"
            placeholder="https://t.me/support"
            dir="ltr"
            value={telegram}
            onChange={(e) => setTelegram(e.currentTarget.value)}
            error={errors.telegram}
            data-testid="paygroup-telegram"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="paygroup-submit">
              {group ? 'ثبت تغییرات' : 'افزودن'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
