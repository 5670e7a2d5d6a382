import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataPagination } from '@/components/ui/data-pagination';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useResellers } from '@/features/admin-users/api/get-resellers';
import { ResellerFilterBar } from '@/features/admin-users/components/reseller-filter-bar';
import { ResellersTable } from '@/features/admin-users/components/resellers-table';
import { SaveResellerDialog } from '@/features/admin-users/components/save-reseller-dialog';
import {
  applyResellerPatch,
  type ResellerFilters,
  readResellerFilters,
} from '@/features/admin-users/utils/reseller-filters';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminResellersRoute() {
  usePageTitle('فروشندگان');
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the filters
  const filters = useMemo(() => readResellerFilters(params), [key]);
  const onChange = useCallback(
    (patch: Partial<Omit<ResellerFilters, 'page'>>) => setParams((current) => applyResellerPatch(current, patch)),
    [setParams],
  );
  const { data } = useResellers(filters);
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="md" data-testid="admin-resellers">
      <Group justify="space-between">
        <Title order={1} size="h3">
          فروشندگان
        </Title>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setCreating(true)}
          data-testid="add-reseller"
        >
          افزودن فروشنده
        </Button>
      </Group>
      <ResellerFilterBar filters={filters} onChange={onChange} />
      {data ? (
        <>
          <ResellersTable rows={data.data} filtered={Boolean(filters.search.trim())} />
          <DataPagination total={data.last_page} />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
      {creating && <SaveResellerDialog user={null} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
