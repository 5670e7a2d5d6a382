import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type GiftCardBatchBody, GiftCardBatchBodySchema } from '@pishkhan/contract';
import { useState } from 'react';
import { ALERT_BASE, fireAlert } from '@/components/ui/alerts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { formatNumber, formatToman } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
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
  /** The batch as sent, waiting for «بله»: each card is money a reseller can spend (docs/product/screens.md). */
  const [asking, setAsking] = useState<GiftCardBatchBody | null>(null);

  const submit = form.handleSubmit((body) => setAsking(body));
  const make = (body: GiftCardBatchBody) =>
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
    });

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
              kind="toman"
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
      {asking && (
        <ConfirmModal
          title="ساخت کارت هدیه"
          warning="هر کارت تا وقتی استفاده نشده، مبلغ خود را به حساب فروشنده‌ای که آن را وارد کند می‌افزاید."
          message={
            <Stack gap={4}>
              <Text size="sm" data-testid="giftcard-confirm-batch">
                {formatNumber(asking.count)} کارت × {formatToman(asking.amount)}
              </Text>
              <Text size="sm" fw={700} data-testid="giftcard-confirm-total">
                جمع: {formatToman(asking.count * asking.amount)}
              </Text>
              <Text size="sm">این کارت‌ها ساخته شوند؟</Text>
            </Stack>
          }
          confirmLabel="بله، ساخته شود"
          busy={create.isPending}
          onConfirm={() => {
            setAsking(null);
            make(asking);
          }}
          onClose={() => setAsking(null)}
          testId="giftcard-confirm"
        />
      )}
    </Paper>
  );
}
