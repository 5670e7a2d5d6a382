import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { normalizeText } from '@pishkhan/contract';
import { userRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { toPersianDigits } from '@/lib/format';

interface UserPickerProps {
  /** The chosen user's id, or undefined for everyone. */
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  label?: string;
  placeholder?: string;
  testId?: string;
}

const itemLabel = (u: { name: string; mobile: string }) => `${u.name || 'بی‌نام'} — ${toPersianDigits(u.mobile)}`;

/** An admin filter by one account: type part of a name or mobile, pick, or clear for everyone. */
export function UserPicker({
  value,
  onChange,
  label = 'کاربر',
  placeholder = 'همه‌ی کاربران',
  testId = 'user-filter',
}: UserPickerProps) {
  const [search, setSearch] = useState('');
  const chosen = useQuery({
    queryKey: ['admin', 'users', 'one', value],
    queryFn: () => callApi(userRoutes.get, { params: { id: value ?? 0 } }),
    enabled: value !== undefined,
    meta: { quiet: true },
  });
  const chosenLabel = chosen.data ? itemLabel(chosen.data) : '';
  // The box shows the chosen user's label: that is not a search.
  const [debounced] = useDebouncedValue(search === chosenLabel ? '' : search, 300);
  const text = normalizeText(debounced).trim();
  const byMobile = /^[\d\s+-]+$/.test(text);
  const results = useQuery({
    queryKey: ['admin', 'users', 'picker', text],
    queryFn: () => callApi(userRoutes.list, { query: byMobile ? { mobile: text } : { name: text || undefined } }),
    staleTime: 30_000,
  });
  const options = new Map<string, string>();
  if (chosen.data) options.set(String(chosen.data.id), chosenLabel);
  for (const u of results.data?.data ?? []) options.set(String(u.id), itemLabel(u));

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value === undefined ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : undefined)}
      filter={({ options: list }) => list}
      nothingFoundMessage="کاربری پیدا نشد"
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
