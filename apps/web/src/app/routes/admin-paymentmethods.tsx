import { Stack, Text, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { usePaymentMethods } from '@/features/admin-store/api/get-payment-methods';
import { PaymentMethodsTable } from '@/features/admin-store/components/payment-methods-table';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminPaymentMethodsRoute() {
  usePageTitle('روش‌های پرداخت');
  const { data } = usePaymentMethods();
  return (
    <Stack gap="md" data-testid="admin-paymentmethods">
      <Title order={1} size="h3">
        روش‌های پرداخت
      </Title>
      <Text size="sm" c="dimmed">
        روش‌هایی که فروشگاه‌های فروشندگان می‌توانند به مشتری پیشنهاد کنند؛ کلیدهای هر درگاه را خود فروشنده وارد می‌کند.
      </Text>
      {data ? <PaymentMethodsTable methods={data} /> : <LoadingScreen fullScreen={false} />}
    </Stack>
  );
}
