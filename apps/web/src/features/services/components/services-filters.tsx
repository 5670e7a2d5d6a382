import { Badge, Button, Collapse, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ServiceSort } from '@pishkhan/contract';
import { IconAdjustmentsHorizontal, IconFilter, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type Customer, CustomerPicker } from '@/components/services/customer-picker';
import { useCustomerSearch } from '@/components/services/search-customers';
import { formatNumber } from '@/lib/format';

/** docs/product/services-and-statuses.md#service-list-filters: paid 0 all, 1 settled, 2 unsettled; status 0 all, 1 unused, 2 expired, 3 traffic finished, 4 active. */
const PAID_FILTER = [
  { value: '0', label: 'همه' },
  { value: '1', label: 'تسویه شده' },
  { value: '2', label: 'تسویه نشده' },
];
const STATUS_FILTER = [
  { value: '0', label: 'همه' },
  { value: '1', label: 'استفاده نشده' },
  { value: '2', label: 'منقضی شده' },
  { value: '3', label: 'اتمام ترافیک' },
  { value: '4', label: 'فعال' },
  // Active with 3 days or fewer left, or 80 % of its GB used (docs/product/services-and-statuses.md#service-list-filters).
  { value: '5', label: 'رو به اتمام' },
];
const SORTS: { value: ServiceSort; label: string }[] = [
  { value: 'new', label: 'جدیدترین' },
  { value: 'expiry', label: 'نزدیک‌ترین انقضا' },
  { value: 'usage', label: 'بیشترین مصرف' },
];
/** Where the filters would fill a phone's first screen, they fold behind a button (docs/product/screens.md#service-list). */
const FOLD_QUERY = '(max-width: 36em)';

export interface FilterValues {
  user_id?: number;
  /** Shown in the customer field; kept in the URL beside user_id so a reload still names the customer. */
  customer?: string;
  search: string;
  paid: number;
  status: number;
  sort: ServiceSort;
}

/** How many filters differ from the defaults: the folded filters' button shows it. */
const activeCount = (f: FilterValues) =>
  [f.user_id, f.search, f.paid, f.status, f.sort !== 'new'].filter(Boolean).length;

/** The filter bar of docs/product/screens.md; nothing applies until the filter button. */
export function ServicesFilters({ initial, onApply }: { initial: FilterValues; onApply: (f: FilterValues) => void }) {
  const [text, setText] = useState(initial.customer ?? '');
  const [customer, setCustomer] = useState<Customer | null>(
    initial.user_id ? { id: initial.user_id, mobile: initial.customer ?? '', name: '' } : null,
  );
  const [search, setSearch] = useState(initial.search);
  const [paid, setPaid] = useState(String(initial.paid));
  const [status, setStatus] = useState(String(initial.status));
  const [sort, setSort] = useState<ServiceSort>(initial.sort);
  const folds = useMediaQuery(FOLD_QUERY, window.matchMedia(FOLD_QUERY).matches);
  const [unfolded, setUnfolded] = useState(false);
  const active = activeCount(initial);
  const results = useCustomerSearch(customer ? '' : text);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      user_id: customer?.id,
      customer: customer ? customer.mobile : undefined,
      search: search.trim(),
      paid: Number(paid),
      status: Number(status),
      sort,
    });
  };

  const form = (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} data-testid="services-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 6 }} spacing="sm" style={{ alignItems: 'end' }}>
        <CustomerPicker
          label="مشتری"
          placeholder="بخشی از شماره موبایل"
          text={text}
          onTextChange={setText}
          results={results.results}
          loading={results.loading}
          selected={customer}
          onSelect={setCustomer}
          testId="filter-customer"
        />
        <TextInput
          label="جستجو"
          placeholder="شناسه، نام، موبایل یا یادداشت"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          data-testid="filter-search"
        />
        {/* Native selects: nothing to position or keep mounted, and the phone's own picker (decision 033). */}
        <NativeSelect
          label="وضعیت پرداخت"
          data={PAID_FILTER}
          value={paid}
          onChange={(e) => setPaid(e.currentTarget.value)}
          data-testid="filter-paid"
        />
        <NativeSelect
          label="وضعیت سرویس"
          data={STATUS_FILTER}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data-testid="filter-status"
        />
        <NativeSelect
          label="ترتیب"
          data={SORTS}
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value as ServiceSort)}
          data-testid="filter-sort"
        />
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />} data-testid="filter-apply">
          فیلتر
        </Button>
      </SimpleGrid>
    </Paper>
  );
  if (!folds) return form;
  return (
    <>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        rightSection={
          active > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {formatNumber(active)}
            </Badge>
          ) : undefined
        }
        aria-expanded={unfolded}
        aria-controls="services-filters-fold"
        onClick={() => setUnfolded((u) => !u)}
        data-testid="filters-toggle"
      >
        {active > 0 ? `فیلترها (${formatNumber(active)} فیلتر فعال)` : 'فیلترها'}
      </Button>
      <Collapse expanded={unfolded} id="services-filters-fold">
        {form}
      </Collapse>
    </>
  );
}
