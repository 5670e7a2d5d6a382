import { Button, NativeSelect, Paper, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { JalaliRangeInput } from '@/components/ui/jalali/jalali-range-input';
import { useUrlSearch } from '@/lib/use-url-search';
import {
  type FilterPatch,
  hasActiveFilters,
  TRANSACTION_TYPES,
  type TransactionFilters,
} from '../utils/transaction-filters';
import classes from './transaction-filter-bar.module.css';

interface TransactionFilterBarProps {
  filters: TransactionFilters;
  onChange: (patch: FilterPatch) => void;
}

/** Date range, type and text (docs/product/screens.md#transactions); every change reaches the URL. */
export function TransactionFilterBar({ filters, onChange }: TransactionFilterBarProps) {
  const { text, setText, clear } = useUrlSearch(filters.search, onChange);

  return (
    <Paper withBorder p="md" radius="md" data-testid="transaction-filters">
      <div className={classes.grid}>
        <div className={classes.wide}>
          <JalaliRangeInput from={filters.from} to={filters.to} onChange={onChange} />
        </div>
        <NativeSelect
          label="نوع تراکنش"
          value={String(filters.type)}
          onChange={(event) => onChange({ type: Number(event.currentTarget.value) })}
          data={TRANSACTION_TYPES.map((t) => ({ value: String(t.value), label: t.label }))}
          data-testid="type-filter"
        />
        <TextInput
          label="جستجو"
          placeholder="توضیحات تراکنش"
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          data-testid="search-filter"
        />
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!hasActiveFilters(filters)}
          onClick={() => {
            clear();
            onChange({ from: '', to: '', type: 0, search: '' });
          }}
          data-testid="clear-filters"
          className={classes.wide}
        >
          حذف فیلترها
        </Button>
      </div>
    </Paper>
  );
}
