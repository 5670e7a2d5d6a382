import { Button, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type Customer, CustomerPicker } from '../../../components/services/customer-picker';
import { useCustomerSearch } from '../../../components/services/search-customers';

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
];

export interface FilterValues {
  user_id?: number;
  /** Shown in the customer field; kept in the URL beside user_id so a reload still names the customer. */
  customer?: string;
  search: string;
  paid: number;
  status: number;
}

/** The filter bar of docs/product/screens.md; nothing applies until the filter button. */
export function ServicesFilters({ initial, onApply }: { initial: FilterValues; onApply: (f: FilterValues) => void }) {
  const [text, setText] = useState(initial.customer ?? '');
  const [customer, setCustomer] = useState<Customer | null>(
    initial.user_id ? { id: initial.user_id, mobile: initial.customer ?? '', name: '' } : null,
  );
  const [search, setSearch] = useState(initial.search);
  const [paid, setPaid] = useState(String(initial.paid));
  const [status, setStatus] = useState(String(initial.status));
  const results = useCustomerSearch(customer ? '' : text);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      user_id: customer?.id,
      customer: customer ? customer.mobile : undefined,
      search: search.trim(),
      paid: Number(paid),
      status: Number(status),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} data-testid="services-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" style={{ alignItems: 'end' }}>
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
          placeholder="شناسه، نام یا موبایل"
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
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />} data-testid="filter-apply">
          فیلتر
        </Button>
      </SimpleGrid>
    </Paper>
  );
}
