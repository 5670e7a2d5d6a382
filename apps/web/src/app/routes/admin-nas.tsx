import { Stack, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useNasList } from '@/features/admin-radius/api/get-nas';
import { NasTable } from '@/features/admin-radius/components/nas-table';
import { usePageTitle } from '@/lib/use-page-title';

/** FreeRADIUS NAS entries (decision 028). */
export function AdminNasRoute() {
  usePageTitle('سرورهای رادیوس');
  const { data } = useNasList();
  return (
    <Stack gap="md" data-testid="admin-nas">
      <Title order={1} size="h3">
        سرورهای رادیوس
      </Title>
      {data ? <NasTable rows={data} /> : <LoadingScreen fullScreen={false} />}
    </Stack>
  );
}
