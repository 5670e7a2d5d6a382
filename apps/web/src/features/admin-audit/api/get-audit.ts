import { auditRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { AuditFilters } from '../utils/audit-filters';

export const getAudit = (filters: AuditFilters) =>
  callApi(auditRoutes.list, {
    query: {
      page: filters.page,
      kind: filters.kind === 'all' ? undefined : filters.kind,
      user_id: filters.user_id,
      from: filters.from || undefined,
      to: filters.to || undefined,
    },
  });

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: () => getAudit(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAudit = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));
