import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useServerInfos } from '@/features/admin-catalogue/api/get-server-infos';
import { ServerInfoCards } from '@/features/admin-catalogue/components/server-info-cards';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminServersRoute() {
  usePageTitle('اطلاعات سرورها');
  const { data } = useServerInfos();
  return (
    <Stack gap="md" data-testid="admin-servers">
      <Title order={1} size="h3">
        اطلاعات سرورها
      </Title>
      {data ? <ServerInfoCards cards={data} /> : <LoadingScreen fullScreen={false} />}
    </Stack>
  );
}
