import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { GiftCardBatchBodySchema } from '@pishkhan/contract';
import { ALERT_BASE, fireAlert } from '../../../components/ui/alerts';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { formatNumber, formatToman } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateGiftCards } from '../api/create-giftcards';
import { saveGiftCardsCsv } from '../utils/giftcards-csv';

/**
 * A batch of cards of one amount; the new serials can be saved as a CSV at once. Judged by the contract's schema, each
 * error going as its field is right (docs/decisions/081-one-form-behaviour.md).
 */
export function CreateGiftCardsForm() {
  const create = useCreateGiftCards();
  const form = useZodForm(GiftCardBatchBodySchema, { amount: undefined, count: 10, label: '' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: async (cards) => {
        form.setValue('label', '');
        const answer = await fireAlert({
          ...ALERT_BASE,
          // A question, not a notice: it waits for the answer.
          timer: undefined,
          timerProgressBar: false,
          icon: 'success',
          title: `${formatNumber(cards.length)} کارت ${formatToman(body.amount)} ساخته شد`,
          text: 'فهرست سریال‌ها را اکنون ذخیره می‌کنید؟ بعداً هم از جدول دسته‌ها در دسترس است.',
          showCancelButton: true,
          confirmButtonText: 'ذخیره‌ی فهرست',
          cancelButtonText: 'بعداً',
        });
        if (answer.isConfirmed && cards[0]) saveGiftCardsCsv(`giftcards-${cards[0].batch_id ?? 'new'}.csv`, cards);
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            ساخت دسته‌ی تازه
          </Title>
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <FormNumberInput
              control={form.control}
              name="amount"
              label="مبلغ هر کارت (تومان)"
              withAsterisk
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              miw={180}
              data-testid="giftcard-amount"
            />
            <FormNumberInput
              control={form.control}
              name="count"
              label="تعداد"
              withAsterisk
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              miw={120}
              data-testid="giftcard-count"
            />
            <TextInput
              label="برچسب"
              placeholder="مثلاً نمایشگاه پاییز"
              {...form.register('label')}
              error={errors.label?.message}
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
