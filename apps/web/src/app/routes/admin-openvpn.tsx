import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useOvpnFiles } from '@/features/admin-catalogue/api/get-ovpn-files';
import { OvpnFiles } from '@/features/admin-catalogue/components/ovpn-files';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminOpenVpnRoute() {
  usePageTitle('قالب‌های اوپن‌وی‌پی‌ان');
  const { data } = useOvpnFiles();
  return (
    <Stack gap="md" data-testid="admin-openvpn">
      <Title order={1} size="h3">
        قالب‌های اوپن‌وی‌پی‌ان
      </Title>
      {data ? <OvpnFiles files={data} /> : <LoadingScreen fullScreen={false} />}
    </Stack>
  );
}
