import { Stack, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataPagination } from '@/components/ui/data-pagination';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useTransactions } from '@/features/transactions/api/get-transactions';
import { TransactionFilterBar } from '@/features/transactions/components/transaction-filter-bar';
import { TransactionsTable } from '@/features/transactions/components/transactions-table';
import {
  applyFilterPatch,
  type FilterPatch,
  hasActiveFilters,
  readTransactionFilters,
} from '@/features/transactions/utils/transaction-filters';
import { usePageTitle } from '@/lib/use-page-title';

export function TransactionsRoute() {
  usePageTitle('لیست تراکنش‌ها');
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the filters
  const filters = useMemo(() => readTransactionFilters(params), [key]);
  const onChange = useCallback(
    (patch: FilterPatch) => setParams((current) => applyFilterPatch(current, patch)),
    [setParams],
  );
  const { data } = useTransactions(filters);

  return (
    <Stack gap="md" data-testid="transactions">
      <Title order={1} size="h3">
        لیست تراکنش‌ها
      </Title>
      <TransactionFilterBar filters={filters} onChange={onChange} />
      {data ? (
        <>
          <TransactionsTable
            rows={data.data}
            filtered={hasActiveFilters(filters)}
            sort={filters.sort}
            onSort={(sort) => onChange({ sort })}
          />
          <DataPagination total={data.last_page} />
        </>
      ) : (
        <LoadingScreen fullScreen={false} />
      )}
    </Stack>
  );
}
