import { Alert, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type AdminPayGroup,
  PayGroupBodySchema,
  type TopUpMethods,
  topUpCredit,
  type UpdatePayGroupBody,
  UpdatePayGroupBodySchema,
} from '@pishkhan/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useUsdRate } from '@/components/admin/get-usd-rate';
import { SaveDialog } from '@/components/admin/save-dialog';
import { RateBadge } from '@/components/layout/rate-badge';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { FormSwitch } from '@/components/ui/form-switch';
import { formatToman, toPersianDigits } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useSavePayGroup } from '../api/save-pay-group';

type PayGroupForm = UseFormReturn<z.input<typeof UpdatePayGroupBodySchema>, unknown, UpdatePayGroupBody>;

interface PayWayProps {
  kind: 'perfect' | 'crypto';
  label: string;
  form: PayGroupForm;
  on: 'has_perfectmoney' | 'has_crypto';
  rate: 'perfect_charge_rate' | 'crypto_charge_rate';
  usdPrice: number | undefined;
  /** The server has the provider's keys; without them the way stays off and cannot be switched on. */
  configured: boolean;
}

/** One way of topping up: offered or not, and the rate it credits at, with what one dollar brings now. */
function PayWay({ kind, label, form, on, rate, usdPrice, configured }: PayWayProps) {
  const value = form.watch(rate);
  if (!configured) {
    return (
      <Paper withBorder radius="md" p="sm" data-testid={`paygroup-${kind}`} data-state="unconfigured">
        <Stack gap="xs">
          <FormSwitch control={form.control} name={on} label={label} disabled data-testid={`paygroup-${kind}-on`} />
          <Text size="sm" c="orange.9">
            این راه شارژ روی این سرور راه‌اندازی نشده است: کلیدهای درگاه آن در پیکربندی سرور نیست. تا افزوده نشود، برای
            هیچ گروهی روشن نمی‌شود و فروشندگان آن را نمی‌بینند.
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`paygroup-${kind}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <FormSwitch control={form.control} name={on} label={label} data-testid={`paygroup-${kind}-on`} />
          {value !== undefined && <RateBadge rate={value} id={`paygroup-${kind}`} />}
        </Group>
        <FormNumberInput
          control={form.control}
          name={rate}
          label="نرخ شارژ (درصد)"
          description="۱۰۰ یعنی به نرخ روز دلار؛ ۱۰۵ یعنی ۵٪ بیشتر"
          kind="whole"
          max={1000}
          inputMode="numeric"
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
 * shown on their dashboard. A change reaches every reseller in the group at once. Judged by the contract's schema, each
 * error going as its field is right (docs/decisions/081-one-form-behaviour.md).
 */
export function SavePayGroupDialog({
  group,
  configured,
  onClose,
}: {
  group: AdminPayGroup | null;
  configured: TopUpMethods;
  onClose: () => void;
}) {
  const save = useSavePayGroup();
  const usd = useUsdRate();
  // A new group's schema gives defaults for what an edit leaves out; the fields and their rules are the same.
  const form: PayGroupForm = useZodForm(group ? UpdatePayGroupBodySchema : PayGroupBodySchema, {
    name: group?.name ?? '',
    // A way the server cannot carry out is saved off: the server refuses to switch it on (PAY_METHOD_NOT_CONFIGURED).
    has_perfectmoney: (group?.has_perfectmoney ?? false) && configured.perfectmoney,
    perfect_charge_rate: group?.perfect_charge_rate ?? 100,
    has_crypto: (group?.has_crypto ?? false) && configured.crypto,
    crypto_charge_rate: group?.crypto_charge_rate ?? 100,
    telegram: group?.telegram ?? '',
  });
  const { errors } = form.formState;

  const usdPrice = usd.data?.usd_price;
  return (
    <SaveDialog
      form={form}
      title={group ? `ویرایش ${group.name}` : 'افزودن گروه پرداخت'}
      testId="paygroup"
      submitLabel={group ? 'ثبت تغییرات' : 'افزودن'}
      size="lg"
      gap="sm"
      save={(body, onSuccess) => save.mutate({ id: group?.id, body }, { onSuccess })}
      pending={save.isPending}
      done={group ? 'گروه پرداخت ویرایش شد' : 'گروه پرداخت ساخته شد'}
      onClose={onClose}
    >
      {group !== null && group.resellers > 0 && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          تغییرها همان لحظه برای {toPersianDigits(group.resellers)} فروشنده‌ی این گروه اعمال می‌شود.
        </Alert>
      )}
      <TextInput
        label="نام گروه"
        withAsterisk
        {...form.register('name')}
        error={errors.name?.message}
        data-testid="paygroup-name"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PayWay
          kind="perfect"
          label="ووچر پرفکت‌مانی"
          form={form}
          on="has_perfectmoney"
          rate="perfect_charge_rate"
          usdPrice={usdPrice}
          configured={configured.perfectmoney}
        />
        <PayWay
          kind="crypto"
          label="رمزارز (ترون و تون)"
          form={form}
          on="has_crypto"
          rate="crypto_charge_rate"
          usdPrice={usdPrice}
          configured={configured.crypto}
        />
      </SimpleGrid>
      <TextInput
        label="پیوند پشتیبانی تلگرام"
        description="روی داشبورد فروشندگان این گروه نشان داده می‌شود"
        placeholder="https://t.me/support"
        dir="ltr"
        {...form.register('telegram')}
        error={errors.telegram?.message}
        data-testid="paygroup-telegram"
      />
    </SaveDialog>
  );
}
