import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useCoinRates } from '@/features/admin-crypto/api/get-coin-rates';
import { CoinRates } from '@/features/admin-crypto/components/coin-rates';
import { useRates } from '@/features/admin-settings/api/get-rates';
import { UsdRateForm } from '@/features/admin-settings/components/usd-rate-form';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminRatesRoute() {
  usePageTitle('نرخ ارزها');
  const { data } = useRates();
  const coins = useCoinRates();
  return (
    <Stack gap="md" data-testid="admin-rates">
      <Title order={1} size="h3">
        نرخ ارزها
      </Title>
      {data ? (
        <UsdRateForm key={data.usd_price} usdPrice={data.usd_price} updatedAt={data.updated_at} />
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
      <CoinRates rates={coins.data} />
    </Stack>
  );
}
