import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { GiftCardUseBodySchema } from '@pishkhan/contract';
import { IconGift } from '@tabler/icons-react';
import { showSuccess } from '@/components/ui/alerts';
import { formatToman } from '@/lib/format';
import { replayNote } from '@/lib/idempotency';
import { useZodForm } from '@/lib/use-zod-form';
import { useRedeemGiftCard } from '../api/use-gift-card';

/**
 * docs/product/screens.md#gift-card: a serial field and a submit button with a spinner; errors go to the one dialog. `onRedeemed`: the
 * balance moved, so the header shows the new one.
 */
export function GiftCardForm({ onRedeemed }: { onRedeemed: () => void }) {
  const redeem = useRedeemGiftCard();
  const form = useZodForm(GiftCardUseBodySchema, { serial: '' });

  const submit = form.handleSubmit((values) =>
    redeem.mutate(
      { serial: values.serial },
      {
        onSuccess: (response) => {
          form.reset({ serial: '' });
          onRedeemed();
          void showSuccess(`پنل شما به مبلغ ${formatToman(response.amount)} شارژ شد`, replayNote(response));
        },
      },
    ),
  );

  return (
    <Paper withBorder p="lg" radius="md" data-testid="giftcard-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            سریال کارت هدیه را همان‌طور که روی کارت آمده وارد کنید؛ مبلغ آن یک‌بار به موجودی شما افزوده می‌شود.
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="سریال کارت هدیه"
              dir="ltr"
              {...form.register('serial')}
              error={form.formState.errors.serial?.message}
              leftSection={<IconGift size={16} aria-hidden />}
              style={{ flex: '1 1 14rem' }}
              autoComplete="off"
              withAsterisk
            />
            <Button type="submit" loading={redeem.isPending} mt={{ base: 0, xs: 25 }}>
              ثبت کارت هدیه
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
