import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { type AdminUser, BalanceCorrectionBodySchema } from '@pishkhan/contract';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../../components/admin/field-errors';
import { showSuccess } from '../../../components/ui/alerts';
import { formatToman } from '../../../lib/format';
import { replayNote } from '../../../lib/idempotency';
import { useCorrectBalance } from '../api/correct-balance';

type Field = 'amount' | 'info';

/** A ledger correction (type 5) with its reason: money in or out of a reseller's balance. */
export function AdjustBalanceDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const correct = useCorrectBalance();
  const [direction, setDirection] = useState<'add' | 'subtract'>('add');
  const [amount, setAmount] = useState<number | string>('');
  const [info, setInfo] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount === '' ? undefined : Number(amount) * (direction === 'subtract' ? -1 : 1);
    const parsed = BalanceCorrectionBodySchema.safeParse({ amount: value, info });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    correct.mutate(
      { id: user.id, ...parsed.data },
      {
        onSuccess: (result) => {
          onClose();
          void showSuccess('موجودی اصلاح شد', [`موجودی جدید: ${formatToman(result.balance)}`, ...replayNote(result)]);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="اصلاح موجودی" centered data-testid="balance-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {user.name || user.mobile} — موجودی فعلی: <b>{formatToman(user.balance)}</b>
          </Text>
          <SegmentedControl
            fullWidth
            value={direction}
            onChange={(v) => setDirection(v as 'add' | 'subtract')}
            data={[
              { value: 'add', label: 'افزایش موجودی' },
              { value: 'subtract', label: 'کاهش موجودی' },
            ]}
            data-testid="balance-direction"
          />
          <NumberInput
            label="مبلغ (تومان)"
            withAsterisk
            value={amount}
            onChange={setAmount}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            inputMode="numeric"
            error={errors.amount}
            data-testid="balance-amount"
          />
          <Textarea
            label="دلیل اصلاح"
            description="در دفتر حساب فروشنده نوشته می‌شود"
            withAsterisk
            autosize
            minRows={2}
            value={info}
            onChange={(e) => setInfo(e.currentTarget.value)}
            error={errors.info}
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
