import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useCoinRates, useRates } from '../../features/admin-money/api/get-rates';
import { CoinRates } from '../../features/admin-money/components/coin-rates';
import { UsdRateForm } from '../../features/admin-money/components/usd-rate-form';
import { usePageTitle } from '../../lib/use-page-title';

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
