import { Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { VoucherBodySchema } from '@pishkhan/contract';
import { IconKey, IconTicket } from '@tabler/icons-react';
import { showSuccess } from '@/components/ui/alerts';
import { formatToman, toPersianDigits } from '@/lib/format';
import { replayNote } from '@/lib/idempotency';
import { useZodForm } from '@/lib/use-zod-form';
import { useRedeemVoucher } from '../api/redeem-voucher';

/**
 * docs/product/screens.md#voucher: evoucher and activation code, both required, judged by the contract's schema; the server's refusals
 * go to the one dialog. `onRedeemed`: the balance moved, so the header shows the new one.
 */
export function VoucherForm({ onRedeemed }: { onRedeemed: () => void }) {
  const redeem = useRedeemVoucher();
  const form = useZodForm(VoucherBodySchema, { evoucher: '', activationcode: '' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    redeem.mutate(values, {
      onSuccess: (response) => {
        form.reset({ evoucher: '', activationcode: '' });
        onRedeemed();
        void showSuccess(
          `پنل شما با ووچر ${toPersianDigits(response.amount_usd)} دلاری به مبلغ ${formatToman(response.amount)} شارژ شد`,
          replayNote(response),
        );
      },
    }),
  );

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
              {...form.register('evoucher')}
              error={errors.evoucher?.message}
            />
            <TextInput
              label="کد فعال‌سازی"
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              leftSection={<IconKey size={16} aria-hidden />}
              withAsterisk
              {...form.register('activationcode')}
              error={errors.activationcode?.message}
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
