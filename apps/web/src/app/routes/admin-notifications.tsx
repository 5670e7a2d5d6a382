import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAdminNotifications } from '@/features/admin-notifications/api/get-notifications';
import { NotificationsList } from '@/features/admin-notifications/components/notifications-list';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminNotificationsRoute() {
  usePageTitle('اعلان‌ها');
  const { data } = useAdminNotifications();
  return (
    <Stack gap="md" data-testid="admin-notifications">
      <Title order={1} size="h3">
        اعلان‌ها
      </Title>
      {data ? <NotificationsList rows={[...data].sort((a, b) => b.id - a.id)} /> : <LoadingScreen fullScreen={false} />}
    </Stack>
  );
}
