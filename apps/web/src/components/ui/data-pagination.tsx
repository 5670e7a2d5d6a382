import { Group, Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { readPage } from '@/lib/page-param';

export { readPage };

export function usePageParam(): number {
  const [params] = useSearchParams();
  return readPage(params);
}

interface DataPaginationProps {
  /** `last_page` of the paged response. */
  total: number;
  testId?: string;
}

/**
 * Mantine Pagination wired to `?page`, keeping the other query parameters;
 * 2 sibling pages and ellipsis (docs/product/rules.md#business-constants-and-limits). Hidden when there is one page.
 */
export function DataPagination({ total, testId = 'pagination' }: DataPaginationProps) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  if (total <= 1) return null;
  return (
    <Group justify="center" data-testid={testId}>
      <Pagination
        total={total}
        value={Math.min(page, total)}
        siblings={2}
        boundaries={1}
        size="sm"
        gap={4}
        onChange={(next) => {
          setParams((current) => {
            const updated = new URLSearchParams(current);
            updated.set('page', String(next));
            return updated;
          });
          // The control sits under the list: show the new page from its top.
          window.scrollTo({ top: 0 });
        }}
        getControlProps={(control) => ({
          'aria-label': {
            first: 'صفحه‌ی اول',
            last: 'صفحه‌ی آخر',
            next: 'صفحه‌ی بعد',
            previous: 'صفحه‌ی قبل',
          }[control],
        })}
        getItemProps={(item) => ({ 'aria-label': `صفحه‌ی ${item}` })}
      />
    </Group>
  );
}
