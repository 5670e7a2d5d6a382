import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useMyNotifications } from '@/features/notifications/api/get-my-notifications';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { usePageTitle } from '@/lib/use-page-title';

export function NotificationsRoute() {
  usePageTitle('اعلان‌ها');
  const { data } = useMyNotifications();
  return (
    <Stack gap="md" data-testid="notifications">
      <Title order={1} size="h3">
        اعلان‌ها
      </Title>
      {data ? <NotificationList notifications={data} /> : <LoadingScreen fullScreen={false} />}
    </Stack>
  );
}
