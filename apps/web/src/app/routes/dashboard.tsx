import { SimpleGrid, Stack, Title } from '@mantine/core';
import { AccountSummary } from '@/features/dashboard/components/account-summary';
import { ResellerStats } from '@/features/dashboard/components/reseller-stats';
import { ServerInfoCards } from '@/features/dashboard/components/server-info-cards';
import { VolumeTrafficCard } from '@/features/dashboard/components/volume-traffic-card';
import { NewNotificationsCard } from '@/features/notifications/components/new-notifications-card';
import { AwaitingOrdersNotice } from '@/features/store/components/awaiting-orders-notice';
import { useAuthUser } from '@/lib/auth-store';
import { useSettings } from '@/lib/settings-store';
import { usePageTitle } from '@/lib/use-page-title';

export function DashboardRoute() {
  usePageTitle('داشبورد');
  const user = useAuthUser();
  const { showprice } = useSettings();
  if (!user) return null;
  return (
    <Stack gap="md" data-testid="dashboard">
      <Title order={1} size="h3">
        داشبورد
      </Title>
      <AwaitingOrdersNotice user={user} />
      <AccountSummary user={user} showprice={showprice} />
      <ResellerStats />
      <SimpleGrid cols={{ base: 1, md: user.volumeservice ? 2 : 1 }} spacing="md">
        <NewNotificationsCard />
        <VolumeTrafficCard user={user} />
      </SimpleGrid>
      <ServerInfoCards />
    </Stack>
  );
}
