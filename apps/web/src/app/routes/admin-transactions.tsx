import { Paper, Stack, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { UserPicker } from '@/components/admin/user-picker';
import { DataPagination } from '@/components/ui/data-pagination';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAllTransactions } from '@/features/admin-transactions/api/get-all-transactions';
import { LedgerTable } from '@/features/admin-transactions/components/ledger-table';
import { TransactionFilterBar } from '@/features/transactions/components/transaction-filter-bar';
import {
  applyFilterPatch,
  type FilterPatch,
  hasActiveFilters,
  readTransactionFilters,
} from '@/features/transactions/utils/transaction-filters';
import { usePageTitle } from '@/lib/use-page-title';

/** `?user_id` as a positive integer, else everyone. */
export function readUserId(params: URLSearchParams): number | undefined {
  const id = Number(params.get('user_id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Every ledger row, with the reseller's filters (Jalali dates, type, text) and one more: the user. */
export function AdminTransactionsRoute() {
  usePageTitle('همه‌ی تراکنش‌ها');
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the filters
  const filters = useMemo(() => ({ ...readTransactionFilters(params), user_id: readUserId(params) }), [key]);
  const onChange = useCallback(
    (patch: FilterPatch) => setParams((current) => applyFilterPatch(current, patch)),
    [setParams],
  );
  const setUser = useCallback(
    (id: number | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('user_id', String(id));
        else next.delete('user_id');
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const { data } = useAllTransactions(filters);

  return (
    <Stack gap="md" data-testid="admin-transactions">
      <Title order={1} size="h3">
        همه‌ی تراکنش‌ها
      </Title>
      <Paper withBorder p="md" radius="md">
        <UserPicker value={filters.user_id} onChange={setUser} />
      </Paper>
      <TransactionFilterBar filters={filters} onChange={onChange} />
      {data ? (
        <>
          <LedgerTable rows={data.data} filtered={hasActiveFilters(filters) || filters.user_id !== undefined} />
          <DataPagination total={data.last_page} />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
