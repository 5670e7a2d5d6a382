import { Stack, Title } from '@mantine/core';
import { usePageParam } from '@/components/ui/data-pagination';
import { ServiceGroupsTable } from '@/features/service-groups/components/service-groups-table';
import { usePageTitle } from '@/lib/use-page-title';

export function GroupServicesRoute() {
  usePageTitle('سرویس‌های گروهی');
  const page = usePageParam();
  return (
    <Stack gap="md" data-testid="groupservices">
      <Title order={1} size="h3">
        سرویس‌های گروهی
      </Title>
      <ServiceGroupsTable page={page} />
    </Stack>
  );
}
