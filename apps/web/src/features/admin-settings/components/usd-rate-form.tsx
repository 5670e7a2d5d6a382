import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { UsdPriceBodySchema } from '@pishkhan/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { showSuccess } from '@/components/ui/alerts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormNumberInput } from '@/components/ui/form-number-input';
import { formatMoment, formatNumber, formatToman } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetUsdPrice } from '../api/set-usd-price';

/**
 * A new rate more than this fraction above or below the current one asks first, naming both: a mistyped zero would
 * credit every voucher and crypto top-up tenfold (docs/decisions/103-money-settings-ask-before-odd-figures.md).
 */
export const USD_RATE_CONFIRM_CHANGE = 0.5;

/** How far the new rate is from the old, in words: «۱۰ برابر» or «۶۰٪ کمتر». */
function describeChange(from: number, to: number): string {
  if (to >= from * 2) return `${formatNumber(Math.round((to / from) * 10) / 10)} برابر نرخ کنونی`;
  const percent = Math.round((Math.abs(to - from) / from) * 100);
  return `${formatNumber(percent)}٪ ${to > from ? 'بیشتر' : 'کمتر'} از نرخ کنونی`;
}

/** The one rate the server keeps: US dollar in Toman. TRX and TON are priced from it at the gateway's rate. */
export function UsdRateForm({ usdPrice, updatedAt }: { usdPrice: number; updatedAt: string | null }) {
  const save = useSetUsdPrice();
  const form = useZodForm(UsdPriceBodySchema, { usd_price: usdPrice || undefined });
  /** A rate far from the current one, waiting for «بله». */
  const [odd, setOdd] = useState<number | null>(null);
  const store = (rate: number) => save.mutate(rate, { onSuccess: () => void showSuccess('نرخ دلار ثبت شد') });
  const submit = form.handleSubmit(({ usd_price: rate }) => {
    const far = usdPrice > 0 && Math.abs(rate - usdPrice) > usdPrice * USD_RATE_CONFIRM_CHANGE;
    if (far) setOdd(rate);
    else store(rate);
  });
  return (
    <Stack gap="md" maw={560}>
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            نرخ کنونی دلار
          </Text>
          <Text fw={700} size="xl" data-testid="usd-current">
            {usdPrice ? formatToman(usdPrice) : 'ثبت نشده'}
          </Text>
          <Text size="xs" c="dimmed" data-testid="usd-updated">
            {updatedAt ? `آخرین تغییر: ${formatMoment(updatedAt)}` : 'هنوز تغییری ثبت نشده است'}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <FormNumberInput
              control={form.control}
              name="usd_price"
              label="نرخ تازه‌ی دلار (تومان)"
              kind="toman"
              style={{ flex: '1 1 14rem' }}
              data-testid="usd-price"
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={save.isPending} data-testid="usd-submit">
              ثبت نرخ
            </Button>
          </Group>
        </form>
      </Paper>
      {odd !== null && (
        <ConfirmModal
          title="تغییر بزرگ نرخ دلار"
          warning="شارژ با ووچر پرفکت‌مانی و ارزهای دیجیتال از این پس با نرخ تازه به تومان حساب می‌شود."
          message={
            <Stack gap={4}>
              <Text size="sm" data-testid="usd-confirm-old">
                نرخ کنونی: {formatToman(usdPrice)}
              </Text>
              <Text size="sm" fw={700} data-testid="usd-confirm-new">
                نرخ تازه: {formatToman(odd)} ({describeChange(usdPrice, odd)})
              </Text>
              <Text size="sm">این نرخ درست است؟</Text>
            </Stack>
          }
          confirmLabel="بله، ثبت شود"
          cancelLabel="اصلاح نرخ"
          busy={save.isPending}
          onConfirm={() => {
            setOdd(null);
            store(odd);
          }}
          onClose={() => setOdd(null)}
          testId="usd-confirm"
        />
      )}
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
        شارژ با ووچر پرفکت‌مانی و ارزهای دیجیتال (ترون و تون) با همین نرخ به تومان حساب می‌شود؛ نرخ ترون و تون به دلار را
        درگاه پرداخت می‌دهد (کارت‌های زیر، هر دقیقه تازه می‌شوند) و در پنل جداگانه نگه داشته نمی‌شود.
      </Alert>
    </Stack>
  );
}
