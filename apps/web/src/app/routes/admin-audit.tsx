import { Stack, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataPagination } from '@/components/ui/data-pagination';
import { JalaliRangeInput } from '@/components/ui/jalali/jalali-range-input';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAudit } from '@/features/admin-audit/api/get-audit';
import { AuditFilterBar } from '@/features/admin-audit/components/audit-filter-bar';
import { AuditTable } from '@/features/admin-audit/components/audit-table';
import {
  type AuditPatch,
  applyAuditPatch,
  hasAuditFilters,
  readAuditFilters,
} from '@/features/admin-audit/utils/audit-filters';
import { usePageTitle } from '@/lib/use-page-title';

/** Decision 027: every admin change and every money movement a person made. */
export function AdminAuditRoute() {
  usePageTitle('گزارش رویدادها');
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the filters
  const filters = useMemo(() => readAuditFilters(params), [key]);
  const onChange = useCallback(
    (patch: AuditPatch) => setParams((current) => applyAuditPatch(current, patch)),
    [setParams],
  );
  const { data } = useAudit(filters);

  return (
    <Stack gap="md" data-testid="admin-audit">
      <Title order={1} size="h3">
        گزارش رویدادها
      </Title>
      <AuditFilterBar
        filters={filters}
        onChange={onChange}
        dateRange={<JalaliRangeInput from={filters.from} to={filters.to} onChange={onChange} />}
      />
      {data ? (
        <>
          <AuditTable rows={data.data} filtered={hasAuditFilters(filters)} />
          <DataPagination total={data.last_page} />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
