import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DataPagination } from '@/components/ui/data-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAllTransactions } from '@/features/admin-transactions/api/get-all-transactions';
import { LedgerTable } from '@/features/admin-transactions/components/ledger-table';
import { useReseller } from '@/features/admin-users/api/get-reseller';
import { ResellerCard } from '@/features/admin-users/components/reseller-card';
import { TransactionFilterBar } from '@/features/transactions/components/transaction-filter-bar';
import {
  applyFilterPatch,
  type FilterPatch,
  hasActiveFilters,
  readTransactionFilters,
} from '@/features/transactions/utils/transaction-filters';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

/** One account: its details, the provider's actions on it and its ledger with the reseller's own filters. */
export function AdminResellerRoute() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const user = useReseller(id);
  usePageTitle(user.data ? user.data.name || user.data.mobile : 'فروشنده');
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the filters
  const filters = useMemo(() => ({ ...readTransactionFilters(params), user_id: id }), [key, id]);
  const onChange = useCallback(
    (patch: FilterPatch) => setParams((current) => applyFilterPatch(current, patch)),
    [setParams],
  );
  const ledger = useAllTransactions(filters);

  if (user.isError && isApiError(user.error) && user.error.status === 404) {
    return <EmptyState title="این حساب پیدا نشد" description="شاید حذف شده باشد." testId="reseller-missing" />;
  }

  return (
    <Stack gap="md" data-testid="admin-reseller">
      <Group gap={4}>
        <IconChevronRight size={16} aria-hidden />
        <Anchor component={Link} to="/admin/resellers" size="sm">
          فروشندگان
        </Anchor>
      </Group>
      {user.data ? (
        <ResellerCard user={user.data} onDeleted={() => navigate('/admin/resellers', { replace: true })} />
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
      <Title order={2} size="h4">
        دفتر حساب
      </Title>
      <TransactionFilterBar filters={filters} onChange={onChange} />
      {ledger.data ? (
        <>
          <LedgerTable rows={ledger.data.data} filtered={hasActiveFilters(filters)} showUser={false} />
          <DataPagination total={ledger.data.last_page} />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
