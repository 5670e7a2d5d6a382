import { Button, NativeSelect, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { JalaliRangeInput } from '../../../components/ui/jalali/jalali-range-input';
import {
  type FilterPatch,
  hasActiveFilters,
  TRANSACTION_TYPES,
  type TransactionFilters,
} from '../utils/transaction-filters';
import classes from './transaction-filter-bar.module.css';

const SEARCH_DELAY_MS = 400;

interface TransactionFilterBarProps {
  filters: TransactionFilters;
  onChange: (patch: FilterPatch) => void;
}

/** Date range, type and text (docs/product/screens.md#transactions); every change reaches the URL. */
export function TransactionFilterBar({ filters, onChange }: TransactionFilterBarProps) {
  const [text, setText] = useState(filters.search);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  // The last search this bar agreed with the URL: tells the user's typing from a back/forward change.
  const synced = useRef(filters.search);

  useEffect(() => {
    if (filters.search !== synced.current) {
      synced.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  useEffect(() => {
    if (debounced !== synced.current) {
      synced.current = debounced;
      onChange({ search: debounced });
    }
  }, [debounced, onChange]);

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
            synced.current = '';
            setText('');
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
