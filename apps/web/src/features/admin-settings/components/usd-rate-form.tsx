import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { UsdPriceBodySchema } from '@pishkhan/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { showSuccess } from '../../../components/ui/alerts';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { formatMoment, formatToman } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSetUsdPrice } from '../api/set-usd-price';

/** The one rate the server keeps: US dollar in Toman. TRX and TON are priced from it at the gateway's rate. */
export function UsdRateForm({ usdPrice, updatedAt }: { usdPrice: number; updatedAt: string | null }) {
  const save = useSetUsdPrice();
  const form = useZodForm(UsdPriceBodySchema, { usd_price: usdPrice || undefined });
  const submit = form.handleSubmit((body) =>
    save.mutate(body.usd_price, { onSuccess: () => void showSuccess('نرخ دلار ثبت شد') }),
  );
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
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              style={{ flex: '1 1 14rem' }}
              data-testid="usd-price"
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={save.isPending} data-testid="usd-submit">
              ثبت نرخ
            </Button>
          </Group>
        </form>
      </Paper>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
        شارژ با ووچر پرفکت‌مانی و ارزهای دیجیتال (ترون و تون) با همین نرخ به تومان حساب می‌شود؛ نرخ ترون و تون به دلار را
        درگاه پرداخت می‌دهد (کارت‌های زیر، هر دقیقه تازه می‌شوند) و در پنل جداگانه نگه داشته نمی‌شود.
      </Alert>
    </Stack>
  );
}
