import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readPage } from '../../components/ui/data-pagination';
import { fetchCurrentUser } from '../../features/auth/api/get-me';
import type { ServiceFilters } from '../../features/services/api/get-services';
import { type FilterValues, ServicesFilters } from '../../features/services/components/services-filters';
import { ServicesList } from '../../features/services/components/services-list';
import { usePageTitle } from '../../lib/use-page-title';

const inRange = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
};

function readFilters(params: URLSearchParams): FilterValues & ServiceFilters {
  const userId = Number(params.get('user_id'));
  return {
    page: readPage(params),
    user_id: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    customer: params.get('customer') ?? undefined,
    search: params.get('search') ?? '',
    status: inRange(params.get('status'), 4),
    paid: inRange(params.get('paid'), 2),
  };
}

/** /services: page and filters live in the URL (spec section 2); applying filters goes back to page 1. */
export function ServicesRoute() {
  usePageTitle('لیست سرویس‌ها');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = readFilters(params);
  const onAccountChanged = useCallback(() => void fetchCurrentUser(queryClient), [queryClient]);

  const apply = (next: FilterValues) => {
    const updated = new URLSearchParams();
    if (next.user_id) updated.set('user_id', String(next.user_id));
    if (next.user_id && next.customer) updated.set('customer', next.customer);
    if (next.search) updated.set('search', next.search);
    if (next.status) updated.set('status', String(next.status));
    if (next.paid) updated.set('paid', String(next.paid));
    updated.set('page', '1');
    setParams(updated);
  };

  return (
    <Stack gap="md" data-testid="services">
      <Title order={1} size="h3">
        لیست سرویس‌ها
      </Title>
      <ServicesFilters
        key={[filters.user_id, filters.search, filters.status, filters.paid].join('|')}
        initial={filters}
        onApply={apply}
      />
      <ServicesList
        filters={{
          page: filters.page,
          user_id: filters.user_id,
          status: filters.status,
          paid: filters.paid,
          search: filters.search || undefined,
        }}
        onAccountChanged={onAccountChanged}
      />
    </Stack>
  );
}
