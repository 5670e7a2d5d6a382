import { Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconTicket } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { showSuccess } from '../../../components/ui/alerts';
import { formatToman, toPersianDigits } from '../../../lib/format';
import { replayNote } from '../../../lib/idempotency';
import { useRedeemVoucher } from '../api/redeem-voucher';

type Field = 'evoucher' | 'activationcode';
const REQUIRED: Record<Field, string> = {
  evoucher: 'کد ووچر نمی‌تواند خالی باشد',
  activationcode: 'کد فعال‌سازی نمی‌تواند خالی باشد',
};

/**
 * Spec 'Voucher': evoucher and activation code, both required; the server's refusals go to the one dialog.
 * `onRedeemed`: the balance moved, so the header shows the new one.
 */
export function VoucherForm({ onRedeemed }: { onRedeemed: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ evoucher: '', activationcode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const redeem = useRedeemVoucher();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = (Object.keys(REQUIRED) as Field[]).filter((f) => values[f].trim() === '');
    setErrors(Object.fromEntries(missing.map((f) => [f, REQUIRED[f]])));
    if (missing.length > 0) return;
    redeem.mutate(values, {
      onSuccess: (response) => {
        setValues({ evoucher: '', activationcode: '' });
        onRedeemed();
        void showSuccess(
          `پنل شما با ووچر ${toPersianDigits(response.amount_usd)} دلاری به مبلغ ${formatToman(response.amount)} شارژ شد`,
          replayNote(response),
        );
      },
    });
  };

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  return (
    <Paper withBorder p="lg" radius="md" data-testid="voucher-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            کد ووچر و کد فعال‌سازی پرفکت‌مانی را وارد کنید؛ مبلغ ووچر به نرخ بالا یک‌بار به موجودی شما افزوده می‌شود.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="کد ووچر"
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              leftSection={<IconTicket size={16} aria-hidden />}
              withAsterisk
              {...field('evoucher')}
            />
            <TextInput
              label="کد فعال‌سازی"
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              leftSection={<IconKey size={16} aria-hidden />}
              withAsterisk
              {...field('activationcode')}
            />
          </SimpleGrid>
          <Button type="submit" loading={redeem.isPending} style={{ alignSelf: 'flex-start' }}>
            ثبت ووچر
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
