import { Paper, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { fetchCurrentUser } from '@/features/auth/api/get-me';
import { TrafficServiceForm } from '@/features/services/components/traffic-service-form';
import { TrafficPoolCard } from '@/features/volume/components/traffic-pool-card';
import { useAuthUser } from '@/lib/auth-store';
import { usePageTitle } from '@/lib/use-page-title';

export const TRAFFIC_SERVICE_TITLE = 'خرید سرویس حجمی';

/** /trafficservice: the pool and the services made from it; the user (and so the pool) is fetched again on open. */
export function TrafficServiceRoute() {
  usePageTitle(TRAFFIC_SERVICE_TITLE);
  const queryClient = useQueryClient();
  const user = useAuthUser();
  useEffect(() => {
    void fetchCurrentUser(queryClient);
  }, [queryClient]);
  const refetchUser = () => void fetchCurrentUser(queryClient);
  if (!user) return null;
  return (
    <Stack gap="md" data-testid="trafficservice">
      <Title order={1} size="h3">
        {TRAFFIC_SERVICE_TITLE}
      </Title>
      {user.volumeservice ? (
        <>
          <TrafficPoolCard user={user} onChanged={refetchUser} />
          <TrafficServiceForm onPurchased={refetchUser} />
        </>
      ) : (
        <Paper withBorder radius="md">
          <EmptyState
            title="سرویس حجمی برای حساب شما فعال نیست"
            description="برای فعال شدن آن با پشتیبانی تماس بگیرید."
            icon={IconLock}
            testId="volume-disabled"
          />
        </Paper>
      )}
    </Stack>
  );
}
