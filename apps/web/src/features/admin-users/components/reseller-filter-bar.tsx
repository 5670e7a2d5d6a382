import { Paper, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useUrlSearch } from '@/lib/use-url-search';
import { type ResellerFilters, USER_TYPE_FILTERS } from '../utils/reseller-filters';
import classes from './resellers.module.css';

interface ResellerFilterBarProps {
  filters: ResellerFilters;
  onChange: (patch: Partial<Omit<ResellerFilters, 'page'>>) => void;
}

/** Name or mobile, and which kind of account; every change reaches the URL. */
export function ResellerFilterBar({ filters, onChange }: ResellerFilterBarProps) {
  const { text, setText } = useUrlSearch(filters.search, onChange);

  return (
    <Paper withBorder p="md" radius="md" data-testid="reseller-filters">
      <div className={classes.filters}>
        <TextInput
          label="جستجو"
          placeholder="نام یا شماره موبایل"
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          data-testid="reseller-search"
        />
        <SegmentedControl
          value={filters.type || 'all'}
          onChange={(v) => onChange({ type: v === 'all' ? '' : (v as ResellerFilters['type']) })}
          data={USER_TYPE_FILTERS.map((t) => ({ value: t.value || 'all', label: t.label }))}
          data-testid="reseller-type-filter"
        />
      </div>
    </Paper>
  );
}
