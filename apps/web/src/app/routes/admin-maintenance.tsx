import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAdminMaintenance } from '@/features/admin-settings/api/get-maintenance';
import { MaintenanceForm } from '@/features/admin-settings/components/maintenance-form';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminMaintenanceRoute() {
  usePageTitle('حالت تعمیر');
  const { data } = useAdminMaintenance();
  return (
    <Stack gap="md" data-testid="admin-maintenance">
      <Title order={1} size="h3">
        حالت تعمیر
      </Title>
      {data ? (
        <MaintenanceForm key={String(data.undermaintenance) + data.maintenancemessage} {...data} />
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
