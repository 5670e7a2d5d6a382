import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { type AdminUser, BalanceCorrectionBodySchema } from '@pishkhan/contract';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { showSuccess } from '@/components/ui/alerts';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { formatToman } from '@/lib/format';
import { replayNote } from '@/lib/idempotency';
import { useZodForm } from '@/lib/use-zod-form';
import { useCorrectBalance } from '../api/correct-balance';

/** The amount is typed as a size and the direction chosen apart; the contract's rules judge the size alike both ways. */
const AdjustBalanceFormSchema = BalanceCorrectionBodySchema.extend({ direction: z.enum(['add', 'subtract']) });

/**
 * A ledger correction (type 5) with its reason: money in or out of a reseller's balance. Judged by the contract's
 * schema, each error going as its field is right (docs/decisions/081-one-form-behaviour.md).
 */
export function AdjustBalanceDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const correct = useCorrectBalance();
  const form = useZodForm(AdjustBalanceFormSchema, { direction: 'add', amount: undefined, info: '' });
  const { errors } = form.formState;
  const direction = form.watch('direction');

  const submit = form.handleSubmit(({ direction: way, amount, info }) =>
    correct.mutate(
      { id: user.id, amount: way === 'subtract' ? -amount : amount, info },
      {
        onSuccess: (result) => {
          onClose();
          void showSuccess('موجودی اصلاح شد', [`موجودی جدید: ${formatToman(result.balance)}`, ...replayNote(result)]);
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title="اصلاح موجودی" centered data-testid="balance-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {user.name || user.mobile} — موجودی فعلی: <b>{formatToman(user.balance)}</b>
          </Text>
          <Controller
            control={form.control}
            name="direction"
            render={({ field }) => (
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'add', label: 'افزایش موجودی' },
                  { value: 'subtract', label: 'کاهش موجودی' },
                ]}
                data-testid="balance-direction"
              />
            )}
          />
          <FormNumberInput
            control={form.control}
            name="amount"
            label="مبلغ (تومان)"
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            inputMode="numeric"
            data-testid="balance-amount"
          />
          <Textarea
            label="دلیل اصلاح"
            description="در دفتر حساب فروشنده نوشته می‌شود"
            withAsterisk
            autosize
            minRows={2}
            {...form.register('info')}
            error={errors.info?.message}
            data-testid="balance-info"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={correct.isPending}>
              انصراف
            </Button>
            <Button
              type="submit"
              color={direction === 'subtract' ? 'red' : undefined}
              loading={correct.isPending}
              data-testid="balance-submit"
            >
              ثبت اصلاحیه
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
