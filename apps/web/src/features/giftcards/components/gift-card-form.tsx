import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { showSuccess } from '../../../components/ui/alerts';
import { formatToman } from '../../../lib/format';
import { replayNote } from '../../../lib/idempotency';
import { useRedeemGiftCard } from '../api/use-gift-card';

/**
 * Spec 'Gift card': a serial field and a submit button with a spinner; errors go to the one dialog. `onRedeemed`: the
 * balance moved, so the header shows the new one.
 */
export function GiftCardForm({ onRedeemed }: { onRedeemed: () => void }) {
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useRedeemGiftCard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (serial.trim() === '') {
      setError('سریال نمی‌تواند خالی باشد');
      return;
    }
    setError(null);
    redeem.mutate(
      { serial: serial.trim() },
      {
        onSuccess: (response) => {
          setSerial('');
          onRedeemed();
          void showSuccess(`پنل شما به مبلغ ${formatToman(response.amount)} شارژ شد`, replayNote(response));
        },
      },
    );
  };

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
              value={serial}
              error={error}
              onChange={(event) => setSerial(event.currentTarget.value)}
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
