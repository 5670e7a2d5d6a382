import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { fetchCurrentUser } from '@/features/auth/api/get-me';
import { listFilters, readServicesAddress } from '@/features/services/api/get-services';
import { type FilterValues, ServicesFilters } from '@/features/services/components/services-filters';
import { ServicesList } from '@/features/services/components/services-list';
import { usePageTitle } from '@/lib/use-page-title';

/** /services: page and filters live in the URL (docs/product/screens.md); applying filters goes back to page 1. */
export function ServicesRoute() {
  usePageTitle('لیست سرویس‌ها');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = readServicesAddress(params);
  const filterKey = [filters.user_id, filters.search, filters.status, filters.paid, filters.sort].join('|');
  const onAccountChanged = useCallback(() => void fetchCurrentUser(queryClient), [queryClient]);

  const apply = (next: FilterValues) => {
    const updated = new URLSearchParams();
    if (next.user_id) updated.set('user_id', String(next.user_id));
    if (next.user_id && next.customer) updated.set('customer', next.customer);
    if (next.search) updated.set('search', next.search);
    if (next.status) updated.set('status', String(next.status));
    if (next.paid) updated.set('paid', String(next.paid));
    if (next.sort !== 'new') updated.set('sort', next.sort);
    updated.set('page', '1');
    setParams(updated);
  };

  return (
    <Stack gap="md" data-testid="services">
      <Title order={1} size="h3">
        لیست سرویس‌ها
      </Title>
      <ServicesFilters key={`filters|${filterKey}`} initial={filters} onApply={apply} />
      {/* A new filter starts a new pick of services for bulk actions (decision 099). */}
      <ServicesList key={`list|${filterKey}`} filters={listFilters(filters)} onAccountChanged={onAccountChanged} />
    </Stack>
  );
}
