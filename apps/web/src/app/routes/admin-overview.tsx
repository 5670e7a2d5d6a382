import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useOverview } from '@/features/admin-overview/api/get-overview';
import { BacklogCard } from '@/features/admin-overview/components/backlog-card';
import { NodeHealth } from '@/features/admin-overview/components/node-health';
import { OverviewCards } from '@/features/admin-overview/components/overview-cards';
import { SetupChecklist } from '@/features/admin-overview/components/setup-checklist';
import { TelegramCard } from '@/features/telegram/components/telegram-card';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminOverviewRoute() {
  usePageTitle('نمای کلی');
  const { data } = useOverview();
  return (
    <Stack gap="md" data-testid="admin-overview">
      <Title order={1} size="h3">
        نمای کلی
      </Title>
      {data ? (
        <>
          <SetupChecklist setup={data.setup} />
          <OverviewCards overview={data} />
          <BacklogCard provisioning={data.provisioning} />
          <NodeHealth nodes={data.provisioning.nodes} />
          <TelegramCard intro="خبر از کار افتادن یک سرور و برگشتن آن، در تلگرام خودتان." />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
