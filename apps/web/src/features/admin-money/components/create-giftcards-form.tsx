import { Button, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { GiftCardBatchBodySchema } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import { fieldErrors, numberOrUndefined } from '../../../components/admin/field-errors';
import { ALERT_BASE, fireAlert } from '../../../components/ui/alerts';
import { formatNumber, formatToman } from '../../../lib/format';
import { useCreateGiftCards } from '../api/create-giftcards';
import { saveGiftCardsCsv } from '../utils/giftcards-csv';

/** A batch of cards of one amount; the new serials can be saved as a CSV at once. */
export function CreateGiftCardsForm() {
  const create = useCreateGiftCards();
  const [amount, setAmount] = useState<number | string>('');
  const [count, setCount] = useState<number | string>(10);
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GiftCardBatchBodySchema.safeParse({
      amount: numberOrUndefined(amount),
      count: numberOrUndefined(count),
      label,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: async (cards) => {
        setLabel('');
        const answer = await fireAlert({
          ...ALERT_BASE,
          // A question, not a notice: it waits for the answer.
          timer: undefined,
          timerProgressBar: false,
          icon: 'success',
          title: `${formatNumber(cards.length)} کارت ${formatToman(parsed.data.amount)} ساخته شد`,
          text: 'فهرست سریال‌ها را اکنون ذخیره می‌کنید؟ بعداً هم از جدول دسته‌ها در دسترس است.',
          showCancelButton: true,
          confirmButtonText: 'ذخیره‌ی فهرست',
          cancelButtonText: 'بعداً',
        });
        if (answer.isConfirmed && cards[0]) saveGiftCardsCsv(`giftcards-${cards[0].batch_id ?? 'new'}.csv`, cards);
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            ساخت دسته‌ی تازه
          </Title>
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <NumberInput
              label="مبلغ هر کارت (تومان)"
              withAsterisk
              value={amount}
              onChange={setAmount}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              error={errors.amount}
              miw={180}
              data-testid="giftcard-amount"
            />
            <NumberInput
              label="تعداد"
              withAsterisk
              value={count}
              onChange={setCount}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              error={errors.count}
              miw={120}
              data-testid="giftcard-count"
            />
            <TextInput
              label="برچسب"
              placeholder="مثلاً نمایشگاه پاییز"
              value={label}
              onChange={(e) => setLabel(e.currentTarget.value)}
              error={errors.label}
              miw={180}
              data-testid="giftcard-label"
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} data-testid="giftcard-submit">
              ساخت کارت‌ها
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
