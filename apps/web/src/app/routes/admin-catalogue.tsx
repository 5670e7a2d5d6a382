import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useGbPrice } from '@/features/admin-catalogue/api/get-gb-price';
import { usePackageGroups } from '@/features/admin-catalogue/api/get-package-groups';
import { useTrafficPackages } from '@/features/admin-catalogue/api/get-traffic-packages';
import { PackageGroups } from '@/features/admin-catalogue/components/package-groups';
import { TrafficPackages } from '@/features/admin-catalogue/components/traffic-packages';
import { usePageTitle } from '@/lib/use-page-title';

/** The provider's catalogue (decision 028): package groups and packages (custom ones too), traffic packages, each group's nodes. */
export function AdminCatalogueRoute() {
  usePageTitle('کاتالوگ');
  const groups = usePackageGroups();
  const traffic = useTrafficPackages();
  const gbPrice = useGbPrice();
  return (
    <Stack gap="xl" data-testid="admin-catalogue">
      <Title order={1} size="h3">
        کاتالوگ
      </Title>
      {groups.data ? <PackageGroups groups={groups.data} /> : <LoadingScreen fullScreen={false} />}
      {traffic.data && gbPrice.data ? (
        <TrafficPackages packages={traffic.data} gbPrice={gbPrice.data.price} />
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
